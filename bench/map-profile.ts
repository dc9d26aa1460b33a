/**
 * Where the API's time goes on the map's radius query (issue 19): starts the API in one process with
 * `--cpu-prof` on the `bench_million` database of bench/map-queries.ts (load it first), sends
 * `GET /api/altars?lat&lng&radius=5000` and the GraphQL `altarsNear` one after the other from 1,000 points
 * around three of its towns for BENCH_SECONDS (default 12), and prints the functions with the most self
 * time once the server has written its profile (the server's start-up left out, by its share of the time).
 *
 *   npx tsx bench/map-profile.ts            (BENCH_PROFILE_ONLY=rest or graphql for one of the two;
 *                                           BENCH_PROFILE_ZOOM=3 for the viewport at zoom 3 instead)
 */
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startBenchApi } from './api-process';

const SERVER_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const url = new URL(SERVER_URL);
url.pathname = '/bench_million';
const SECONDS = Number(process.env.BENCH_SECONDS || 12);
const ONLY = process.env.BENCH_PROFILE_ONLY;
// BENCH_PROFILE_ZOOM=n: the viewport at zoom n instead of the radius query.
const ZOOM = process.env.BENCH_PROFILE_ZOOM === undefined ? undefined : Number(process.env.BENCH_PROFILE_ZOOM);
const VIEWPORT_QUERY = `query ($bbox: BoundingBoxInput!, $zoom: Float!) {
  altarViewport(bbox: $bbox, zoom: $zoom) {
    gridZoom total
    clusters { id count latitude longitude west south east north }
    altars { id name latitude longitude altarType isEcoFriendly photoCount visitCount likes recentActivity }
  }
}`;
const NEAR_QUERY = `query ($lat: Float!, $lng: Float!) {
  altarsNear(latitude: $lat, longitude: $lng, radius: 5000) {
    id name latitude longitude altarType isEcoFriendly photos visitCount likes recentActivity distanceMeters
  }
}`;

const directory = await mkdtemp(path.join(os.tmpdir(), 'map-profile-'));
const spawnedAt = performance.now();
const api = await startBenchApi(url.toString(), {
  env: {
    NODE_ENV: 'production',
    SESSION_SECRET: 'bench-secret-long-enough',
    BENCH_API_PROCESSES: '1',
    // One address sends every request: counted, never refused.
    GUEST_READ_RATE_LIMIT_PER_MINUTE: '1000000000',
  },
  nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${directory}`],
});
const agent = new http.Agent({ keepAlive: true });
const send = (requestPath: string, body?: string) =>
  new Promise<number>((resolve, reject) => {
    const started = performance.now();
    const request = http.request(
      {
        host: api.url.hostname,
        port: api.url.port,
        path: requestPath,
        method: body === undefined ? 'GET' : 'POST',
        agent,
        headers:
          body === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          response.statusCode === 200
            ? resolve(performance.now() - started)
            : reject(new Error(`${requestPath}: ${response.statusCode}`)),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });

const listeningAt = performance.now();
// Points spread over a few kilometres around three towns of bench/map-queries.ts (its first is the densest).
const towns = [
  [26.41, -105.37],
  [39.74, -104.99],
  [33.5, -90.1],
] as const;
const startedAt = performance.now();
const latencies: Record<'rest' | 'graphql', number[]> = { rest: [], graphql: [] };
for (let i = 0; performance.now() - startedAt < SECONDS * 1000; i++) {
  const [lat, lng] = towns[i % towns.length] ?? towns[0];
  const point = { lat: lat + ((i * 7) % 100) / 2000, lng: lng - ((i * 13) % 100) / 2000 };
  if (ZOOM === undefined) {
    if (ONLY !== 'graphql')
      latencies.rest.push(await send(`/api/altars?lat=${point.lat}&lng=${point.lng}&radius=5000`));
    if (ONLY !== 'rest')
      latencies.graphql.push(await send('/graphql', JSON.stringify({ query: NEAR_QUERY, variables: point })));
    continue;
  }
  // A 1280 x 800 px screen of 256-px tiles at ZOOM, as bench/map-queries.ts asks it.
  const half = (640 * 360) / (256 * 2 ** ZOOM);
  const halfHeight = half * 0.625 * Math.cos((point.lat * Math.PI) / 180);
  const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));
  const bbox = {
    west: clamp(point.lng - half, 180),
    south: clamp(point.lat - halfHeight, 85),
    east: clamp(point.lng + half, 180),
    north: clamp(point.lat + halfHeight, 85),
  };
  if (ONLY !== 'graphql')
    latencies.rest.push(
      await send(`/api/altars?bbox=${bbox.west},${bbox.south},${bbox.east},${bbox.north}&zoom=${ZOOM}`),
    );
  if (ONLY !== 'rest')
    latencies.graphql.push(
      await send('/graphql', JSON.stringify({ query: VIEWPORT_QUERY, variables: { bbox, zoom: ZOOM } })),
    );
}
const requestsEndedAt = performance.now();
await api.stop();

for (const [name, values] of Object.entries(latencies)) {
  if (values.length === 0) continue;
  values.sort((a, b) => a - b);
  console.log(`${name}: ${values.length} requests, p50 ${values[Math.floor(values.length / 2)]?.toFixed(2)} ms`);
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
}
// The main thread's profile is the largest file (worker threads write their own).
const files = await Promise.all(
  (await readdir(directory)).map(async (name) => ({ name, text: await readFile(path.join(directory, name), 'utf8') })),
);
const main = files.sort((a, b) => b.text.length - a.text.length)[0];
if (!main) throw new Error(`No profile was written to ${directory}`);
const profile = JSON.parse(main.text) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
// Start-up (module compilation under tsx, migrations check) is left out: the profile's first part, in the
// share of the time the server took to listen.
const total = profile.timeDeltas.reduce((sum, delta) => sum + delta, 0);
const startUpShare = (listeningAt - spawnedAt) / (requestsEndedAt - spawnedAt);
const self = new Map<string, number>();
let elapsed = 0;
let counted = 0;
profile.samples.forEach((id, index) => {
  const delta = profile.timeDeltas[index] ?? 0;
  elapsed += delta;
  if (elapsed < total * startUpShare) return;
  const frame = byId.get(id)?.callFrame;
  if (!frame) return;
  const where = frame.url.includes('node_modules/')
    ? frame.url.split('node_modules/').pop()
    : frame.url.replace(/^file:\/\/.*?\/(api|core|db)\//, '$1/');
  const key = `${frame.functionName || '(anonymous)'} ${where ?? ''}:${frame.lineNumber + 1}`;
  self.set(key, (self.get(key) ?? 0) + delta);
  counted += delta;
});
console.log(`\nSelf time over the last ${(counted / 1e6).toFixed(1)} s of the profile (${directory}):`);
for (const [key, micros] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 30)) {
  console.log(
    `${(micros / 1000).toFixed(0).padStart(7)} ms  ${((100 * micros) / counted).toFixed(1).padStart(5)}%  ${key}`,
  );
}
process.exit(0);
