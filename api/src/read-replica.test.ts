import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@sacred/db/test-database';
import { UNREACHABLE_BASEMAP } from '../test/app';
import { buildAltar } from '../test/factories';
import { TestClient, validSignup } from '../test/http';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';
import { startServer, type RunningServer } from './app';

/**
 * DATABASE_REPLICA_URL: map, feed and profile reads go to the replica, everything else to the primary.
 * The "replica" here is the same database reached through a TCP proxy that counts the bytes sent to it.
 */
let db: TestDatabase;
let replica: TcpProxy;
let server: RunningServer;
let uploadsDir: string;
let member: TestClient;
let memberId: number;

beforeAll(async () => {
  db = await createTestDatabase();
  const url = new URL(db.url);
  replica = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  url.port = String(replica.port);
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'sacred-uploads-'));
  server = await startServer({
    databaseUrl: db.url,
    databaseReplicaUrl: url.toString(),
    port: 0,
    host: '127.0.0.1',
    seed: 'none',
    logLevel: 'silent',
    uploadsDir,
    weatherBaseUrl: 'http://127.0.0.1:9',
    writeRateLimit: undefined,
    basemap: UNREACHABLE_BASEMAP,
  });
  member = new TestClient(server.url);
  const signedUp = await member.post('/api/auth/signup', validSignup());
  memberId = (signedUp.body.user as { id: number }).id;
  await buildAltar(db.knex, { latitude: 45.5, longitude: -122.6 });
});

afterAll(async () => {
  await server?.close();
  await replica?.close();
  await db?.destroy();
  if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
});

async function bytesToReplica(request: () => Promise<{ status: number }>): Promise<number> {
  const before = replica.forwarded;
  expect((await request()).status).toBeLessThan(300);
  return replica.forwarded - before;
}

describe('DATABASE_REPLICA_URL', () => {
  it('answers map, feed and profile reads from the replica', async () => {
    expect(await bytesToReplica(() => member.get('/api/altars?bbox=-123,45,-122,46&zoom=6'))).toBeGreaterThan(0);
    expect(await bytesToReplica(() => member.get('/api/altars?lat=45.5&lng=-122.6&radius=5000'))).toBeGreaterThan(0);
    expect(await bytesToReplica(() => member.get('/tiles/altars/6/10/22.mvt'))).toBeGreaterThan(0);
    expect(await bytesToReplica(() => member.get('/api/posts?limit=20'))).toBeGreaterThan(0);
    expect(await bytesToReplica(() => member.get(`/api/users/${memberId}/profile`))).toBeGreaterThan(0);
  });

  it('keeps writes, sessions and reads of what was just written on the primary', async () => {
    expect(await bytesToReplica(() => member.post('/api/posts', { content: 'First light #dawn' }))).toBe(0);
    expect(await bytesToReplica(() => member.get('/api/auth/user'))).toBe(0);
    const [altar] = await db.knex('altars').pluck('id');
    expect(await bytesToReplica(() => member.get(`/api/altars/${altar}`))).toBe(0);
  });

  it('gives the same answers as the primary', async () => {
    const feed = await member.get('/api/posts?limit=20');
    expect((feed.body as unknown as Array<{ content: string }>).map((post) => post.content)).toContain(
      'First light #dawn',
    );
  });
});
