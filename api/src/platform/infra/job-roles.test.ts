import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKnex } from '@sacred/db/connection';
import { createTestDatabase, type TestDatabase } from '@sacred/db/test-database';
import { AltarActivityService } from '../../altars/altar-activity.service';
import { TrackService } from '../../journeys/track.service';
import { BadgeService } from '../../rewards/badge.service';
import { definePeriodicJobs, PERIODIC_JOBS } from '../../periodic-jobs';
import { createJobQueue, jobIdOf, type JobDefinition, type JobHandler, type JobQueue } from './jobs';
import { createLogger } from './logger';
import { createInProcessPubSub } from './pubsub';
import { eventually } from '../../../test/wait';

const logger = createLogger({ logLevel: 'silent' });

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db?.destroy());

describe('web and worker roles on one job queue', () => {
  it('a web process only sends; the worker runs each job once, a job sent twice with one id once', async () => {
    const web = createJobQueue(db.url, logger, { works: false, schemaStatementTimeoutMs: 60_000 });
    // The worker's own per-queue polling is out of the way (its first fetch is at start, the next in an
    // hour): the jobs the web process sends reach it through the one probe of all its queues.
    const worker = createJobQueue(db.url, logger, {
      works: true,
      fallbackPollingSeconds: 3600,
      schemaStatementTimeoutMs: 60_000,
    });
    const runs = { web: [] as string[], worker: [] as string[] };
    web.define<{ n: string }>('role-test', async ({ n }) => void runs.web.push(n));
    worker.define<{ n: string }>('role-test', async ({ n }) => void runs.worker.push(n));
    try {
      await worker.start();
      await web.start();
      await web.send('role-test', { n: 'a' });
      await web.send('role-test', { n: 'b' });
      // Two instances sending the same tick: one job.
      await Promise.all([
        web.send('role-test', { n: 'tick' }, { id: jobIdOf('tick-1') }),
        worker.send('role-test', { n: 'tick' }, { id: jobIdOf('tick-1') }),
      ]);
      // Every job sent is in the table now; once each is completed none runs again, so the runs seen then
      // are all there will be (a tick stored twice would show as a fourth job and a fourth run).
      const states = () => db.knex('pgboss.job').where({ name: 'role-test' }).pluck<string[]>('state');
      const settled = await eventually(
        states,
        (all) => all.length >= 3 && all.every((state) => state === 'completed'),
        30_000,
      );
      expect(settled).toEqual(['completed', 'completed', 'completed']);
      expect(runs.worker.sort()).toEqual(['a', 'b', 'tick']);
      expect(runs.web).toEqual([]);
    } finally {
      await web.stop();
      await worker.stop();
    }
  });
});

describe('installing the queue', () => {
  it('waits out a schema change of another instance though the API role has a short statement_timeout', async () => {
    const fresh = await createTestDatabase();
    const other = createKnex({ url: fresh.url, poolMax: 1 });
    const queue = createJobQueue(fresh.url, logger, { works: false, schemaStatementTimeoutMs: 60_000 });
    try {
      const database = new URL(fresh.url).pathname.slice(1);
      await fresh.knex.raw('ALTER ROLE CURRENT_USER IN DATABASE ?? SET statement_timeout = 300', [database]);
      // Another instance is creating the schema: ours waits for its transaction, which rolls back later
      // than the API role's statement_timeout.
      const otherInstall = other.transaction(async (trx) => {
        await trx.raw('CREATE SCHEMA pgboss');
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await trx.rollback();
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      await queue.start();
      await otherInstall.catch(() => undefined);
      const version = await fresh.knex('pgboss.version').first<{ version: number }>('version');
      expect(Number(version?.version)).toBeGreaterThan(0);
    } finally {
      await queue.stop();
      await other.destroy();
      await fresh.destroy();
    }
  });
});

describe('periodic upkeep', () => {
  it('is scheduled as cron jobs, and the session pruning deletes expired sessions only', async () => {
    const handlers = new Map<string, { handler: JobHandler<object>; definition?: JobDefinition }>();
    const recording: JobQueue = {
      define: (name, handler, definition) =>
        void handlers.set(name, { handler: handler as JobHandler<object>, definition }),
      send: async () => undefined,
      sendMany: async () => undefined,
      start: async () => undefined,
      stop: async () => undefined,
    };
    definePeriodicJobs(
      recording,
      db.knex,
      new AltarActivityService(db.knex),
      new TrackService(db.knex),
      new BadgeService(db.knex, createInProcessPubSub()),
    );
    expect(handlers.get(PERIODIC_JOBS.activityRefresh)?.definition?.cron).toBe('7 * * * *');
    expect(handlers.get(PERIODIC_JOBS.sessionPrune)?.definition?.cron).toBe('*/15 * * * *');
    expect(handlers.get(PERIODIC_JOBS.timeBadges)?.definition?.cron).toBe('37 * * * *');

    const past = new Date(Date.now() - 60_000);
    const future = new Date(Date.now() + 60_000);
    await db.knex('sessions').insert([
      { sid: 'expired-one', sess: JSON.stringify({ cookie: {} }), expire: past },
      { sid: 'still-valid', sess: JSON.stringify({ cookie: {} }), expire: future },
    ]);
    await handlers.get(PERIODIC_JOBS.sessionPrune)!.handler({});
    expect(await db.knex('sessions').whereIn('sid', ['expired-one', 'still-valid']).pluck('sid')).toEqual([
      'still-valid',
    ]);
  });
});
