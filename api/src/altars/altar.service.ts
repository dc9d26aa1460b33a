import type { Knex } from 'knex';
import { generalizedPosition, parseId } from '@sacred/core/altars';
import { ALTAR_CURSOR_MESSAGE, parseAltarCursor } from '@sacred/core/altars-cursor';
import { altarListQuerySchema } from '@sacred/core/altars-schema';
import { DEFAULT_ALTAR_LIST_SIZE, SEARCH_RADIUS_METERS } from '@sacred/core/limits';
import {
  altarFilterSchema,
  altarsNearSchema,
  altarsRestQuerySchema,
  altarViewportSchema,
  cellBounds,
  isOnGrid,
  MAX_VIEWPORT_FEATURES,
  parseBoundingBox,
  planViewport,
  type AltarFilters,
  type AltarsRestQuery,
  type BoundingBox,
} from '@sacred/core/map';
import { MESSAGES } from '@sacred/core/messages';
import { NotFoundError, ValidationError } from '../platform/errors';
import { JsonText, SharedJsonText } from '../platform/rest/json-text';
import { validateInput } from '../platform/rest/validation';
import type { PublicMapAnswers } from './public-map-answers';
import { AltarRepository, type CellCount, type ViewerId } from './altar.repository';
import type { AltarFields } from './altar-columns';
import type { Altar, AltarViewport, NearbyAltar } from './altar.types';

const altarListWithFiltersSchema = altarListQuerySchema.concat(altarFilterSchema);

/** A list continues below an id; a nearest-first answer after a (distance, id): the other kind is refused. */
function cursorOf(after: string | undefined, kind: 'list'): number | undefined;
function cursorOf(after: string | undefined, kind: 'near'): { id: number; distanceMeters: number } | undefined;
function cursorOf(after: string | undefined, kind: 'list' | 'near') {
  if (after === undefined) return undefined;
  const cursor = parseAltarCursor(after);
  const fits = kind === 'list' ? cursor?.distanceMeters === undefined : cursor?.distanceMeters !== undefined;
  if (!cursor || !fits) throw new ValidationError(ALTAR_CURSOR_MESSAGE, { after: ALTAR_CURSOR_MESSAGE });
  return kind === 'list' ? cursor.id : cursor;
}

/** Only the filters that are set (yup leaves omitted keys undefined). */
function filtersOf(input: AltarFilters): AltarFilters {
  const filters: AltarFilters = {};
  if (input.altarType !== undefined) filters.altarType = input.altarType;
  if (input.ecoFriendly !== undefined) filters.ecoFriendly = input.ecoFriendly;
  if (input.hasPhotos !== undefined) filters.hasPhotos = input.hasPhotos;
  if (input.recentActivity !== undefined) filters.recentActivity = input.recentActivity;
  if (input.q !== undefined) filters.q = input.q;
  return filters;
}

/**
 * Altars. Every read takes the viewer (a member id, or undefined for a guest): a sensitive location is
 * generalized for everyone but its creator (see AltarRepository and migration 20261122070000).
 */
export class AltarService {
  constructor(
    private readonly knex: Knex,
    /** The read replica for the map's reads (list, search, near, viewport); may lag a moment behind. */
    private readonly reads: Knex = knex,
    /** Public map answers kept while the map's data version holds (none: every answer is computed). */
    private readonly publicAnswers?: PublicMapAnswers,
  ) {}

  /** Newest first, optionally filtered. */
  async list(query: unknown, viewerId?: ViewerId): Promise<Altar[]> {
    const { limit, after, ...filters } = await validateInput(altarListWithFiltersSchema, query);
    return new AltarRepository(this.reads).list(
      limit ?? DEFAULT_ALTAR_LIST_SIZE,
      filtersOf(filters),
      viewerId,
      cursorOf(after, 'list'),
    );
  }

  /**
   * GET /api/altars: bbox+zoom answers the viewport, lat+lng(+radius) the nearest altars, and
   * neither the newest altars; the filters apply to all three.
   */
  async search(query: unknown, viewerId?: ViewerId): Promise<Altar[] | NearbyAltar[] | AltarViewport> {
    return this.searchValid(await validateInput(altarsRestQuerySchema, query), viewerId);
  }

  /**
   * search() for a query the REST adapter has already validated with altarsRestQuerySchema (once is
   * enough), as the JSON text of the same answer: the lists of altars are written by PostgreSQL
   * (altar-json.ts), so Node neither reads their rows nor serialises them.
   */
  async searchJson(query: AltarsRestQuery, viewerId?: ViewerId): Promise<JsonText> {
    const { lat, lng, radius, limit, after, bbox, zoom, ...filters } = query;
    const repository = new AltarRepository(this.reads);
    if (bbox !== undefined && zoom !== undefined) {
      const box = parseBoundingBox(bbox) as BoundingBox;
      const viewportFilters = filtersOf(filters);
      // A guest's viewport is written once while the map's data version holds, with its ETag and its gzip.
      if (viewerId === undefined && this.publicAnswers) {
        return this.publicAnswers.answer(
          `viewport json ${JSON.stringify([box, zoom, viewportFilters])}`,
          async () =>
            new SharedJsonText(JSON.stringify(await this.computeViewport(box, zoom, viewportFilters, undefined))),
          (kept) => kept.bytes(),
        );
      }
      return new JsonText(JSON.stringify(await this.viewportOf(box, zoom, viewportFilters, viewerId)));
    }
    if (lat !== undefined && lng !== undefined) {
      const point = { latitude: lat, longitude: lng };
      const meters = radius ?? SEARCH_RADIUS_METERS.mapDefault;
      const cursor = cursorOf(after, 'near');
      return repository.nearJson(point, meters, limit ?? DEFAULT_ALTAR_LIST_SIZE, filtersOf(filters), viewerId, cursor);
    }
    return repository.listJson(limit ?? DEFAULT_ALTAR_LIST_SIZE, filtersOf(filters), viewerId, cursorOf(after, 'list'));
  }

  /** search() for a query the REST adapter has already validated with altarsRestQuerySchema (once is enough). */
  async searchValid(query: AltarsRestQuery, viewerId?: ViewerId): Promise<Altar[] | NearbyAltar[] | AltarViewport> {
    const { lat, lng, radius, limit, after, bbox, zoom, ...filters } = query;
    const repository = new AltarRepository(this.reads);
    if (bbox !== undefined && zoom !== undefined) {
      return this.viewportOf(parseBoundingBox(bbox) as BoundingBox, zoom, filtersOf(filters), viewerId);
    }
    if (lat !== undefined && lng !== undefined) {
      const point = { latitude: lat, longitude: lng };
      const meters = radius ?? SEARCH_RADIUS_METERS.mapDefault;
      const cursor = cursorOf(after, 'near');
      return repository.near(point, meters, limit ?? DEFAULT_ALTAR_LIST_SIZE, filtersOf(filters), viewerId, cursor);
    }
    return repository.list(limit ?? DEFAULT_ALTAR_LIST_SIZE, filtersOf(filters), viewerId, cursorOf(after, 'list'));
  }

  /**
   * Altars within a radius of a point, nearest first, with their distance in meters; with `fields`, only
   * those fields of each altar (and its distance) are read.
   */
  async near(input: unknown, viewerId?: ViewerId, fields?: AltarFields): Promise<NearbyAltar[]> {
    const { latitude, longitude, radius, limit, after, ...filters } = await validateInput(altarsNearSchema, input);
    return new AltarRepository(this.reads).near(
      { latitude, longitude },
      radius,
      limit,
      filtersOf(filters),
      viewerId,
      cursorOf(after, 'near'),
      fields,
    );
  }

  /**
   * The `max` altars nearest to a point within `radiusMeters`, in one answer: for a bound the server sets
   * (an offline download), where near() serves a client's pages of at most ALTAR_PAGE_MAX.
   */
  nearestUpTo(
    point: { latitude: number; longitude: number },
    radiusMeters: number,
    max: number,
    viewerId?: ViewerId,
  ): Promise<NearbyAltar[]> {
    return new AltarRepository(this.reads).near(point, radiusMeters, max, {}, viewerId);
  }

  /** Clusters or altars for a map viewport, at most MAX_VIEWPORT_FEATURES of them. */
  async viewport(input: unknown, viewerId?: ViewerId): Promise<AltarViewport> {
    const { west, south, east, north, zoom, ...filters } = await validateInput(altarViewportSchema, input);
    return this.viewportOf({ west, south, east, north }, zoom, filtersOf(filters), viewerId);
  }

  private viewportOf(
    box: BoundingBox,
    zoom: number,
    filters: AltarFilters,
    viewerId: ViewerId,
  ): Promise<AltarViewport> {
    // A guest's viewport is the same for every guest; a member's holds their own sensitive altars.
    if (viewerId !== undefined || !this.publicAnswers) return this.computeViewport(box, zoom, filters, viewerId);
    const key = `viewport ${JSON.stringify([box, zoom, filters])}`;
    return this.publicAnswers.answer(key, () => this.computeViewport(box, zoom, filters, undefined));
  }

  private async computeViewport(
    box: BoundingBox,
    zoom: number,
    filters: AltarFilters,
    viewerId: ViewerId,
  ): Promise<AltarViewport> {
    const repository = new AltarRepository(this.reads);
    const plan = planViewport(box, zoom, filters);
    const { grid, level } = plan;
    let cells: CellCount[] | undefined;
    if (plan.listsAltars) {
      // A dense street view: when the cache already shows more than MAX_VIEWPORT_FEATURES altars surely in
      // the box, the altars are not listed (they would be too many); a member's own sensitive altars may sit
      // elsewhere at their true position, so they do not count towards that.
      let tooMany = false;
      if (level !== undefined && plan.insideCells) {
        cells = await repository.cachedCells(grid, level, filters, plan.insideCells);
        const surely = cells.reduce((sum, cell) => sum + (cell.surelyInBox ?? 0), 0);
        const surplus = surely - MAX_VIEWPORT_FEATURES;
        tooMany =
          surplus > 0 &&
          (viewerId === undefined ||
            (await repository.countOwnSensitiveInBox(viewerId, box, plan.spans, surplus)) < surplus);
      }
      if (!tooMany) {
        const altars = await repository.inBox(box, plan.spans, MAX_VIEWPORT_FEATURES, filters, viewerId);
        if (altars) return { gridZoom: grid.gridZoom, clusters: [], altars, total: altars.length };
      }
    }
    // Clusters are shared by everyone, so they count every altar at its public position.
    cells ??=
      level !== undefined
        ? await repository.cachedCells(grid, level, filters)
        : await repository.liveCells(grid, filters);
    const clusters = cells
      .filter((cell) => isOnGrid(grid, cell))
      .map((cell) => ({
        id: `${grid.gridZoom}/${cell.x}/${cell.y}`,
        count: cell.count,
        latitude: cell.latitude,
        longitude: cell.longitude,
        ...cellBounds(cell.x, cell.y, grid.gridZoom),
      }));
    const total = clusters.reduce((sum, cluster) => sum + cluster.count, 0);
    return { gridZoom: grid.gridZoom, clusters, altars: [], total };
  }

  /** How many altars there are (hidden ones left out), counted no further than `cap`. */
  countUpTo(cap: number): Promise<number> {
    return new AltarRepository(this.knex).countUpTo(cap);
  }

  /** Undefined for an unknown or malformed id. */
  async find(id: unknown, viewerId?: ViewerId): Promise<Altar | undefined> {
    const altarId = parseId(id);
    return altarId === undefined ? undefined : new AltarRepository(this.knex).findById(altarId, viewerId);
  }

  /** The altars of `ids` in their order, looked up together; undefined where an id is unknown. */
  async findMany(ids: readonly number[], viewerId?: ViewerId): Promise<Array<Altar | undefined>> {
    const found = await new AltarRepository(this.knex).findByIds(ids, viewerId);
    return ids.map((id) => found.get(id));
  }

  /**
   * A position as others may see it: inside the generalization cell of a sensitive altar it becomes the
   * cell's centre (that altar's public point), so a walker standing at the altar does not reveal it.
   * Decided on public points only, never on a distance to a true point, which would answer "is a true
   * point near here?" to anyone who sends positions.
   */
  async publicPositionOf(position: {
    latitude: number;
    longitude: number;
  }): Promise<{ latitude: number; longitude: number; approximate: boolean }> {
    const cell = generalizedPosition(position.latitude, position.longitude);
    const sensitive = await new AltarRepository(this.knex).isSensitivePublicPoint(cell);
    return sensitive ? { ...cell, approximate: true } : { ...position, approximate: false };
  }

  async get(id: unknown, viewerId?: ViewerId): Promise<Altar> {
    const altar = await this.find(id, viewerId);
    if (!altar) throw new NotFoundError(MESSAGES.altarNotFound);
    return altar;
  }
}
