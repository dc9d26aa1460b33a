import type { Knex } from 'knex';
import { generalizedPosition, parseId } from '@sacred/core/altars';
import {
  isSetPoint,
  metersToMiles,
  PILGRIMAGE_LIMITS,
  PILGRIMAGE_MESSAGES,
  routePoints,
  roundMiles,
  parsePilgrimageCursor,
  PILGRIMAGE_PAGE_MAX,
  type PilgrimageMapQuery,
  type PilgrimagePageQuery,
  type PilgrimageCreateInput,
  type RouteDistanceInput,
} from '@sacred/core/pilgrimages';
import type { Difficulty } from '@sacred/core/enums';
import { ROUTE_MESSAGES, RouteBudgetError, type RouteStop } from '@sacred/core/routing';
import type { AltarService } from '../altars/altar.service';
import type { RouteService } from '../routes/route.service';
import type { PlannedRoute } from '../routes/route.types';
import type { Altar } from '../altars/altar.types';
import type { ReportService } from '../community/report.service';
import { NotFoundError, RateLimitedError, ValidationError } from '../platform/errors';
import {
  PilgrimageRepository,
  toSummary,
  type PilgrimagePage,
  type PilgrimageRow,
  type PilgrimageStatus,
} from './pilgrimage.repository';
import type { MapPilgrimage, Pilgrimage, PilgrimageSite, PilgrimageSummary } from './pilgrimage.types';

/** A validated page query as the repository reads it: the size, and where the previous page ended. */
const pageOf = ({ limit, after }: PilgrimagePageQuery): PilgrimagePage => ({
  limit: limit ?? PILGRIMAGE_PAGE_MAX,
  after: after === undefined ? undefined : parsePilgrimageCursor(after),
});

const numberOrNull = (value: number | string | null): number | null => (value === null ? null : Number(value));

/** An altar as a site of a pilgrimage, at its place in the order. */
export const toSite = (altar: Altar, index: number): PilgrimageSite => ({
  id: altar.id,
  order: index + 1,
  name: altar.name,
  description: altar.description,
  altarType: altar.altarType,
  latitude: altar.latitude,
  longitude: altar.longitude,
});

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * An altar at the point everyone but its creator sees: a sensitive location's cell centre. Distances,
 * waypoints and times derived from it are public, so they must never carry the true point.
 */
function atPublicPoint(altar: Altar): Altar {
  return altar.isLocationSensitive ? { ...altar, ...generalizedPosition(altar.latitude, altar.longitude) } : altar;
}

export class PilgrimageService {
  constructor(
    private readonly knex: Knex,
    /** Altars are read through their service, so its rules (e.g. location generalization) apply. */
    private readonly altars: AltarService,
    /** Reports may hide a pilgrimage from everyone but its creator (ReportService's rule). */
    private readonly reports: Pick<ReportService, 'notHiddenByReports'>,
    /** A new pilgrimage is routed along the path network through its public points. */
    private readonly routes: Pick<RouteService, 'planStops'>,
  ) {}

  /** The pilgrimages the map shows: a page, featured first, then newest; with `bbox`, those starting in it. */
  listForMap(query: PilgrimageMapQuery, viewerId?: number): Promise<MapPilgrimage[]> {
    return new PilgrimageRepository(this.knex, this.reports).listForMap(pageOf(query), viewerId, query.bbox);
  }

  /** The map's fields of the `limit` pilgrimages the viewer may see that start nearest to a point. */
  mapPilgrimagesNearest(
    point: { latitude: number; longitude: number },
    limit: number,
    viewerId?: number,
  ): Promise<MapPilgrimage[]> {
    return new PilgrimageRepository(this.knex, this.reports).mapPilgrimagesNearest(point, limit, viewerId);
  }

  /** The map's fields of the chosen pilgrimages the viewer may see, wherever they fall in the list's order. */
  mapPilgrimagesByIds(ids: readonly number[], viewerId?: number): Promise<MapPilgrimage[]> {
    return new PilgrimageRepository(this.knex, this.reports).mapPilgrimagesByIds(ids, viewerId);
  }

  /** Browse (GET /api/pilgrimages): a page with every card field; featured first, then newest. */
  list(page: PilgrimagePageQuery, viewerId: number | undefined): Promise<PilgrimageSummary[]> {
    return new PilgrimageRepository(this.knex, this.reports).listSummaries(pageOf(page), viewerId);
  }

  /** Undefined when it does not exist, is withdrawn or hidden by reports (unless the viewer created it). */
  async find(id: unknown, viewerId: number | undefined): Promise<Pilgrimage | undefined> {
    const pilgrimageId = parseId(id);
    if (pilgrimageId === undefined) return undefined;
    const row = await new PilgrimageRepository(this.knex, this.reports).findVisible(pilgrimageId, viewerId);
    if (!row) return undefined;
    const sites = await this.sitesOf(row.altar_ids, viewerId);
    return this.toPilgrimage(row, sites);
  }

  async get(id: unknown, viewerId: number | undefined): Promise<Pilgrimage> {
    const pilgrimage = await this.find(id, viewerId);
    if (!pilgrimage) throw new NotFoundError(PILGRIMAGE_MESSAGES.notFound);
    return pilgrimage;
  }

  /** GET /api/pilgrimages/{id}/altars: the sites in the order of altarIds (missing altars left out). */
  async altarsOf(id: unknown, viewerId: number | undefined): Promise<PilgrimageSite[]> {
    return (await this.get(id, viewerId)).sites;
  }

  async create(creatorId: number, payload: PilgrimageCreateInput): Promise<Pilgrimage> {
    // Found as the creator sees them; every figure stored for others uses the point others see.
    const seen = await this.existingAltars(payload.altarIds, creatorId);
    const altars = seen.map(atPublicPoint);
    // A distance the creator's form measured through a sensitive site's true point would reveal it.
    const throughSensitiveSite = seen.some((altar) => altar.isLocationSensitive);
    const start = isSetPoint(payload.startingLatitude, payload.startingLongitude)
      ? { latitude: payload.startingLatitude, longitude: payload.startingLongitude }
      : null;
    const end = isSetPoint(payload.endingLatitude, payload.endingLongitude)
      ? { latitude: payload.endingLatitude, longitude: payload.endingLongitude }
      : null;
    const repository = new PilgrimageRepository(this.knex, this.reports);
    // Routed along the paths through the public points; where a path is followed, its length is the
    // distance. Otherwise the client's distance wins when given (unless a site is sensitive), else the
    // geodesic length of start -> sites -> end through the public points.
    const stops = [
      ...(start ? [{ ...start, name: payload.startingPoint }] : []),
      ...altars.map((altar) => ({ latitude: altar.latitude, longitude: altar.longitude, name: altar.name })),
      ...(end ? [{ ...end, name: payload.endingPoint }] : []),
    ];
    const planned = stops.length >= 2 ? await this.routeOf(stops, payload.difficulty as Difficulty) : undefined;
    const route = planned?.legs.some((leg) => leg.onNetwork) ? planned : null;
    const distance = route
      ? roundMiles(metersToMiles(route.distanceMeters))
      : payload.distance !== undefined && !throughSensitiveSite
        ? roundMiles(payload.distance)
        : roundMiles(metersToMiles(await repository.lineMeters(routePoints(start, altars, end))));
    if (distance < PILGRIMAGE_LIMITS.distanceMin) {
      throw new ValidationError(PILGRIMAGE_MESSAGES.distancePositive, {
        distance: PILGRIMAGE_MESSAGES.distancePositive,
      });
    }
    const id = await this.knex.transaction(async (trx) => {
      const written = new PilgrimageRepository(trx, this.reports);
      const today = await written.createdToday(creatorId);
      if (today.count >= PILGRIMAGE_LIMITS.perMemberPerDay) {
        const freeAt = (today.oldest?.getTime() ?? Date.now()) + DAY_MS;
        throw new RateLimitedError(
          PILGRIMAGE_MESSAGES.tooManyToday,
          Math.max(1, Math.ceil((freeAt - Date.now()) / 1000)),
        );
      }
      return written.insert({
        creatorId,
        route,
        name: payload.name,
        description: payload.description,
        altarIds: payload.altarIds,
        distance,
        estimatedDuration: payload.estimatedDuration,
        difficulty: payload.difficulty,
        type: payload.type,
        startingPoint: payload.startingPoint,
        endingPoint: payload.endingPoint,
        start,
        end,
        guidelines: payload.guidelines,
        bestSeasons: payload.bestSeasons,
        accommodations: payload.accommodations,
        tags: payload.tags,
        waypoints: altars.map((altar, index) => ({
          altarId: altar.id,
          latitude: altar.latitude,
          longitude: altar.longitude,
          description: `Checkpoint ${index + 1}: ${altar.name}`,
        })),
      });
    });
    return this.get(id, creatorId);
  }

  /** The pilgrimage's route along the paths; none when it is past the route budget (its legs stay straight). */
  private async routeOf(stops: RouteStop[], difficulty: Difficulty): Promise<PlannedRoute | undefined> {
    try {
      return await this.routes.planStops(stops, difficulty);
    } catch (error) {
      if (error instanceof RouteBudgetError) return undefined;
      throw error;
    }
  }

  /** The create form's computed distance: geodesic miles through the points in order (PostGIS). */
  async routeDistance({ points }: RouteDistanceInput): Promise<number> {
    return roundMiles(metersToMiles(await new PilgrimageRepository(this.knex, this.reports).lineMeters(points)));
  }

  /** Curators (the `curate` command): feature/unfeature, withdraw/restore. False for an unknown id. */
  setFeatured(id: number, featured: boolean): Promise<boolean> {
    return new PilgrimageRepository(this.knex, this.reports).setFeatured(id, featured);
  }

  setStatus(id: number, status: PilgrimageStatus): Promise<boolean> {
    return new PilgrimageRepository(this.knex, this.reports).setStatus(id, status);
  }

  /** The altars in the given order; a 400 naming the first id that does not exist. */
  private async existingAltars(ids: readonly number[], viewerId: number): Promise<Altar[]> {
    const altars = await this.altars.findMany(ids, viewerId);
    const missing = ids.find((_id, index) => altars[index] === undefined);
    if (missing !== undefined) {
      const message = `${PILGRIMAGE_MESSAGES.altarMissing} (altar ${missing})`;
      throw new ValidationError(message, { altarIds: message });
    }
    return altars as Altar[];
  }

  private async sitesOf(ids: readonly number[], viewerId: number | undefined): Promise<PilgrimageSite[]> {
    const altars = await this.altars.findMany(ids, viewerId);
    return altars.filter((altar): altar is Altar => altar !== undefined).map(toSite);
  }

  private toPilgrimage(row: PilgrimageRow, sites: PilgrimageSite[]): Pilgrimage {
    return {
      ...toSummary(row),
      siteCount: sites.length,
      endingLatitude: numberOrNull(row.ending_latitude),
      endingLongitude: numberOrNull(row.ending_longitude),
      bestSeasons: row.best_seasons,
      accommodations: row.accommodations,
      guidelines: row.guidelines,
      tags: row.tags,
      sites,
      updatedAt: row.updated_at,
      route: row.route ? { ...row.route, attribution: ROUTE_MESSAGES.attribution } : null,
    };
  }
}
