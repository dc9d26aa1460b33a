import { generalizedPosition } from '@sacred/core/altars';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@sacred/db/test-database';
import { startTestServer } from '../../test/app';
import { buildAltar, buildAltarGrid } from '../../test/factories';
import { TestClient, validSignup } from '../../test/http';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy';
import { eventually } from '../../test/wait';
import { MAP_VERSION_POLL_MS, PublicMapAnswers } from './public-map-answers';

/**
 * Public map answers (a guest's viewport, the altar tiles) are kept by each instance while the map's data
 * version holds: a repeat view costs the database nothing, and a change made anywhere is in the answers of
 * every instance within a poll of the version. A member's own sensitive altars are never among them. Two
 * instances on one database; the second reaches PostgreSQL through a proxy that counts round trips.
 */
let db: TestDatabase;
let png: Buffer;
let proxy: TcpProxy;
let a: { url: string; close(): Promise<void> };
let b: { url: string; close(): Promise<void> };

beforeAll(async () => {
  db = await createTestDatabase();
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#6b8e23' } })
    .png()
    .toBuffer();
  const url = new URL(db.url);
  proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  url.port = String(proxy.port);
  const first = await startTestServer(db.url, { mapAnswerCache: true });
  // Sends jobs but runs none: no polling of the job queue on the counted connections.
  const second = await startTestServer(url.toString(), { mapAnswerCache: true, role: 'web' });
  a = { url: first.server.url, close: first.close };
  b = { url: second.server.url, close: second.close };
});

afterAll(async () => {
  await b?.close();
  await a?.close();
  await proxy?.close();
  await db?.destroy();
});

const REPEATS = 20;

/**
 * `read` repeated REPEATS times: what it answered, and whether all of it cost the database no more round trips
 * than the version polls that fell in that time (one each; a read that asked the database would add REPEATS).
 */
async function repeated(read: () => Promise<string>): Promise<{ answers: Set<string>; fromCache: boolean }> {
  const before = proxy.roundTrips();
  const started = Date.now();
  const answers = new Set<string>();
  for (let i = 0; i < REPEATS; i += 1) answers.add(await read());
  const polls = Math.ceil((Date.now() - started) / MAP_VERSION_POLL_MS) + 1;
  return { answers, fromCache: proxy.roundTrips() - before <= polls };
}

const tileOf = async (url: string, z: number, x: number, y: number) => {
  const response = await fetch(`${url}/tiles/altars/${z}/${x}/${y}.mvt`);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
};

/** The zoom-14 tile holding a point (Web Mercator). */
function tileAt(latitude: number, longitude: number, z = 14) {
  const n = 2 ** z;
  const sin = Math.sin((latitude * Math.PI) / 180);
  return {
    z,
    x: Math.floor(((longitude + 180) / 360) * n),
    y: Math.floor((0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * n),
  };
}

describe('public map answers on two instances', () => {
  it('answer a repeat tile from the cache and show a new altar in it on the other instance', async () => {
    const at = { latitude: 47.61, longitude: -122.33 };
    await buildAltar(db.knex, { name: 'Cedar Before', ...at });
    const { z, x, y } = tileAt(at.latitude, at.longitude);
    const first = await tileOf(b.url, z, x, y);
    expect(first.includes('Cedar Before')).toBe(true);
    // Once the instance has seen the version settle after the write above.
    const again = await eventually(
      () => repeated(async () => (await tileOf(b.url, z, x, y)).toString('base64')),
      (result) => result.fromCache,
      5000,
    );
    expect(again).toEqual({ answers: new Set([first.toString('base64')]), fromCache: true });

    // A member creates an altar through the other instance.
    const member = new TestClient(a.url);
    expect((await member.post('/api/auth/signup', validSignup())).status).toBe(201);
    const created = await member.post('/api/altars', {
      name: 'Fern After',
      latitude: at.latitude + 0.0005,
      longitude: at.longitude,
      altarType: 'Stone Circle',
      photos: [`data:image/png;base64,${png.toString('base64')}`],
    });
    expect(created.status).toBe(201);
    // Soon after its creation (within `eventually`'s bound), on the instance that kept the tile.
    const seen = await eventually(
      () => tileOf(b.url, z, x, y),
      (tile) => tile.includes('Fern After'),
      2000,
      50,
    );
    expect(seen.includes('Fern After')).toBe(true);
  });

  it("answer a guest's repeat viewport from the cache, and never keep a member's own sensitive altars", async () => {
    const owner = new TestClient(b.url);
    const signup = await owner.post('/api/auth/signup', validSignup());
    const ownerId = ((signup.body.user as { id?: number } | undefined)?.id ?? signup.body.id) as number;
    await buildAltarGrid(db.knex, { count: 20, west: 9.1, south: 45.46, columns: 5, stepDegrees: 0.0005 });
    const hidden = { latitude: 45.4612, longitude: 9.1012 };
    await buildAltar(db.knex, { creatorId: ownerId, name: 'Hidden Spring', ...hidden, isLocationSensitive: true });
    const bbox = '9.0995,45.4595,9.104,45.4625';
    const path = `/api/altars?bbox=${bbox}&zoom=17`;
    const guest = new TestClient(b.url);
    const seen = await eventually(
      () => guest.get(path),
      (response) => (response.body.altars as unknown[] | undefined)?.length === 20,
      2000,
      50,
    );
    expect(seen.status).toBe(200);
    const again = await eventually(
      () => repeated(async () => (await guest.get(path)).text),
      (result) => result.fromCache,
      5000,
    );
    expect(again).toEqual({ answers: new Set([seen.text]), fromCache: true });
    expect(seen.text.includes('Hidden Spring')).toBe(false);

    // The owner, on the same instance, sees it at its true point; the guest's answer stays as it was.
    const own = await owner.get(path);
    const found = (own.body.altars as Array<{ name: string; latitude: number; longitude: number }>).find(
      (altar) => altar.name === 'Hidden Spring',
    );
    expect(found).toMatchObject(hidden);
    expect((await guest.get(path)).text).toBe(seen.text);
    // Everyone else finds it at its public point.
    const publicPoint = generalizedPosition(hidden.latitude, hidden.longitude);
    const around = await guest.get(`/api/altars?lat=${publicPoint.latitude}&lng=${publicPoint.longitude}&radius=1000`);
    expect((around.body as unknown as Array<{ name: string }>).some((altar) => altar.name === 'Hidden Spring')).toBe(
      true,
    );
  });

  it("sends a guest's kept viewport as written once: the same bytes, its ETag, 304 and gzip", async () => {
    await buildAltarGrid(db.knex, { count: 30, west: 11.2, south: 43.77, columns: 6, stepDegrees: 0.0004 });
    const path = `/api/altars?bbox=11.199,43.769,11.203,43.772&zoom=17`;
    const uncached = await startTestServer(db.url, { mapAnswerCache: false });
    try {
      const expected = await (await fetch(`${uncached.server.url}${path}`)).text();
      expect((JSON.parse(expected) as { altars: unknown[] }).altars).toHaveLength(30);
      const kept = await eventually(
        () => fetch(`${a.url}${path}`, { headers: { 'accept-encoding': 'identity' } }),
        (response) => response.headers.get('cache-control') === 'no-cache',
        5000,
        50,
      );
      expect(await kept.text()).toBe(expected);
      const etag = kept.headers.get('etag');
      expect(etag).toMatch(/^"[\w-]+"$/);

      // As a browser revalidates (fetch itself would add "no-cache" to a conditional request).
      const revalidated = await fetch(`${a.url}${path}`, {
        headers: { 'if-none-match': etag!, 'cache-control': 'max-age=0' },
      });
      expect(revalidated.status).toBe(304);
      expect(await revalidated.text()).toBe('');

      const zipped = await fetch(`${a.url}${path}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(zipped.headers.get('content-encoding')).toBe('gzip');
      expect(zipped.headers.get('etag')).toBe(etag);
      // fetch undoes the gzip: what arrives is the same text.
      expect(await zipped.text()).toBe(expected);

      // A member's viewport is read for them: never kept, never cached by anyone.
      const member = new TestClient(a.url);
      await member.post('/api/auth/signup', validSignup());
      const own = await member.get(path);
      expect(own.status).toBe(200);
      expect(own.headers.get('cache-control')).toBe('no-store');
    } finally {
      await uncached.close();
    }
  });
});

describe('the kept answers', () => {
  it('forget the least recently used once what they hold passes 64 MB', async () => {
    const answers = new PublicMapAnswers(db.knex);
    const stop = answers.start();
    try {
      await new Promise((resolve) => setTimeout(resolve, MAP_VERSION_POLL_MS * 3));
      let computed = 0;
      const big = (key: string) =>
        answers.answer(
          key,
          async () => {
            computed += 1;
            return key;
          },
          () => 40 * 1024 * 1024,
        );
      await big('first');
      await big('first');
      expect(computed).toBe(1);
      await big('second');
      // Two of 40 MB pass the budget: the first, least recently used, is computed again when asked.
      await big('first');
      expect(computed).toBe(3);
    } finally {
      stop();
    }
  });
});
