/**
 * Routing offline: the size of the path graph an offline pack keeps (core/src/pathGraph.ts), and the
 * device's router in Chromium at 4x CPU throttling (CDP Emulation.setCPUThrottlingRate) for the 20 km
 * route with five sites over the benchmark lattice (bench/path-lattice.ts, over 100,000 edges), with the
 * same decode and search in Node measured in the same run as the floor (ratio printed).
 *
 *   flock /tmp/heavy.lock npx tsx bench/offline-routing.ts        (BENCH_BROWSER_ROUTES=15 by default)
 *
 * Sizes: the 20 km route's corridor and the whole lattice as POST /api/path-graph answers them; the demo
 * world's real extract (Liechtenstein's paths) encoded the same way, for bytes an edge and edges a km² on
 * real ground; and the 100 km pack's graph: the corridor the router reads for a 100 km pilgrimage of five
 * 20 km legs, at the lattice's density (a 100 m street grid, denser than any walking region) and at the
 * real extract's. Needs Chromium (CHROMIUM_PATH, default /usr/bin/chromium) and the database of
 * bench/routing.ts.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { buildPathEdges } from '@sacred/core/pathNetwork';
import { decodePathGraph, encodePathGraph } from '@sacred/core/pathGraph';
import { corridorBounds, planRoute, type Bounds, type CorridorEdge } from '@sacred/core/routing';
import { startServer } from '../api/src/app';
import { readOsmExtract } from '../api/src/routes/osm-reader';
import { UNREACHABLE_BASEMAP } from '../api/test/app';
import { COLUMNS, prepare, ROWS, SPACING_METERS, toPosition, TWENTY_KM_STOPS } from './path-lattice';

const ROUTES = Number(process.env.BENCH_BROWSER_ROUTES || 15);
const REPO_ROOT = path.resolve(import.meta.dirname, '..');
const DEMO_EXTRACT = path.join(REPO_ROOT, 'db/seeds/osm/liechtenstein-2013-08-03-paths.osm.gz');
const METERS_PER_DEGREE = (Math.PI / 180) * 6371000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Square kilometres of the union of boxes, counted on a 100 m raster. */
function unionKm2(boxes: readonly Bounds[]): number {
  const cells = new Set<string>();
  const step = 100 / METERS_PER_DEGREE;
  for (const [west, south, east, north] of boxes) {
    const cos = Math.cos((((south + north) / 2) * Math.PI) / 180);
    for (let y = Math.floor(south / step); y * step < north; y++) {
      for (let x = Math.floor((west * cos) / step); (x * step) / cos < east; x++) cells.add(`${x},${y}`);
    }
  }
  return cells.size / 100;
}

/** The page's script: core's decoder and router, bundled for the browser. */
async function browserBundle(): Promise<string> {
  const result = await build({
    stdin: {
      contents: `
        import { decodePathGraph } from './core/src/pathGraph';
        import { planRoute } from './core/src/routing';
        let edges;
        globalThis.benchDecode = (base64) => {
          const binary = atob(base64);
          const bytes = new Uint8Array(binary.length);
          for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
          const started = performance.now();
          edges = decodePathGraph(bytes);
          return { milliseconds: performance.now() - started, edges: edges.length };
        };
        globalThis.benchSpin = () => {
          const started = performance.now();
          let sum = 0;
          for (let i = 1; i < 3e7; i++) sum += Math.sqrt(i) % 7;
          return { milliseconds: performance.now() - started, sum };
        };
        globalThis.benchRoute = (stops) => {
          const started = performance.now();
          const route = planRoute(stops, edges, { difficulty: 'expert' });
          return { milliseconds: performance.now() - started, meters: route.distanceMeters };
        };`,
      resolveDir: REPO_ROOT,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

async function main() {
  const { knex, url } = await prepare();
  const server = await startServer({
    databaseUrl: url,
    port: 0,
    host: '127.0.0.1',
    seed: 'none',
    logLevel: 'silent',
    writeRateLimit: undefined,
    guestReadRateLimit: undefined,
    signupRateLimit: undefined,
    weatherBaseUrl: 'http://127.0.0.1:9',
    basemap: UNREACHABLE_BASEMAP,
    pathsOsm: undefined,
  });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
  try {
    const point = ([east, north]: readonly [number, number]) => {
      const [longitude, latitude] = toPosition(east, north);
      return { latitude, longitude };
    };
    const stops = TWENTY_KM_STOPS.map((stop, index) => ({ ...point(stop), name: `stop ${index}` }));
    const download = async (boxes: Bounds[]) => {
      const started = performance.now();
      const response = await fetch(`${server.url}/api/path-graph`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ boxes }),
      });
      if (response.status !== 200) throw new Error(`POST /api/path-graph answered ${response.status}`);
      const answer = (await response.json()) as { edgeCount: number; byteLength: number; graph: string };
      return { ...answer, milliseconds: performance.now() - started };
    };
    const networkEdges = Number((await knex('path_edges').count({ n: '*' }).first())?.n);
    const corridor = corridorBounds(stops);
    const routeGraph = await download(corridor);
    const [west, south] = toPosition(-SPACING_METERS, -SPACING_METERS);
    const [east, north] = toPosition(COLUMNS * SPACING_METERS, ROWS * SPACING_METERS);
    const wholeGraph = await download([[west, south, east, north]]);
    const latticeKm2 = ((COLUMNS * ROWS * SPACING_METERS * SPACING_METERS) / 1e6) as number;

    // The real extract, encoded as the server would answer it.
    const extract = await readOsmExtract(DEMO_EXTRACT);
    const realEdges: CorridorEdge[] = buildPathEdges(extract.ways, extract.nodes).map((edge, index) => ({
      id: index,
      source: edge.source,
      target: edge.target,
      lengthMeters: edge.lengthMeters,
      coordinates: edge.coordinates,
      sacScale: edge.tags.sac_scale,
      trailVisibility: edge.tags.trail_visibility,
      steps: edge.steps,
    }));
    const realBytes = encodePathGraph(realEdges).length;
    const realKm2 = unionKm2([extract.bounds]);

    // The 100 km pilgrimage: five 20 km legs east, zigzagging 3 km north and south.
    const long = Array.from({ length: 6 }, (_, index) => point([index * 20_000, index % 2 === 0 ? 0 : 3000]));
    const longKm2 = unionKm2(corridorBounds(long));
    const latticeBytesPerKm2 = wholeGraph.byteLength / latticeKm2;
    const realBytesPerKm2 = realBytes / realKm2;

    // The device's router: core's decoder and search in Chromium at 4x CPU throttling, and in Node.
    const bytes = new Uint8Array(Buffer.from(routeGraph.graph, 'base64'));
    const nodeDecode: number[] = [];
    const nodeRoute: number[] = [];
    let nodeMeters = 0;
    let edges: CorridorEdge[] = [];
    for (let index = 0; index < ROUTES; index++) {
      const started = performance.now();
      edges = decodePathGraph(bytes);
      nodeDecode.push(performance.now() - started);
    }
    for (let index = 0; index < ROUTES; index++) {
      const started = performance.now();
      nodeMeters = planRoute(stops, edges, { difficulty: 'expert' }).distanceMeters;
      nodeRoute.push(performance.now() - started);
    }
    const script = await browserBundle();
    const measureInBrowser = async (rate: number) => {
      const page = await browser.newPage();
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      await page.addScriptTag({ content: script });
      const decode: number[] = [];
      const route: number[] = [];
      /** The route as the page's caller waits for it (the throttler's pauses included), in Node's clock. */
      const wall: number[] = [];
      let meters = 0;
      for (let index = 0; index < ROUTES; index++) {
        const decoded = await page.evaluate(
          (graph) => (globalThis as never as Bench).benchDecode(graph),
          routeGraph.graph,
        );
        decode.push(decoded.milliseconds);
        const started = performance.now();
        const routed = await page.evaluate((points) => (globalThis as never as Bench).benchRoute(points), stops);
        wall.push(performance.now() - started);
        route.push(routed.milliseconds);
        meters = routed.meters;
      }
      // What the throttling does to plain arithmetic, to read the router's ratio against.
      const spin: number[] = [];
      for (let index = 0; index < 3; index++) {
        spin.push((await page.evaluate(() => (globalThis as never as Bench).benchSpin())).milliseconds);
      }
      await page.close();
      return { decode, route, wall, meters, first: decode[0]! + route[0]!, spin: median(spin) };
    };
    const plain = await measureInBrowser(1);
    const throttled = await measureInBrowser(4);

    console.log(`network: ${networkEdges} edges (${COLUMNS} x ${ROWS} lattice, ${latticeKm2} km²)`);
    console.log(
      `20 km route's corridor: ${routeGraph.edgeCount} edges, ${mb(routeGraph.byteLength)} (${(routeGraph.byteLength / routeGraph.edgeCount).toFixed(2)} B/edge), POST /api/path-graph ${ms(routeGraph.milliseconds)}`,
    );
    console.log(
      `whole lattice: ${wholeGraph.edgeCount} edges, ${mb(wholeGraph.byteLength)} (${(wholeGraph.byteLength / wholeGraph.edgeCount).toFixed(2)} B/edge), POST /api/path-graph ${ms(wholeGraph.milliseconds)}`,
    );
    console.log(
      `real extract (Liechtenstein paths): ${realEdges.length} edges, ${mb(realBytes)} (${(realBytes / realEdges.length).toFixed(2)} B/edge), ${(realEdges.length / realKm2).toFixed(1)} edges/km² over ${realKm2.toFixed(0)} km²`,
    );
    console.log(
      `100 km pilgrimage's graph corridor: ${longKm2.toFixed(0)} km²; graph at the lattice's density ${mb(latticeBytesPerKm2 * longKm2)}, at the real extract's ${mb(realBytesPerKm2 * longKm2)}`,
    );
    console.log(
      `route: ${(nodeMeters / 1000).toFixed(2)} km in Node, ${(throttled.meters / 1000).toFixed(2)} km in Chromium`,
    );
    console.log(`Node: decode p50 ${ms(median(nodeDecode))}, route p50 ${ms(median(nodeRoute))}`);
    for (const [label, run] of [
      ['Chromium 1x', plain],
      ['Chromium 4x throttled', throttled],
    ] as const) {
      console.log(
        `${label}: decode p50 ${ms(median(run.decode))}, route p50 ${ms(median(run.route))} (${ms(median(run.wall))} as the caller waits), first decode + route ${ms(run.first)}; a fixed loop of arithmetic ${ms(run.spin)}`,
      );
    }
    console.log(
      `ratio to Node: route ${(median(throttled.route) / median(nodeRoute)).toFixed(2)}x, decode ${(median(throttled.decode) / median(nodeDecode)).toFixed(2)}x (1x: route ${(median(plain.route) / median(nodeRoute)).toFixed(2)}x)`,
    );
  } finally {
    await browser.close();
    await server.close();
    await knex.destroy();
  }
}

interface Bench {
  benchDecode(graph: string): { milliseconds: number; edges: number };
  benchRoute(stops: unknown): { milliseconds: number; meters: number };
  benchSpin(): { milliseconds: number };
}

await main();
