import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@sacred/db/test-database';
import { startApiInstance, type ApiInstance } from '../../test/api-instance';
import { buildAltar, buildPilgrimage } from '../../test/factories';
import { signUpMember, TestClient } from '../../test/http';

/**
 * An API process killed with SIGKILL in the middle of a stream of GPS fixes from many walkers: every fix
 * it acknowledged is in PostgreSQL, once, and the journeys are whole (each distance is its track's). The
 * devices then send again what was not acknowledged to a new process, and nothing is stored twice.
 */
const WALKERS = 16;
const FIXES_PER_BATCH = 4;
/** Acknowledged fixes before the kill: well into the stream. */
const KILL_AFTER = 400;

let db: TestDatabase;
let dataDir: string;
const instances: ApiInstance[] = [];

async function startInstance(): Promise<{ instance: ApiInstance; url: string }> {
  const instance = startApiInstance({
    NODE_ENV: 'development',
    DATABASE_URL: db.url,
    DATA_DIR: dataDir,
    SIGNUP_RATE_LIMIT_PER_HOUR: '0',
    WRITE_RATE_LIMIT_PER_MINUTE: '0',
  });
  instances.push(instance);
  return { instance, url: await instance.listening };
}

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'sacred-crash-'));
}, 60_000);

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop()));
  await db?.destroy();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

interface Fix {
  latitude: number;
  longitude: number;
  recordedAt: string;
}

interface Walker {
  client: TestClient;
  journeyId: number;
  acknowledged: Fix[];
  /** The batch that was on its way when the process died. */
  unanswered: Fix[] | undefined;
  sent: number;
}

/** The walker's next batch: a step north every fix, a millisecond apart, starting a minute ago. */
function nextBatch(walker: Walker, startedAt: number): Fix[] {
  return Array.from({ length: FIXES_PER_BATCH }, () => {
    walker.sent += 1;
    return {
      latitude: Number((10 + walker.sent * 0.0001).toFixed(7)),
      longitude: walker.journeyId / 1000,
      recordedAt: new Date(startedAt + walker.sent).toISOString(),
    };
  });
}

describe('an API process killed mid-stream', () => {
  it('loses no acknowledged fix and stores none twice when the devices send again', async () => {
    const first = await startInstance();
    const altar = await buildAltar(db.knex, { latitude: 11, longitude: 1 });
    const { id: pilgrimageId } = await buildPilgrimage(db.knex, { altarIds: [altar.id] });
    const walkers: Walker[] = await Promise.all(
      Array.from({ length: WALKERS }, async () => {
        const { client } = await signUpMember(first.url);
        const started = await client.post(`/api/pilgrimages/${pilgrimageId}/start`, {});
        expect(started.status).toBe(200);
        return { client, journeyId: started.body.id as number, acknowledged: [], unanswered: undefined, sent: 0 };
      }),
    );
    const startedAt = Date.now() - 60_000;
    let acknowledged = 0;
    let killed = false;
    const stream = walkers.map(async (walker) => {
      while (!killed) {
        const batch = nextBatch(walker, startedAt);
        walker.unanswered = batch;
        let status: number;
        try {
          status = (await walker.client.post(`/api/active-pilgrimages/${walker.journeyId}/fixes`, { fixes: batch }))
            .status;
        } catch {
          return; // The process is gone: this batch was not acknowledged.
        }
        expect(status).toBe(200);
        walker.unanswered = undefined;
        walker.acknowledged.push(...batch);
        acknowledged += batch.length;
        if (acknowledged >= KILL_AFTER && !killed) {
          killed = true;
          first.instance.child.kill('SIGKILL');
        }
      }
    });
    await Promise.all(stream);
    // The process may be gone already (the last requests failed because it had exited).
    const { child } = first.instance;
    if (child.exitCode === null && child.signalCode === null)
      await new Promise((resolve) => child.once('exit', resolve));
    expect(first.instance.child.signalCode).toBe('SIGKILL');
    // Requests were on their way when it died: the kill came in the middle of the stream.
    expect(walkers.filter((walker) => walker.unanswered).length).toBeGreaterThan(0);

    const storedTimes = async (journeyId: number) =>
      (await db.knex('journey_positions').where({ active_pilgrimage_id: journeyId }).select('recorded_at')).map(
        (row: { recorded_at: Date }) => row.recorded_at.toISOString(),
      );
    for (const walker of walkers) {
      const stored = await storedTimes(walker.journeyId);
      for (const fix of walker.acknowledged) expect(stored.filter((at) => at === fix.recordedAt)).toHaveLength(1);
    }

    // The devices send again to a new process: what was not answered, and the last answered batch (as a
    // device that lost that answer would).
    const second = await startInstance();
    for (const walker of walkers) {
      const cookie = walker.client.cookie;
      walker.client = new TestClient(second.url);
      walker.client.cookie = cookie;
      const again = [...walker.acknowledged.slice(-FIXES_PER_BATCH), ...(walker.unanswered ?? [])];
      const resent = await walker.client.post(`/api/active-pilgrimages/${walker.journeyId}/fixes`, { fixes: again });
      expect(resent.status).toBe(200);
      expect(resent.body.accepted).toBe(again.length);
      expect(resent.body.stored as number).toBeLessThanOrEqual(walker.unanswered?.length ?? 0);
    }
    for (const walker of walkers) {
      const sent = [...walker.acknowledged, ...(walker.unanswered ?? [])].map((fix) => fix.recordedAt).sort();
      expect((await storedTimes(walker.journeyId)).sort()).toEqual(sent);
      // The journey is whole: its distance is its track's, leg by leg in time order.
      const { rows } = await db.knex.raw<{ rows: Array<{ distance: number; track: number }> }>(
        `SELECT j.distance_meters::float8 AS distance,
                (SELECT COALESCE(sum(leg), 0) FROM (
                   SELECT ST_Distance(lag(geog) OVER (ORDER BY recorded_at), geog) AS leg
                     FROM journey_positions WHERE active_pilgrimage_id = j.id) legs)::float8 AS track
           FROM active_pilgrimages j WHERE j.id = ?`,
        [walker.journeyId],
      );
      expect(rows[0]!.distance).toBeCloseTo(rows[0]!.track, 3);
    }
  }, 120_000);
});
