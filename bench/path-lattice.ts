/**
 * The benchmarks' large path network, kept in its own database `bench_routing` between runs: a 340 x 160
 * lattice of junctions 100 m apart (34 x 16 km), each street bent through a jittered middle point, 5% of
 * the streets left out at random (seeded) so routes detour. bench/routing.ts and bench/offline-routing.ts
 * read it.
 */
import { performance } from 'node:perf_hooks';
import type { Knex } from 'knex';
import { createKnex } from '@sacred/db/connection';
import { migrateLatest } from '@sacred/db/migrator';
import { mulberry32 } from '@sacred/db/seeds/random';
import { buildPathEdges, type OsmWay, type Position } from '@sacred/core/pathNetwork';
import { PathNetworkRepository } from '../api/src/routes/path-network.repository';

const SERVER_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'bench_routing';
export const COLUMNS = 340;
export const ROWS = 160;
export const SPACING_METERS = 100;
const MISSING_SHARE = 0.05;
export const ORIGIN = { latitude: 46.5, longitude: 8.0 };
const METERS_PER_DEGREE = (Math.PI / 180) * 6371000;

export const toPosition = (east: number, north: number): Position => [
  ORIGIN.longitude + east / (METERS_PER_DEGREE * Math.cos((ORIGIN.latitude * Math.PI) / 180)),
  ORIGIN.latitude + north / METERS_PER_DEGREE,
];
export const nodeId = (column: number, row: number) => 1 + row * COLUMNS + column;

export function network() {
  const random = mulberry32(37);
  const nodes = new Map<number, Position>();
  const ways: OsmWay[] = [];
  let middle = 10_000_000;
  for (let row = 0; row < ROWS; row++) {
    for (let column = 0; column < COLUMNS; column++) {
      nodes.set(nodeId(column, row), toPosition(column * SPACING_METERS, row * SPACING_METERS));
    }
  }
  const street = (from: [number, number], to: [number, number]) => {
    if (random() < MISSING_SHARE) return;
    const id = middle++;
    const jitter = () => (random() - 0.5) * SPACING_METERS * 0.3;
    nodes.set(
      id,
      toPosition(
        ((from[0] + to[0]) / 2) * SPACING_METERS + jitter(),
        ((from[1] + to[1]) / 2) * SPACING_METERS + jitter(),
      ),
    );
    ways.push({
      id,
      nodes: [nodeId(...from), id, nodeId(...to)],
      tags: { highway: random() < 0.5 ? 'path' : 'track' },
    });
  };
  for (let row = 0; row < ROWS; row++) {
    for (let column = 0; column < COLUMNS; column++) {
      if (column + 1 < COLUMNS) street([column, row], [column + 1, row]);
      if (row + 1 < ROWS) street([column, row], [column, row + 1]);
    }
  }
  return buildPathEdges(ways, nodes);
}

export async function prepare(): Promise<{ knex: Knex; url: string }> {
  const admin = createKnex({ url: SERVER_URL, poolMax: 1 });
  const exists = await admin('pg_database').where({ datname: DATABASE }).first();
  if (!exists) await admin.raw(`CREATE DATABASE ${DATABASE}`);
  await admin.destroy();
  const url = new URL(SERVER_URL);
  url.pathname = `/${DATABASE}`;
  const knex = createKnex({ url: url.toString(), poolMax: 4 });
  await knex.raw('CREATE EXTENSION IF NOT EXISTS postgis');
  await knex.raw('CREATE EXTENSION IF NOT EXISTS pgrouting');
  await migrateLatest(knex);
  const counted = await knex('path_edges').count({ n: '*' }).first();
  if (Number(counted?.n) < 100_000) {
    const edges = network();
    const started = performance.now();
    const [west, south] = toPosition(-SPACING_METERS, -SPACING_METERS);
    const [east, north] = toPosition(COLUMNS * SPACING_METERS, ROWS * SPACING_METERS);
    await knex.transaction((trx) =>
      new PathNetworkRepository(trx).replaceRegion('bench-grid', [west, south, east, north], 'bench', edges),
    );
    await knex.raw('ANALYZE path_edges');
    console.log(`wrote ${edges.length} edges in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  return { knex, url: url.toString() };
}

/** Start, five sites, end: about 20 km along the lattice, the sites 3 to 4 km apart (metres east, north). */
export const TWENTY_KM_STOPS: ReadonlyArray<[number, number]> = [
  [1000, 2000],
  [4000, 3500],
  [7000, 2500],
  [10000, 5000],
  [13000, 4000],
  [15500, 7000],
  [18500, 8000],
];
