import type { Knex } from 'knex';
import { KNOWN_ALTAR_TYPES, type AltarFilters, type BoundingBox, type CellRange } from '@sacred/core/map';
import { translateDatabaseError } from '../platform/errors';
import type { JsonText } from '../platform/rest/json-text';
import { likeContains, trigramIndexCanNarrow } from '../platform/infra/like';
import { selectJsonArray } from './altar-json';
import {
  ALTAR_JSON_FIELDS,
  altarNamedColumns,
  NEARBY_JSON_FIELDS,
  readAltar,
  storedAltarColumns,
  wantsCreatorName,
  wantsPosition,
  type AltarFields,
  type AltarRow,
  type NewAltar,
} from './altar-columns';
import type { Altar, MapAltar, NearbyAltar } from './altar.types';

/** Who reads: a member's id (who sees the true position of their own altars) or undefined for a guest. */
export type ViewerId = number | undefined;

const CREATOR_NAME_COLUMNS = [
  '(SELECT u.first_name FROM users u WHERE u.id = altars.creator_id) AS creator_first_name',
  '(SELECT u.last_name FROM users u WHERE u.id = altars.creator_id) AS creator_last_name',
];

/**
 * Sensitive locations: everyone but the creator reads public_latitude/public_longitude (generated:
 * the truth, or the centre of a 0.2-degree cell when the creator marked the location sensitive). The
 * creator reads the truth of their own altars. Never select latitude/longitude without this.
 */
function positionColumns(db: Knex | Knex.Transaction, viewerId: ViewerId): Knex.Raw[] {
  if (viewerId === undefined) {
    return [db.raw('public_latitude AS latitude'), db.raw('public_longitude AS longitude')];
  }
  return [
    db.raw('CASE WHEN creator_id = ?::int THEN latitude ELSE public_latitude END AS latitude', [viewerId]),
    db.raw('CASE WHEN creator_id = ?::int THEN longitude ELSE public_longitude END AS longitude', [viewerId]),
  ];
}

/** The altar columns of `fields` (every field when undefined) for this viewer, with the creator's name. */
function altarColumns(db: Knex | Knex.Transaction, viewerId: ViewerId, fields?: AltarFields): Array<string | Knex.Raw> {
  return [
    ...altarNamedColumns(fields),
    ...(wantsPosition(fields) ? positionColumns(db, viewerId) : []),
    ...(wantsCreatorName(fields) ? CREATOR_NAME_COLUMNS.map((sql) => db.raw(sql)) : []),
  ];
}

/** All coordinates here are WGS 84 longitude/latitude degrees. */
export const SRID = 4326;

type Builder = Knex.QueryBuilder;

/** `ST_SetSRID(ST_MakePoint(lng, lat), 4326)::geography` with bound values. */
function geographyPoint(db: Knex | Knex.Transaction, latitude: number, longitude: number): Knex.Raw {
  return db.raw('ST_SetSRID(ST_MakePoint(?::float8, ?::float8), ?::int)::geography', [longitude, latitude, SRID]);
}

/**
 * `<column>::geometry && <box>` in plain degrees (expression GiST index altars_public_geom_gist on
 * public_geog); two boxes across the antimeridian.
 */
function whereInBox(
  query: Builder,
  spans: Array<[number, number]>,
  south: number,
  north: number,
  column: 'public_geog' | 'geog' = 'public_geog',
): Builder {
  return query.where((inner) => {
    for (const [west, east] of spans) {
      inner.orWhereRaw('??::geometry && ST_MakeEnvelope(?::float8, ?::float8, ?::float8, ?::float8, ?::int)', [
        column,
        west,
        south,
        east,
        north,
        SRID,
      ]);
    }
  });
}

/**
 * The name holds the text, case-insensitively. A text with a run of 3 letters or digits is looked up in the
 * trigram index altars_name_trgm. Any other ("x", "zz", "a b") is looked up by its characters and pairs of
 * neighbouring characters in altars_name_grams, then matched with `lower(name) LIKE lower(pattern)`, which is
 * what ILIKE does in a UTF-8 database but which the trigram index does not serve: that index would read
 * all of itself for such a text, and every altar after it.
 */
function whereNameHolds(query: Builder, text: string): Builder {
  if (trigramIndexCanNarrow(text)) return query.whereILike('name', likeContains(text));
  return query.whereRaw('altar_name_grams(name) @> altar_name_grams(?) AND lower(name) LIKE lower(?)', [
    text,
    likeContains(text),
  ]);
}

/**
 * The viewer's own sensitive altars, on the partial indexes of sensitive altars (by creator, or by place:
 * migration 20261201220000; the flag is written out, not bound, so PostgreSQL can prove their predicate): a
 * member who created many altars reads only their sensitive ones, or the sensitive ones in view.
 */
function whereOwnSensitive(query: Builder, viewerId: number): Builder {
  return query.whereRaw('creator_id = ?::int AND is_location_sensitive', [viewerId]);
}

/** Everything but the viewer's own sensitive altars (those are read at their true points instead). */
function whereNotOwnSensitive(query: Builder, viewerId: number): Builder {
  return query.whereRaw('NOT (creator_id = ?::int AND is_location_sensitive)', [viewerId]);
}

/** The map filters as WHERE clauses on altars. */
function whereFilters(query: Builder, filters: AltarFilters): Builder {
  if (filters.altarType === 'Other') query.whereNotIn('altar_type', KNOWN_ALTAR_TYPES);
  else if (filters.altarType !== undefined) query.where('altar_type', filters.altarType);
  // The flag filters as the indexed expression (altars_map_flags_id), so a rare combination reads the index.
  const { mask, value } = flagMask(filters);
  if (mask !== 0)
    query.whereRaw('altar_map_flags(is_eco_friendly, photos, recent_activity) = ANY(?::smallint[])', [
      FLAG_VALUES.filter((flags) => (flags & mask) === value),
    ]);
  if (filters.q !== undefined) whereNameHolds(query, filters.q);
  return query;
}

type NearbyRow = AltarRow & { distance_meters: number };

interface MapAltarRow {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
  altar_type: string;
  is_eco_friendly: boolean;
  photo_count: number;
  visit_count: number;
  likes: number;
  recent_activity: number;
}

/** One grid cell with altars in it, keyed at the grid zoom asked for. */
export interface CellCount {
  x: number;
  y: number;
  count: number;
  latitude: number;
  longitude: number;
  /** Of `count`, the altars in stored cells wholly inside the box (see CellsInside); 0 when not asked. */
  surelyInBox?: number;
}

/** Stored-level cells wholly inside a box (core cellsInsideBox): their altars are surely in it. */
export interface CellsInside {
  xRanges: CellRange[];
  yRange: CellRange;
}

export interface CellQuery {
  /** The grid zoom the keys are counted at. */
  gridZoom: number;
  xRanges: CellRange[];
  yRange: CellRange;
}

/** The marker fields besides the position. */
const MAP_ALTAR_COLUMNS = ['id', 'name', 'altar_type', 'is_eco_friendly', 'visit_count', 'likes', 'recent_activity'];

function toMapAltar(row: MapAltarRow): MapAltar {
  return {
    id: row.id,
    name: row.name,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    altarType: row.altar_type,
    isEcoFriendly: row.is_eco_friendly,
    photoCount: row.photo_count,
    visitCount: row.visit_count,
    likes: row.likes,
    recentActivity: row.recent_activity,
  };
}

/** Every value of the flag bits. */
const FLAG_VALUES = [0, 1, 2, 3, 4, 5, 6, 7];

/** Flag bits of altar_map_cell_facets (migration 20261122030000): 1 eco-friendly, 2 photos, 4 recent. */
function flagMask(filters: AltarFilters): { mask: number; value: number } {
  let mask = 0;
  let value = 0;
  const add = (bit: number, wanted: boolean | undefined) => {
    if (wanted === undefined) return;
    mask |= bit;
    if (wanted) value |= bit;
  };
  add(1, filters.ecoFriendly);
  add(2, filters.hasPhotos);
  add(4, filters.recentActivity);
  return { mask, value };
}

/** The facet type key: index in KNOWN_ALTAR_TYPES, 8 for everything else ("Other"). */
function typeKey(altarType: string): number {
  const index = KNOWN_ALTAR_TYPES.indexOf(altarType);
  return index === -1 ? KNOWN_ALTAR_TYPES.length : index;
}

const cellSpan = (range: CellRange, shift: number): [number, number] => [
  range.from << shift,
  ((range.to + 1) << shift) - 1,
];

/**
 * Runs a nearest-first query with the index's KNN order, and again with the exact distance when PostGIS
 * refuses it: its geography KNN can stop on a point a hair from an indexed one ("index returned tuples in
 * wrong order"), which must not cost the member an answer. Both orders give the same altars.
 */
export async function withKnnFallback<T>(run: (knn: boolean) => PromiseLike<T>): Promise<T> {
  try {
    return await run(true);
  } catch (error) {
    if (error instanceof Error && error.message.includes('index returned tuples in wrong order')) return run(false);
    throw error;
  }
}

export class AltarRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  /** Newest first; `beforeId` continues a previous page (keyset, on the primary key). */
  async list(limit: number, filters: AltarFilters = {}, viewerId?: ViewerId, beforeId?: number): Promise<Altar[]> {
    const rows = (await this.listQuery(limit, filters, viewerId, beforeId)) as AltarRow[];
    return rows.map((row) => readAltar(row));
  }

  /** list() as the JSON text of its answer, written by PostgreSQL (altar-json.ts). */
  listJson(limit: number, filters: AltarFilters, viewerId?: ViewerId, beforeId?: number): Promise<JsonText> {
    return selectJsonArray(this.db, this.listQuery(limit, filters, viewerId, beforeId), ALTAR_JSON_FIELDS, 'n.id DESC');
  }

  private listQuery(limit: number, filters: AltarFilters, viewerId?: ViewerId, beforeId?: number): Knex.QueryBuilder {
    const query = this.db('altars').select(altarColumns(this.db, viewerId));
    if (beforeId !== undefined) void query.where('id', '<', beforeId);
    return whereFilters(query, filters).orderBy('id', 'desc').limit(limit);
  }

  /**
   * Altars within `radius` meters of a point (geodesic, on the GiST-indexed public_geog), nearest first:
   * the KNN operator picks the nearest on the index, the outer sort orders by the exact distance. Everyone
   * is measured at their public position, except the viewer's own sensitive altars, which a second (small,
   * creator_id-indexed) branch measures at their true position.
   */
  async near(
    point: { latitude: number; longitude: number },
    radius: number,
    limit: number,
    filters: AltarFilters,
    viewerId?: ViewerId,
    after?: { distanceMeters: number; id: number },
    fields?: AltarFields,
  ): Promise<NearbyAltar[]> {
    const rows = await withKnnFallback<NearbyRow[]>((knn) =>
      this.nearQuery(point, radius, limit, filters, viewerId, after, knn, fields),
    );
    return rows.map((row) => ({ ...readAltar(row, fields), distanceMeters: row.distance_meters }));
  }

  /** near() as the JSON text of its answer, written by PostgreSQL (altar-json.ts). */
  nearJson(
    point: { latitude: number; longitude: number },
    radius: number,
    limit: number,
    filters: AltarFilters,
    viewerId?: ViewerId,
    after?: { distanceMeters: number; id: number },
  ): Promise<JsonText> {
    return withKnnFallback((knn) =>
      selectJsonArray(
        this.db,
        this.nearQuery(point, radius, limit, filters, viewerId, after, knn),
        NEARBY_JSON_FIELDS,
        'n.distance_meters, n.id',
      ),
    );
  }

  private nearQuery(
    point: { latitude: number; longitude: number },
    radius: number,
    limit: number,
    filters: AltarFilters,
    viewerId?: ViewerId,
    after?: { distanceMeters: number; id: number },
    /** Picks the nearest with the index's KNN operator; false orders by the exact distance instead. */
    knn = true,
    fields?: AltarFields,
  ): Knex.QueryBuilder {
    const origin = geographyPoint(this.db, point.latitude, point.longitude);
    // Keyset continuation: only what sorts after the last (distance, id) of the previous page.
    const afterCursor = (query: Knex.QueryBuilder, column: string) => {
      if (after)
        void query.whereRaw(`(ST_Distance(${column}, ?), id) > (?::float8, ?::int)`, [
          origin,
          after.distanceMeters,
          after.id,
        ]);
      return query;
    };
    // ST_DWithin written as the two conditions it stands for (the radius's box on the index, then the
    // distance), so that PostgreSQL estimates the second as any condition it cannot see into: its own
    // estimate of ST_DWithin in a dense town is a thousandth of the altars there, too few to be worth
    // reading nearest first, so it would read and sort them all instead of reading the nearest on the
    // index (bench/README.md, "A wider radius at a million altars", has the figures).
    const publicPart = this.db('altars')
      .select(altarColumns(this.db, undefined, fields))
      .select(this.db.raw('ST_Distance(public_geog, ?) AS distance_meters', [origin]))
      .whereRaw('public_geog && _ST_Expand(?, ?::float8) AND _ST_DWithin(public_geog, ?, ?::float8, true)', [
        origin,
        radius,
        origin,
        radius,
      ])
      .orderByRaw(knn ? 'public_geog <-> ?' : 'ST_Distance(public_geog, ?)', [origin])
      .limit(limit);
    whereFilters(publicPart, filters);
    afterCursor(publicPart, 'public_geog');
    let source: Knex.QueryBuilder | Knex.Raw = publicPart;
    if (viewerId !== undefined) {
      whereNotOwnSensitive(publicPart, viewerId);
      const ownPart = whereOwnSensitive(
        this.db('altars')
          .select(altarColumns(this.db, viewerId, fields))
          .select(this.db.raw('ST_Distance(geog, ?) AS distance_meters', [origin])),
        viewerId,
      )
        .whereRaw('ST_DWithin(geog, ?, ?::float8)', [origin, radius])
        // The member's nearest sensitive altars, not any `limit` of them, on the partial index of their places.
        .orderByRaw(knn ? 'geog <-> ?' : 'ST_Distance(geog, ?)', [origin])
        .limit(limit);
      whereFilters(ownPart, filters);
      afterCursor(ownPart, 'geog');
      source = this.db.raw('((?) UNION ALL (?))', [publicPart, ownPart]);
    }
    return this.db
      .select('*')
      .from(this.db.raw('(?) AS nearest', [source]))
      .orderBy([{ column: 'distance_meters' }, { column: 'id' }])
      .limit(limit);
  }

  /**
   * The altars in a box (exact degrees), or undefined when there are more than `max`. Public positions
   * decide what is in the box, except for the viewer's own sensitive altars (true position). A member's
   * read is two branches that never share an altar: the others in the box by the public position's index,
   * and the member's own sensitive altars by the sensitive altars' indexes; either stops after `max + 1`.
   */
  async inBox(
    box: BoundingBox,
    spans: Array<[number, number]>,
    max: number,
    filters: AltarFilters,
    viewerId?: ViewerId,
  ): Promise<MapAltar[] | undefined> {
    const branch = () =>
      this.db('altars')
        .select(MAP_ALTAR_COLUMNS)
        .select(positionColumns(this.db, viewerId))
        .select(this.db.raw('cardinality(photos) AS photo_count'))
        .limit(max + 1);
    const others = whereFilters(whereInBox(branch(), spans, box.south, box.north), filters);
    let source: Knex.QueryBuilder | Knex.Raw = others;
    if (viewerId !== undefined) {
      whereNotOwnSensitive(others, viewerId);
      const own = whereFilters(
        whereInBox(whereOwnSensitive(branch(), viewerId), spans, box.south, box.north, 'geog'),
        filters,
      );
      source = this.db.raw('((?) UNION ALL (?))', [others, own]);
    }
    const rows = await this.db
      .select<MapAltarRow[]>('*')
      .from(this.db.raw('(?) AS boxed', [source]))
      .orderBy('id')
      .limit(max + 1);
    return rows.length > max ? undefined : rows.map(toMapAltar);
  }

  /**
   * Per-cell counts from the trigger-maintained caches (public positions: migration 20261122070000; the
   * name-gram cache for a name filter, 20261128210000), re-aggregated from a finer stored level. The level
   * and filters are ones cachedLevelAnswering (core/map.ts) accepts.
   */
  async cachedCells(
    cells: CellQuery,
    storedLevel: number,
    filters: AltarFilters,
    inside?: CellsInside,
  ): Promise<CellCount[]> {
    const shift = storedLevel - cells.gridZoom;
    const faceted = filters.altarType !== undefined || flagMask(filters).mask !== 0;
    const table =
      filters.q !== undefined ? 'altar_map_cell_grams' : faceted ? 'altar_map_cell_facets' : 'altar_map_cells';
    const query = this.db(table)
      .select(
        this.db.raw('cx >> ? AS x', [shift]),
        this.db.raw('cy >> ? AS y', [shift]),
        this.db.raw('sum(count)::int AS count'),
        this.db.raw('sum(sum_lat) / sum(count) AS latitude'),
        this.db.raw('sum(sum_lng) / sum(count) AS longitude'),
      )
      .where('level', storedLevel)
      .whereBetween('cy', cellSpan(cells.yRange, shift))
      .where((inner) => {
        for (const range of cells.xRanges) inner.orWhereBetween('cx', cellSpan(range, shift));
      })
      .where('count', '>', 0)
      .groupByRaw('1, 2')
      .havingRaw('sum(count) > 0');
    // The names that hold a text of one or two characters: those with it among their grams.
    if (filters.q !== undefined) query.whereRaw('gram = lower(?)', [filters.q]);
    else if (faceted) {
      if (filters.altarType !== undefined) query.where('type_key', typeKey(filters.altarType));
      const { mask, value } = flagMask(filters);
      if (mask !== 0) query.whereRaw('flags & ? = ?', [mask, value]);
    }
    const xInside = inside?.xRanges.filter((range) => range.from <= range.to) ?? [];
    if (inside && xInside.length > 0 && inside.yRange.from <= inside.yRange.to) {
      const xTest = xInside.map(() => 'cx BETWEEN ? AND ?').join(' OR ');
      query.select(
        this.db.raw(`coalesce(sum(count) FILTER (WHERE (${xTest}) AND cy BETWEEN ? AND ?), 0)::int AS "surelyInBox"`, [
          ...xInside.flatMap((range) => [range.from, range.to]),
          inside.yRange.from,
          inside.yRange.to,
        ]),
      );
    }
    return query;
  }

  /**
   * Whether a sensitive altar is shown at this public point (the centre of its generalization cell).
   * Public data only: the answer is the same wherever the altar's true point lies inside the cell.
   */
  async isSensitivePublicPoint(point: { latitude: number; longitude: number }): Promise<boolean> {
    const row = await this.db('altars')
      .first(this.db.raw('1 AS found'))
      .where('is_location_sensitive', true)
      .whereRaw('ST_DWithin(public_geog, ?, 1)', [geographyPoint(this.db, point.latitude, point.longitude)]);
    return row !== undefined;
  }

  /**
   * How many of the member's own sensitive altars have their public point in the box (the ones a cached
   * count of the box holds, which the member may see elsewhere), counted up to `cap` on the sensitive
   * altars' indexes (the member's, or those in the box).
   */
  async countOwnSensitiveInBox(
    creatorId: number,
    box: BoundingBox,
    spans: Array<[number, number]>,
    cap: number,
  ): Promise<number> {
    const inner = whereInBox(
      whereOwnSensitive(this.db('altars').select(this.db.raw('1')), creatorId),
      spans,
      box.south,
      box.north,
    ).limit(cap);
    const [row] = (await this.db.count({ count: '*' }).from(inner.as('own'))) as Array<{ count: number | string }>;
    return Number(row?.count ?? 0);
  }

  /**
   * Per-cell counts computed from altars (high zooms, text search): whole cells touching the box, at
   * public positions for everyone (a cluster is shared, so it never uses a true sensitive position).
   */
  async liveCells(cells: CellQuery, filters: AltarFilters): Promise<CellCount[]> {
    const perDegree = 2 ** (cells.gridZoom + 3);
    const size = 360 / perDegree;
    const spans = cells.xRanges.map((range): [number, number] => [
      range.from * size - 180,
      (range.to + 1) * size - 180,
    ]);
    const query = this.db('altars').select(
      this.db.raw('floor((public_longitude::float8 + 180) * ? / 360)::int AS x', [perDegree]),
      this.db.raw('floor((public_latitude::float8 + 90) * ? / 360)::int AS y', [perDegree]),
      this.db.raw('count(*)::int AS count'),
      this.db.raw('avg(public_latitude::float8) AS latitude'),
      this.db.raw('avg(public_longitude::float8) AS longitude'),
    );
    whereInBox(query, spans, cells.yRange.from * size - 90, (cells.yRange.to + 1) * size - 90);
    return whereFilters(query, filters).groupByRaw('1, 2');
  }

  async findById(id: number, viewerId?: ViewerId): Promise<Altar | undefined> {
    const row = await this.db('altars')
      .select<AltarRow[]>(altarColumns(this.db, viewerId))
      .where({ id })
      .first<AltarRow | undefined>();
    return row ? readAltar(row) : undefined;
  }

  /** The altars of `ids` in one query, by id (unknown ids are absent). */
  async findByIds(ids: readonly number[], viewerId?: ViewerId): Promise<Map<number, Altar>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db('altars')
      .select<AltarRow[]>(altarColumns(this.db, viewerId))
      .whereIn('id', [...new Set(ids)]);
    return new Map(
      rows.map((row) => {
        const altar = readAltar(row);
        return [altar.id, altar];
      }),
    );
  }

  /** Locks the altar row until the transaction ends (for read-check-write updates). */
  async lockPhotos(id: number): Promise<string[] | undefined> {
    const row = await this.db('altars').select<{ photos: string[] }[]>('photos').where({ id }).forUpdate().first();
    return row?.photos;
  }

  async setPhotos(id: number, photos: string[]): Promise<void> {
    await this.db('altars').where({ id }).update({ photos, updated_at: this.db.fn.now() });
  }

  /** Inserts the altar; answers its id. */
  async insert(altar: NewAltar): Promise<number> {
    try {
      const [row] = await this.db('altars').insert(storedAltarColumns(altar)).returning<{ id: number }[]>('id');
      return (row as { id: number }).id;
    } catch (error) {
      throw translateDatabaseError(error);
    }
  }

  /** The altars counted up to `cap` (a LIMIT inside, so a large world is not counted through). */
  async countUpTo(cap: number): Promise<number> {
    const result = await this.db.raw<{ rows: Array<{ count: string | number }> }>(
      `SELECT count(*) AS count FROM (
         SELECT 1 FROM altars a
          WHERE NOT EXISTS (SELECT 1 FROM hidden_content h WHERE h.content_type = 'altar' AND h.content_id = a.id)
          LIMIT ?) capped`,
      [cap],
    );
    return Number(result.rows[0]?.count ?? 0);
  }
}
