import type { Knex } from 'knex';
import { altarListQuerySchema, parseId } from '@sacred/core/altars';
import { DEFAULT_ALTAR_LIST_SIZE, SEARCH_RADIUS_METERS } from '@sacred/core/limits';
import {
  ALTARS_MIN_ZOOM,
  altarFilterSchema,
  altarsNearSchema,
  altarsRestQuerySchema,
  altarViewportSchema,
  cachedLevelFor,
  cellBounds,
  longitudeSpans,
  MAX_VIEWPORT_FEATURES,
  parseBoundingBox,
  viewportGrid,
  type AltarFilters,
  type BoundingBox,
} from '@sacred/core/map';
import { MESSAGES } from '@sacred/core/messages';
import { NotFoundError } from '../platform/errors';
import type { PubSub } from '../platform/pubsub';
import { validateInput } from '../platform/validation';
import { AltarRepository, cachedCellsCanAnswer, type CellCount, type NewAltar } from './altar.repository';
import type { Altar, AltarViewport, NearbyAltar } from './altar.types';

export const ALTAR_CREATED = 'ALTAR_CREATED';

const altarListWithFiltersSchema = altarListQuerySchema.concat(altarFilterSchema);

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

export class AltarService {
  constructor(
    private readonly knex: Knex,
    private readonly pubsub: PubSub,
  ) {}

  /** Newest first, optionally filtered. */
  async list(query: unknown): Promise<Altar[]> {
    const { limit, ...filters } = await validateInput(altarListWithFiltersSchema, query);
    return new AltarRepository(this.knex).list(limit ?? DEFAULT_ALTAR_LIST_SIZE, filtersOf(filters));
  }

  /**
   * GET /api/altars: bbox+zoom answers the viewport, lat+lng(+radius) the nearest altars, and
   * neither the newest altars; the filters apply to all three.
   */
  async search(query: unknown): Promise<Altar[] | NearbyAltar[] | AltarViewport> {
    const { lat, lng, radius, limit, bbox, zoom, ...filters } = await validateInput(altarsRestQuerySchema, query);
    const repository = new AltarRepository(this.knex);
    if (bbox !== undefined && zoom !== undefined) {
      return this.viewportOf(parseBoundingBox(bbox) as BoundingBox, zoom, filtersOf(filters));
    }
    if (lat !== undefined && lng !== undefined) {
      const point = { latitude: lat, longitude: lng };
      const meters = radius ?? SEARCH_RADIUS_METERS.mapDefault;
      return repository.near(point, meters, limit ?? DEFAULT_ALTAR_LIST_SIZE, filtersOf(filters));
    }
    return repository.list(limit ?? DEFAULT_ALTAR_LIST_SIZE, filtersOf(filters));
  }

  /** Altars within a radius of a point, nearest first, with their distance in meters. */
  async near(input: unknown): Promise<NearbyAltar[]> {
    const { latitude, longitude, radius, limit, ...filters } = await validateInput(altarsNearSchema, input);
    return new AltarRepository(this.knex).near({ latitude, longitude }, radius, limit, filtersOf(filters));
  }

  /** Clusters or altars for a map viewport, at most MAX_VIEWPORT_FEATURES of them. */
  async viewport(input: unknown): Promise<AltarViewport> {
    const { west, south, east, north, zoom, ...filters } = await validateInput(altarViewportSchema, input);
    return this.viewportOf({ west, south, east, north }, zoom, filtersOf(filters));
  }

  private async viewportOf(box: BoundingBox, zoom: number, filters: AltarFilters): Promise<AltarViewport> {
    const repository = new AltarRepository(this.knex);
    const grid = viewportGrid(box, zoom);
    if (zoom >= ALTARS_MIN_ZOOM) {
      const altars = await repository.inBox(box, longitudeSpans(box), MAX_VIEWPORT_FEATURES, filters);
      if (altars) return { gridZoom: grid.gridZoom, clusters: [], altars, total: altars.length };
    }
    const level = cachedLevelFor(grid.gridZoom);
    const cells =
      level !== undefined && cachedCellsCanAnswer(filters)
        ? await repository.cachedCells(grid, level, filters)
        : await repository.liveCells(grid, filters);
    const inGrid = (cell: CellCount) =>
      cell.y >= grid.yRange.from &&
      cell.y <= grid.yRange.to &&
      grid.xRanges.some((range) => cell.x >= range.from && cell.x <= range.to);
    const clusters = cells.filter(inGrid).map((cell) => ({
      id: `${grid.gridZoom}/${cell.x}/${cell.y}`,
      count: cell.count,
      latitude: cell.latitude,
      longitude: cell.longitude,
      ...cellBounds(cell.x, cell.y, grid.gridZoom),
    }));
    const total = clusters.reduce((sum, cluster) => sum + cluster.count, 0);
    return { gridZoom: grid.gridZoom, clusters, altars: [], total };
  }

  /** Undefined for an unknown or malformed id. */
  async find(id: unknown): Promise<Altar | undefined> {
    const altarId = parseId(id);
    return altarId === undefined ? undefined : new AltarRepository(this.knex).findById(altarId);
  }

  async get(id: unknown): Promise<Altar> {
    const altar = await this.find(id);
    if (!altar) throw new NotFoundError(MESSAGES.altarNotFound);
    return altar;
  }

  async create(input: NewAltar): Promise<Altar> {
    const altar = await this.knex.transaction((trx) => new AltarRepository(trx).insert(input));
    this.pubsub.publish(ALTAR_CREATED, altar);
    return altar;
  }
}
