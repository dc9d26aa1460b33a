import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@sacred/db/test-database';
import { UNREACHABLE_BASEMAP } from '../../test/app';
import { buildAltar, buildPilgrimage } from '../../test/factories';
import { TestClient, validSignup } from '../../test/http';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy';
import { startServer, type RunningServer } from '../app';
import { monthStart, partitionName, TrackRepository } from './track.repository';
import { TrackService } from './track.service';

/**
 * The track at scale: what one GPS fix costs the database, and the time-partitioned track table with its
 * retention. The server reaches PostgreSQL through a proxy that counts round trips (the job queue's
 * polling aside).
 */
let db: TestDatabase;
let proxy: TcpProxy;
let server: RunningServer;
let uploadsDir: string;

beforeAll(async () => {
  db = await createTestDatabase();
  const url = new URL(db.url);
  proxy = await startTcpProxy(
    { host: url.hostname, port: Number(url.port || 5432) },
    { ignoredApplication: 'sacred-spaces-jobs' },
  );
  url.port = String(proxy.port);
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'sacred-uploads-'));
  server = await startServer({
    databaseUrl: url.toString(),
    port: 0,
    host: '127.0.0.1',
    seed: 'none',
    logLevel: 'silent',
    uploadsDir,
    weatherBaseUrl: 'http://127.0.0.1:9',
    writeRateLimit: undefined,
    basemap: UNREACHABLE_BASEMAP,
  });
});

afterAll(async () => {
  await server?.close();
  await proxy?.close();
  await db?.destroy();
  if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
});

async function walker(): Promise<{ client: TestClient; userId: number; journeyId: number }> {
  const client = new TestClient(server.url);
  const signedUp = await client.post('/api/auth/signup', validSignup());
  const altar = await buildAltar(db.knex, { latitude: 46.2, longitude: 7.3 });
  const { id: pilgrimageId } = await buildPilgrimage(db.knex, { altarIds: [altar.id] });
  const started = await client.post(`/api/pilgrimages/${pilgrimageId}/start`, { latitude: 46.19, longitude: 7.3 });
  expect(started.status).toBe(200);
  return { client, userId: (signedUp.body.user as { id: number }).id, journeyId: started.body.id as number };
}

describe('a GPS fix', () => {
  it('costs few database round trips, and the journey answers the same', async () => {
    const { client, journeyId } = await walker();
    const fix = (i: number) =>
      client.request('PUT', `/api/active-pilgrimages/${journeyId}/location`, {
        latitude: 46.19 + i * 0.0005,
        longitude: 7.3,
        heading: 10,
      });
    expect((await fix(0)).status).toBe(200);
    const before = proxy.roundTrips();
    const fixes = 5;
    let last;
    for (let i = 1; i <= fixes; i += 1) last = await fix(i);
    const perFix = (proxy.roundTrips() - before) / fixes;
    console.log(`[journey-track] database round trips per GPS fix: ${perFix}`);
    // A fix is one statement and its round trips, not a transaction around a lock, an insert, an update and an upsert.
    expect(perFix).toBeLessThanOrEqual(5);
    expect(last?.status).toBe(200);
    expect(last?.body).toMatchObject({ id: journeyId, currentLatitude: 46.1925, currentLongitude: 7.3 });
    expect(Number(last?.body.distanceTraveled)).toBeCloseTo(0.28, 1);
  });
});

describe('the track table', () => {
  const partitionOf = async (id: number) =>
    (
      await db.knex.raw<{ rows: Array<{ part: string }> }>(
        'SELECT tableoid::regclass::text AS part FROM journey_positions WHERE id = ?',
        [id],
      )
    ).rows[0]?.part;

  it('keeps positions in monthly partitions; the upkeep makes months ahead and drops months past retention', async () => {
    const { client, userId, journeyId } = await walker();
    const now = new Date();
    const thisMonth = monthStart(now.getUTCFullYear(), now.getUTCMonth());
    const fixed = await client.request('PUT', `/api/active-pilgrimages/${journeyId}/location`, {
      latitude: 46.195,
      longitude: 7.3,
    });
    expect(fixed.status).toBe(200);
    const recent = (await db
      .knex('journey_positions')
      .where({ active_pilgrimage_id: journeyId })
      .max('id as id')
      .first()) as { id: number };
    expect(await partitionOf(recent.id as number)).toBe(partitionName(thisMonth));

    // A fix from long ago, when no partition was made for its month: the default partition keeps it...
    const oldMonth = monthStart(now.getUTCFullYear(), now.getUTCMonth() - 15);
    const [{ id: oldId }] = await db
      .knex('journey_positions')
      .insert({ active_pilgrimage_id: journeyId, latitude: 46.1, longitude: 7.2, recorded_at: oldMonth })
      .returning('id');
    expect(await partitionOf(oldId as number)).toBe('journey_positions_default');
    // ...and moves into the month's partition when it is made.
    await new TrackRepository(db.knex).addMonth(oldMonth);
    expect(await partitionOf(oldId as number)).toBe(partitionName(oldMonth));

    const achievementsBefore = await client.get(`/api/users/${userId}/spiritual-achievements`);
    const { added, dropped } = await new TrackService(db.knex).upkeep(now);
    expect(dropped.map(partitionName)).toContain(partitionName(oldMonth));
    expect(added).toEqual([]);
    const months = (await new TrackRepository(db.knex).months()).map(partitionName);
    for (let ahead = 0; ahead <= 2; ahead += 1)
      expect(months).toContain(partitionName(monthStart(now.getUTCFullYear(), now.getUTCMonth() + ahead)));
    expect(await db.knex('journey_positions').where({ id: oldId })).toEqual([]);
    expect(await partitionOf(recent.id as number)).toBe(partitionName(thisMonth));
    // What the member sees does not depend on the raw track kept.
    expect((await client.get(`/api/users/${userId}/spiritual-achievements`)).body).toEqual(achievementsBefore.body);

    // A later upkeep with nothing to do changes nothing.
    expect(await new TrackService(db.knex).upkeep(now)).toEqual({ added: [], dropped: [] });
  });
});
