import type { Knex } from 'knex';
import type { PathEdgeRecord } from '@sacred/core/pathNetwork';
import { RouteBudgetError, ROUTE_LIMITS, ROUTE_MESSAGES, type Bounds, type CorridorEdge } from '@sacred/core/routing';

/** Edges written per statement (one JSON array each, expanded by jsonb_to_recordset). */
const INSERT_BATCH = 2000;

export interface ImportedRegion {
  id: number;
  name: string;
  fileHash: string;
  edgeCount: number;
}

const envelope = (knex: Knex, [west, south, east, north]: Bounds) =>
  knex.raw('ST_MakeEnvelope(?, ?, ?, ?, 4326)', [west, south, east, north]);

export class PathNetworkRepository {
  constructor(private readonly knex: Knex) {}

  async regionNamed(name: string): Promise<ImportedRegion | undefined> {
    const row = await this.knex('path_regions').where({ name }).orderBy('id', 'desc').first();
    return row && { id: row.id, name: row.name, fileHash: row.file_hash, edgeCount: row.edge_count };
  }

  /**
   * Replaces the ground the file covers: every edge that meets the new bounds goes, whichever region it
   * came from (an extract keeps the ways that cross its border whole, so they come back with it), and so
   * does a region of the same name and any region left without edges; then the new region and its
   * edges are written. Call inside a transaction so readers see the old network or the new one.
   */
  async replaceRegion(name: string, bounds: Bounds, fileHash: string, edges: readonly PathEdgeRecord[]) {
    await this.knex('path_edges')
      .whereRaw('ST_Intersects(geom, ?)', [envelope(this.knex, bounds)])
      .delete();
    await this.knex('path_regions')
      .where({ name })
      .orWhereNotExists(this.knex('path_edges').select(1).whereRaw('path_edges.region_id = path_regions.id'))
      .delete();
    const [region] = await this.knex('path_regions')
      .insert({
        name,
        bounds: envelope(this.knex, bounds),
        file_hash: fileHash,
        edge_count: edges.length,
      })
      .returning('id');
    for (let start = 0; start < edges.length; start += INSERT_BATCH) {
      const rows = edges.slice(start, start + INSERT_BATCH).map((edge) => {
        const first = edge.coordinates[0]!;
        const last = edge.coordinates[edge.coordinates.length - 1]!;
        return {
          osm_way_id: edge.osmWayId,
          source: edge.source,
          target: edge.target,
          geom: { type: 'LineString', coordinates: edge.coordinates },
          length_m: edge.lengthMeters,
          x1: first[0],
          y1: first[1],
          x2: last[0],
          y2: last[1],
          steps: edge.steps,
          ...edge.tags,
        };
      });
      // The geometry arrives as GeoJSON (longitude, latitude), stated as SRID 4326.
      await this.knex.raw(
        `INSERT INTO path_edges (region_id, osm_way_id, source, target, geom, length_m, x1, y1, x2, y2, highway,
           foot, access, sac_scale, trail_visibility, surface, name, steps)
         SELECT ?, r.osm_way_id, r.source, r.target, ST_SetSRID(ST_GeomFromGeoJSON(r.geom), 4326), r.length_m,
           r.x1, r.y1, r.x2, r.y2, r.highway, r.foot, r.access, r.sac_scale, r.trail_visibility, r.surface,
           r.name, r.steps
         FROM jsonb_to_recordset(?::jsonb) AS r(osm_way_id bigint, source bigint, target bigint, geom jsonb,
           length_m double precision, x1 double precision, y1 double precision, x2 double precision,
           y2 double precision, highway text, foot text, access text, sac_scale text, trail_visibility text,
           surface text, name text, steps boolean)`,
        [region.id, JSON.stringify(rows)],
      );
    }
    return region.id as number;
  }

  /**
   * The edges whose geometry meets any of the boxes (the route's corridor). Reads one more than
   * `maxEdges` at most, and throws RouteBudgetError when there is more.
   */
  async edgesIn(boxes: readonly Bounds[], maxEdges: number = ROUTE_LIMITS.maxCorridorEdges): Promise<CorridorEdge[]> {
    if (boxes.length === 0) return [];
    const { rows } = await this.knex.raw<{ rows: EdgeRow[] }>(
      `SELECT id, source, target, length_m, sac_scale, trail_visibility, steps, ST_AsBinary(geom, 'NDR') AS wkb
       FROM path_edges WHERE ${boxes.map(() => 'geom && ST_MakeEnvelope(?, ?, ?, ?, 4326)').join(' OR ')}
       LIMIT ?`,
      [...boxes.flat(), maxEdges + 1],
    );
    if (rows.length > maxEdges) throw new RouteBudgetError(ROUTE_MESSAGES.tooManyPaths);
    return rows.map(toCorridorEdge);
  }
}

interface EdgeRow {
  id: number;
  source: number;
  target: number;
  length_m: number;
  sac_scale: string | null;
  trail_visibility: string | null;
  steps: boolean;
  /** The line as little-endian WKB: byte order, type and point count (9 bytes), then x, y as float64s. */
  wkb: Buffer;
}

/** The line's [longitude, latitude] positions, read as numbers straight from its WKB. */
function wkbPositions(wkb: Buffer): Array<[number, number]> {
  const count = wkb.readUInt32LE(5);
  const positions = new Array<[number, number]>(count);
  for (let index = 0; index < count; index++) {
    positions[index] = [wkb.readDoubleLE(9 + 16 * index), wkb.readDoubleLE(17 + 16 * index)];
  }
  return positions;
}

const toCorridorEdge = (row: EdgeRow): CorridorEdge => ({
  id: row.id,
  source: row.source,
  target: row.target,
  lengthMeters: row.length_m,
  coordinates: wkbPositions(row.wkb),
  sacScale: row.sac_scale ?? undefined,
  trailVisibility: row.trail_visibility ?? undefined,
  steps: row.steps,
});
