import type { Knex } from 'knex';

/**
 * The walkable path network imported from OpenStreetMap (`npm run paths:import`, PATHS_OSM): one row per
 * imported region (the file's bounds, so a later import of the same ground replaces it) and the routable
 * graph, ways split at junctions into edges between OSM nodes. Vertex ids are OSM node ids, so two
 * regions that share a node at their border join there. x1/y1/x2/y2 are the edge's end points (the
 * router's heuristic and pgRouting's A* read them without touching the geometry). Raw SQL for PostGIS.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE path_regions (
      id serial PRIMARY KEY,
      name text NOT NULL,
      -- The ground the file covers (its <bounds>, else the extent of its nodes), SRID 4326.
      bounds geometry(Polygon, 4326) NOT NULL,
      -- sha256 of the imported file: PATHS_OSM imports again only when the file changes.
      file_hash text NOT NULL,
      edge_count integer NOT NULL DEFAULT 0,
      imported_at timestamptz NOT NULL DEFAULT now()
    )`);
  await knex.raw('CREATE INDEX path_regions_bounds_gist ON path_regions USING gist (bounds)');
  await knex.raw(`
    CREATE TABLE path_edges (
      id bigserial PRIMARY KEY,
      region_id integer NOT NULL REFERENCES path_regions(id) ON DELETE CASCADE,
      osm_way_id bigint NOT NULL,
      source bigint NOT NULL,
      target bigint NOT NULL,
      geom geometry(LineString, 4326) NOT NULL,
      length_m double precision NOT NULL CHECK (length_m >= 0),
      x1 double precision NOT NULL,
      y1 double precision NOT NULL,
      x2 double precision NOT NULL,
      y2 double precision NOT NULL,
      highway text NOT NULL,
      foot text,
      access text,
      sac_scale text,
      trail_visibility text,
      surface text,
      name text,
      steps boolean NOT NULL DEFAULT false
    )`);
  await knex.raw('CREATE INDEX path_edges_geom_gist ON path_edges USING gist (geom)');
  await knex.raw('CREATE INDEX path_edges_region ON path_edges (region_id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE path_edges');
  await knex.raw('DROP TABLE path_regions');
}
