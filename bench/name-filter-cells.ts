/**
 * The map's clusters for a name filter of one or two characters at a low zoom, over a million altars: counted
 * from the altars (`AltarRepository.liveCells`, what every such viewport did before the name-gram cell cache)
 * against read from `altar_map_cell_grams` (`cachedCells` at NAME_GRAM_CACHE_LEVEL, what it does now), on the
 * same views in the same run, each answer checked to be the same cells, counts and centres.
 *
 *   npx tsx bench/name-filter-cells.ts
 *
 * Needs `bench_million` on BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), loaded and
 * migrated by `BENCH_LOAD_ONLY=1 npx tsx bench/map-queries.ts`. Each read runs BENCH_RUNS (5) times after one
 * warm-up; the table gives the medians and the ratio of the cache's to the count's.
 */
import { createKnex } from '@sacred/db/connection';
import {
  NAME_GRAM_CACHE_LEVEL,
  viewportGrid,
  type AltarFilters,
  type BoundingBox,
  type ViewportGrid,
} from '../core/src/map';
import { AltarRepository, type CellCount } from '../api/src/altars/altar.repository';

const url = new URL(process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
url.pathname = '/bench_million';
const RUNS = Number(process.env.BENCH_RUNS || 5);

/** The views a guest sees first (the default map over the US) and a member's town at the cache's deepest zoom. */
const VIEWS: Array<{ label: string; zoom: number; box: BoundingBox }> = [
  { label: 'the world, zoom 3', zoom: 3, box: { west: -180, south: -85, east: 180, north: 85 } },
  { label: 'the US, zoom 4', zoom: 4, box: { west: -126.5, south: 24, east: -70.6, north: 52 } },
  { label: 'Colorado, zoom 7', zoom: 7, box: { west: -107.8, south: 38.5, east: -102.2, north: 41.3 } },
];
const TEXTS = ['e', 'S', 'st', 'ne', 'x', 'qz'];

const knex = createKnex({ url: url.toString() });
const repository = new AltarRepository(knex);

async function median(read: () => Promise<CellCount[]>): Promise<{ ms: number; cells: CellCount[] }> {
  let cells = await read();
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    cells = await read();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)] ?? NaN, cells };
}

const shape = (cells: CellCount[]) =>
  cells
    .filter((cell) => cell.count > 0)
    .map(
      (cell) =>
        `${cell.x}/${cell.y} ${cell.count} ${Number(cell.latitude).toFixed(6)} ${Number(cell.longitude).toFixed(6)}`,
    )
    .sort();

try {
  const [counted] = (await knex('altars').count({ altars: '*' })) as Array<{ altars: string }>;
  console.log(`${Number(counted?.altars).toLocaleString('en-US')} altars; ${RUNS} runs per read after a warm-up\n`);
  console.log('| view | q | cells | counted from the altars (ms) | from the name-gram cache (ms) | cache / count |');
  console.log('| --- | --- | ---: | ---: | ---: | ---: |');
  for (const view of VIEWS) {
    const grid: ViewportGrid = viewportGrid(view.box, view.zoom);
    for (const q of TEXTS) {
      const filters: AltarFilters = { q };
      const counted = await median(() => repository.liveCells(grid, filters));
      const cached = await median(() => repository.cachedCells(grid, NAME_GRAM_CACHE_LEVEL, filters));
      const same = JSON.stringify(shape(counted.cells)) === JSON.stringify(shape(cached.cells));
      if (!same) throw new Error(`${view.label} q=${q}: the cache's cells differ from the altars' count`);
      console.log(
        `| ${view.label} | ${q} | ${shape(cached.cells).length} | ${counted.ms.toFixed(1)} | ${cached.ms.toFixed(1)} | ${(cached.ms / counted.ms).toFixed(3)} |`,
      );
    }
  }
} finally {
  await knex.destroy();
}
