import type { Knex } from 'knex';
import type { LatLng } from '@sacred/core/geo';
import { longitudeSpans, type BoundingBox } from '@sacred/core/map';
import { pilgrimageCursorOf, type PilgrimageListPosition } from '@sacred/core/pilgrimages';
import type { PlannedRoute as StoredRoute } from '@sacred/core/routing';
import type { ReportService } from '../community/report.service';
import { translateDatabaseError } from '../platform/errors';
import type { MapPilgrimage, PilgrimageSummary } from './pilgrimage.types';

interface MapPilgrimageRow {
  id: number;
  name: string;
  type: string;
  description: string | null;
  start_latitude: number | string | null;
  start_longitude: number | string | null;
  starting_latitude: number | string | null;
  starting_longitude: number | string | null;
  distance: number | string | null;
  difficulty: string;
  duration: string | null;
  estimated_duration: string | null;
  season: string | null;
  significance: string | null;
  is_featured: boolean;
  list_created_micros: string;
}

interface SummaryRow extends MapPilgrimageRow {
  starting_point: string | null;
  ending_point: string | null;
  altar_ids: number[];
  site_count: number | string;
  participant_count: number | string;
  completed_count: number | string;
  place_names: string[];
  creator_id: number | null;
  status: string;
  created_at: Date;
}

export interface PilgrimageRow extends SummaryRow {
  ending_latitude: number | string | null;
  ending_longitude: number | string | null;
  best_seasons: string[];
  accommodations: string | null;
  guidelines: string | null;
  tags: string[];
  updated_at: Date;
  /** The route along the paths, through the sites' public points (null: straight legs only). */
  route: StoredRoute | null;
}

const MAP_COLUMNS = [
  'id',
  'name',
  'type',
  'description',
  'start_latitude',
  'start_longitude',
  'starting_latitude',
  'starting_longitude',
  'distance',
  'difficulty',
  'duration',
  'estimated_duration',
  'season',
  'significance',
  'is_featured',
];

const SUMMARY_COLUMNS = [
  ...MAP_COLUMNS,
  'starting_point',
  'ending_point',
  'altar_ids',
  'creator_id',
  'status',
  'created_at',
].map((column) => `p.${column}`);

const DETAIL_COLUMNS = [
  ...SUMMARY_COLUMNS,
  ...[
    'ending_latitude',
    'ending_longitude',
    'best_seasons',
    'accommodations',
    'guidelines',
    'tags',
    'updated_at',
    'route',
  ].map((column) => `p.${column}`),
];

// Counts from real journeys and completions: participants are the members who started or completed it.
// The site count and the place names (the gazetteer place nearest the start, the end and each site:
// "Boulder" finds a pilgrimage whose start is a trailhead above Boulder) are stored when the pilgrimage
// is written (the pilgrimage_stored_places trigger), never looked up per read.
const COUNT_COLUMNS = [
  'p.site_count',
  `(SELECT count(*) FROM (SELECT j.user_id FROM active_pilgrimages j WHERE j.pilgrimage_id = p.id
      UNION SELECT c.user_id FROM pilgrimage_completions c WHERE c.pilgrimage_id = p.id) AS members) AS participant_count`,
  '(SELECT count(DISTINCT c.user_id) FROM pilgrimage_completions c WHERE c.pilgrimage_id = p.id) AS completed_count',
  'p.place_names',
];

/**
 * What each row of a summary list costs in the GraphQL list cost beyond its fields: the two counts
 * above are subqueries run for every row, whichever fields the query asks for.
 */
export const SUMMARY_ROW_COST = 2;

/** A page of a pilgrimage list: its size, and the position of the previous page's last row. */
export interface PilgrimagePage {
  limit: number;
  after: PilgrimageListPosition | undefined;
}

/** Where the map places a pilgrimage's marker: its start, else its starting point. */
const MAP_START = 'coalesce(p.start_geog, p.starting_geog)';

// created_at to the microsecond, exactly (extract(epoch) is numeric): a cursor loses nothing.
const LIST_POSITION_COLUMN = '(extract(epoch FROM p.created_at) * 1000000)::bigint::text AS list_created_micros';

const cursorOf = (row: MapPilgrimageRow): string =>
  pilgrimageCursorOf({ featured: row.is_featured, createdMicros: row.list_created_micros, id: row.id });

const numberOrNull = (value: number | string | null): number | null => (value === null ? null : Number(value));

function toMapPilgrimage(row: MapPilgrimageRow): MapPilgrimage {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    description: row.description,
    startLatitude: numberOrNull(row.start_latitude),
    startLongitude: numberOrNull(row.start_longitude),
    startingLatitude: numberOrNull(row.starting_latitude),
    startingLongitude: numberOrNull(row.starting_longitude),
    distance: numberOrNull(row.distance),
    difficulty: row.difficulty,
    duration: row.duration,
    estimatedDuration: row.estimated_duration,
    season: row.season,
    significance: row.significance,
    isFeatured: row.is_featured,
    cursor: cursorOf(row),
  };
}

export function toSummary(row: SummaryRow): PilgrimageSummary {
  return {
    ...toMapPilgrimage(row),
    startingPoint: row.starting_point,
    endingPoint: row.ending_point,
    altarIds: row.altar_ids,
    siteCount: Number(row.site_count),
    participants: Number(row.participant_count),
    completedCount: Number(row.completed_count),
    places: row.place_names ?? [],
    creatorId: row.creator_id,
    status: row.status,
    createdAt: row.created_at,
  };
}

export type { StoredRoute };

export interface NewPilgrimage {
  /** The route along the paths through the public points, when one was found. */
  route: StoredRoute | null;
  creatorId: number;
  name: string;
  description: string;
  altarIds: number[];
  distance: number;
  estimatedDuration: string;
  difficulty: string;
  type: string;
  startingPoint: string;
  endingPoint: string;
  start: LatLng | null;
  end: LatLng | null;
  guidelines: string;
  bestSeasons: string[];
  accommodations: string;
  tags: string[];
  /** The sites' coordinates, in route order, for the waypoint rows. */
  waypoints: Array<LatLng & { altarId: number; description: string }>;
}

export type PilgrimageStatus = 'published' | 'withdrawn';

/** WKT of a line (lon lat pairs); one bound value however long the line is. */
function lineWkt(points: readonly LatLng[]): string {
  return `SRID=4326;LINESTRING(${points.map((point) => `${point.longitude} ${point.latitude}`).join(',')})`;
}

export class PilgrimageRepository {
  constructor(
    private readonly db: Knex | Knex.Transaction,
    /** Reports hide pilgrimages: their rule comes from the community domain's service. */
    private readonly reports: Pick<ReportService, 'notHiddenByReports'>,
  ) {}

  /** Published (or the viewer's own) and not hidden by reports (unless the viewer created it). */
  private visibleTo(query: Knex.QueryBuilder, viewerId: number | undefined): Knex.QueryBuilder {
    return query
      .whereRaw('(p.status = ? OR p.creator_id = ?)', ['published', viewerId ?? null])
      .where(this.reports.notHiddenByReports('pilgrimage', 'p.id', 'p.creator_id', viewerId));
  }

  /**
   * One page of a list in list order (featured first, then newest), after the given position; each
   * row carries its position as `list_created_micros` for its cursor.
   */
  private page(query: Knex.QueryBuilder, { limit, after }: PilgrimagePage): Knex.QueryBuilder {
    if (after) {
      query.whereRaw(
        "(p.is_featured, p.created_at, p.id) < (?, 'epoch'::timestamptz + ? * interval '1 microsecond', ?)",
        [after.featured, after.createdMicros, after.id],
      );
    }
    return query
      .select(this.db.raw(LIST_POSITION_COLUMN))
      .orderBy([
        { column: 'p.is_featured', order: 'desc' },
        { column: 'p.created_at', order: 'desc' },
        { column: 'p.id', order: 'desc' },
      ])
      .limit(limit);
  }

  /** A page of the map's pilgrimages; with `box`, only those whose start (as the map places it) is in it. */
  async listForMap(page: PilgrimagePage, viewerId?: number, box?: BoundingBox): Promise<MapPilgrimage[]> {
    const query = this.page(this.mapColumns(), page);
    if (box) {
      // On the expression index pilgrimages_map_start_gist; two boxes across the antimeridian.
      query.where((inBox) => {
        for (const [west, east] of longitudeSpans(box)) {
          inBox.orWhereRaw(
            `${MAP_START}::geometry && ST_MakeEnvelope(?::float8, ?::float8, ?::float8, ?::float8, 4326)`,
            [west, box.south, east, box.north],
          );
        }
      });
    }
    return this.mapPilgrimagesOf(query, viewerId);
  }

  /** The map's fields of the `limit` pilgrimages the viewer may see whose start (as the map places it) is nearest. */
  async mapPilgrimagesNearest(
    point: { latitude: number; longitude: number },
    limit: number,
    viewerId?: number,
  ): Promise<MapPilgrimage[]> {
    const query = this.mapColumns()
      .whereRaw(`${MAP_START} IS NOT NULL`)
      .orderByRaw(`${MAP_START} <-> ST_SetSRID(ST_MakePoint(?::float8, ?::float8), 4326)::geography, p.id`, [
        point.longitude,
        point.latitude,
      ])
      .limit(limit);
    return this.mapPilgrimagesOf(query, viewerId);
  }

  /** The map's fields of the given pilgrimages the viewer may see, by id (unknown and hidden ones left out). */
  async mapPilgrimagesByIds(ids: readonly number[], viewerId?: number): Promise<MapPilgrimage[]> {
    return this.mapPilgrimagesOf(this.mapColumns().whereIn('p.id', ids).orderBy('p.id'), viewerId);
  }

  /** The pilgrimages with the map's columns, as `p`. */
  private mapColumns(): Knex.QueryBuilder {
    return this.db('pilgrimages as p').select(MAP_COLUMNS.map((column) => `p.${column}`));
  }

  /** The map pilgrimages of a query on mapColumns() that the viewer may see. */
  private async mapPilgrimagesOf(query: Knex.QueryBuilder, viewerId: number | undefined): Promise<MapPilgrimage[]> {
    const rows = (await this.visibleTo(query, viewerId)) as MapPilgrimageRow[];
    return rows.map(toMapPilgrimage);
  }

  async listSummaries(page: PilgrimagePage, viewerId: number | undefined): Promise<PilgrimageSummary[]> {
    const query = this.page(
      this.db('pilgrimages as p')
        .select(SUMMARY_COLUMNS)
        .select(COUNT_COLUMNS.map((column) => this.db.raw(column))),
      page,
    );
    const rows = (await this.visibleTo(query, viewerId)) as SummaryRow[];
    return rows.map(toSummary);
  }

  /** One pilgrimage the viewer may see, or undefined. */
  async findVisible(id: number, viewerId: number | undefined): Promise<PilgrimageRow | undefined> {
    const query = this.db('pilgrimages as p')
      .select(DETAIL_COLUMNS)
      .select(this.db.raw(LIST_POSITION_COLUMN))
      .select(COUNT_COLUMNS.map((column) => this.db.raw(column)))
      .where('p.id', id)
      .first();
    return (await this.visibleTo(query, viewerId)) as PilgrimageRow | undefined;
  }

  /** Geodesic length in meters (PostGIS, WGS 84 spheroid) of the line through the points in order. */
  async lineMeters(points: readonly LatLng[]): Promise<number> {
    if (points.length < 2) return 0;
    const result = await this.db.raw<{ rows: Array<{ meters: number | string | null }> }>(
      'SELECT ST_Length(ST_GeogFromText(?)) AS meters',
      [lineWkt(points)],
    );
    return Number(result.rows[0]?.meters ?? 0);
  }

  async insert(pilgrimage: NewPilgrimage): Promise<number> {
    try {
      const [row] = await this.db('pilgrimages')
        .insert({
          name: pilgrimage.name,
          description: pilgrimage.description,
          altar_ids: pilgrimage.altarIds,
          distance: pilgrimage.distance,
          estimated_duration: pilgrimage.estimatedDuration,
          duration: pilgrimage.estimatedDuration,
          difficulty: pilgrimage.difficulty,
          type: pilgrimage.type,
          starting_point: pilgrimage.startingPoint,
          ending_point: pilgrimage.endingPoint,
          starting_latitude: pilgrimage.start?.latitude ?? null,
          starting_longitude: pilgrimage.start?.longitude ?? null,
          ending_latitude: pilgrimage.end?.latitude ?? null,
          ending_longitude: pilgrimage.end?.longitude ?? null,
          // The duplicate set the map reads.
          start_latitude: pilgrimage.start?.latitude ?? null,
          start_longitude: pilgrimage.start?.longitude ?? null,
          end_latitude: pilgrimage.end?.latitude ?? null,
          end_longitude: pilgrimage.end?.longitude ?? null,
          guidelines: pilgrimage.guidelines || null,
          best_seasons: pilgrimage.bestSeasons,
          season: pilgrimage.bestSeasons.map((season) => season[0]!.toUpperCase() + season.slice(1)).join(', ') || null,
          accommodations: pilgrimage.accommodations || null,
          tags: pilgrimage.tags,
          creator_id: pilgrimage.creatorId,
          route: pilgrimage.route ? JSON.stringify(pilgrimage.route) : null,
        })
        .returning<Array<{ id: number }>>('id');
      const id = (row as { id: number }).id;
      if (pilgrimage.waypoints.length > 0) {
        await this.db('pilgrimage_waypoints').insert(
          pilgrimage.waypoints.map((waypoint, order) => ({
            pilgrimage_id: id,
            altar_id: waypoint.altarId,
            latitude: waypoint.latitude,
            longitude: waypoint.longitude,
            sort_order: order,
            description: waypoint.description,
            is_checkpoint: true,
          })),
        );
      }
      return id;
    } catch (error) {
      throw translateDatabaseError(error);
    }
  }

  /**
   * How many pilgrimages the member created in the last 24 hours, and when the oldest of them leaves
   * that window. Holds the member's creation lock to the end of the transaction, so parallel creates
   * count each other.
   */
  async createdToday(creatorId: number): Promise<{ count: number; oldest: Date | null }> {
    await this.db.raw('SELECT pg_advisory_xact_lock(hashtext(?), ?)', ['pilgrimage-create', creatorId]);
    const row = await this.db('pilgrimages')
      .where({ creator_id: creatorId })
      .whereRaw("created_at > now() - interval '24 hours'")
      .first<{ count: string | number; oldest: Date | null }>(
        this.db.raw('count(*) AS count, min(created_at) AS oldest'),
      );
    return { count: Number(row?.count ?? 0), oldest: row?.oldest ?? null };
  }

  /** Curators: returns false when there is no such pilgrimage. */
  async setFeatured(id: number, featured: boolean): Promise<boolean> {
    const changed = await this.db('pilgrimages')
      .where({ id })
      .update({ is_featured: featured, updated_at: this.db.fn.now() });
    return changed > 0;
  }

  async setStatus(id: number, status: PilgrimageStatus): Promise<boolean> {
    const changed = await this.db('pilgrimages')
      .where({ id })
      .update({ status, status_changed_at: this.db.fn.now(), updated_at: this.db.fn.now() });
    return changed > 0;
  }
}
