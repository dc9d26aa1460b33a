import { createHash } from 'node:crypto';
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { Logger } from './logger';

/**
 * The job queue: pg-boss on the app's own PostgreSQL (schema `pgboss`, from pg-boss's own plan),
 * so there is no extra server. It also runs on the embedded PGlite (served over the wire protocol):
 * pg-boss needs SKIP LOCKED, advisory locks and a few connections, which pglite-socket provides.
 *
 * Domains `define` their jobs while the services are built; `start` (with the server) creates the
 * queues and starts the workers; `stop` (on close) lets running jobs finish.
 */
export type JobHandler<T> = (data: T) => Promise<void>;

export interface JobDefinition {
  /** Retries after a failure, with backoff. Default 3. */
  retryLimit?: number;
  /** A cron schedule (UTC) that sends this job with empty data. */
  cron?: string;
}

export interface SendOptions {
  /** A job with the same id is dropped while the first is known: fan-out from several instances sends once. */
  id?: string;
  startAfterSeconds?: number;
}

export interface JobQueue {
  define<T extends object>(name: string, handler: JobHandler<T>, definition?: JobDefinition): void;
  send(name: string, data: object, options?: SendOptions): Promise<void>;
  /** One job per item of `data`, inserted in one statement (a fan-out to many members). */
  sendMany(name: string, data: object[]): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** The queue a process runs: also reads how many due jobs wait (for metrics). */
export interface PgJobQueue extends JobQueue {
  /** Due jobs waiting per defined queue and the age of the oldest. */
  waiting(): Promise<Array<{ queue: string; waiting: number; oldestSeconds: number }>>;
}

/** How often a working process asks whether any of its queues holds a job that is due. */
const PROBE_SECONDS = 0.5;
/** Each queue's own fetch, a fallback for a probe that failed: the probe wakes the queue's worker at once. */
const FALLBACK_POLLING_SECONDS = 30;

export interface JobQueueOptions {
  /** false (ROLE=web): sends only. */
  works?: boolean;
  /** Each worker's own polling interval (FALLBACK_POLLING_SECONDS); a test sets it long to see the probe work. */
  fallbackPollingSeconds?: number;
  /**
   * statement_timeout for installing the queue's schema: a schema change, given the migrations' budget rather
   * than the API role's (JOB_STATEMENT_TIMEOUT_MS).
   */
  schemaStatementTimeoutMs: number;
}

/**
 * `works: false` (ROLE=web) only sends: no workers, no cron clock and no queue maintenance in this
 * process, which a `worker` process (ROLE=worker or all) does. pg-boss sends each cron tick once however
 * many processes keep the clock, so scheduled work runs once per tick across instances.
 *
 * A working process asks for due jobs in one statement for all its queues every PROBE_SECONDS and wakes the
 * workers of those that have some; a job it sends itself wakes its worker at once. pg-boss's own polling,
 * one fetch per queue, would cost every instance two statements a second per queue (16 queues: 32 a
 * second per idle instance, on the database every instance shares).
 */
export function createJobQueue(
  databaseUrl: string,
  logger: Logger,
  { works = true, fallbackPollingSeconds = FALLBACK_POLLING_SECONDS, schemaStatementTimeoutMs }: JobQueueOptions,
): PgJobQueue {
  const boss = new PgBoss({
    connectionString: databaseUrl,
    max: 4,
    application_name: 'sacred-spaces-jobs',
    schedule: works,
    supervise: works,
    // How often a clock looks for due cron jobs (one small query, taken by one process per interval across
    // the deployment): a third of pg-boss's default, so a job due at a minute starts within seconds of it.
    cronMonitorIntervalSeconds: 10,
    // Completed jobs are archived after an hour and deleted after a week.
    archiveCompletedAfterSeconds: 60 * 60,
    deleteAfterDays: 7,
  });
  boss.on('error', (error) => logger.warn({ err: error }, 'job queue'));
  const definitions = new Map<string, { handler: JobHandler<object>; definition: JobDefinition }>();
  let started = false;
  /** Worker ids by queue, of this process's workers. */
  const workers = new Map<string, string>();
  const wake = (name: string) => {
    const id = workers.get(name);
    if (id) boss.notifyWorker(id);
  };
  let probeTimer: NodeJS.Timeout | undefined;
  let probing: Promise<void> | undefined;
  const probeLoop = async () => {
    probing = probe();
    await probing;
    if (started) probeTimer = setTimeout(() => void probeLoop(), PROBE_SECONDS * 1000);
  };
  const probe = async () => {
    try {
      const { rows } = await boss.getDb().executeSql(
        `SELECT DISTINCT name FROM pgboss.job
          WHERE name = ANY($1::text[]) AND state < 'active' AND start_after < now()`,
        [[...workers.keys()]],
      );
      for (const row of rows as Array<{ name: string }>) wake(row.name);
    } catch (error) {
      logger.warn({ err: error }, 'job queue probe');
    }
  };
  const retryLimitOf = (name: string): number => {
    const known = definitions.get(name);
    if (!known) throw new Error(`Unknown job ${name}`);
    return known.definition.retryLimit ?? 3;
  };

  return {
    define(name, handler, definition = {}) {
      if (started) throw new Error(`Job ${name} is defined after the queue started`);
      definitions.set(name, { handler: handler as JobHandler<object>, definition });
    },

    async send(name, data, options = {}) {
      const retryLimit = retryLimitOf(name);
      await boss.send(name, data, {
        retryLimit,
        retryBackoff: true,
        ...(options.id ? { id: options.id } : {}),
        ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
      });
      if (!options.startAfterSeconds) wake(name);
    },

    async sendMany(name, data) {
      const retryLimit = retryLimitOf(name);
      if (data.length === 0) return;
      await boss.insert(data.map((item) => ({ name, data: item, retryLimit, retryBackoff: true })));
      wake(name);
    },

    async start() {
      await installQueueSchema(databaseUrl, schemaStatementTimeoutMs);
      await boss.start();
      started = true;
      for (const [name, { handler, definition }] of definitions) {
        await createQueueOnce(boss, name);
        if (!works) continue;
        const id = await boss.work<object>(
          name,
          { pollingIntervalSeconds: fallbackPollingSeconds, batchSize: 1 },
          async (jobs) => {
            for (const job of jobs) {
              try {
                await handler(job.data);
              } catch (error) {
                logger.warn({ err: error, job: name, jobId: job.id }, 'job failed');
                throw error;
              } finally {
                // The next job of a burst is fetched at once, not at the next probe.
                wake(name);
              }
            }
          },
        );
        workers.set(name, id);
        if (definition.cron) await boss.schedule(name, definition.cron, {});
      }
      if (workers.size > 0) probeTimer = setTimeout(() => void probeLoop(), PROBE_SECONDS * 1000);
    },

    async waiting() {
      if (!started) return [];
      const { rows } = await boss.getDb().executeSql(
        `SELECT name AS queue, count(*)::int AS waiting,
                extract(epoch FROM now() - min(start_after))::float8 AS "oldestSeconds"
           FROM pgboss.job
          WHERE name = ANY($1::text[]) AND state < 'active' AND start_after <= now()
          GROUP BY name`,
        [[...definitions.keys()]],
      );
      const found = new Map(
        (rows as Array<{ queue: string; waiting: number; oldestSeconds: number }>).map((row) => [row.queue, row]),
      );
      return [...definitions.keys()].map((queue) => found.get(queue) ?? { queue, waiting: 0, oldestSeconds: 0 });
    },

    async stop() {
      if (!started) return;
      started = false;
      clearTimeout(probeTimer);
      await probing;
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
    },
  };
}

const QUEUE_SCHEMA = 'pgboss';

/**
 * Installs pg-boss's schema unless it is there, before pg-boss starts. Its construction plan is one
 * transaction that may wait for locks up to its own lock_timeout, which is longer than the API role's
 * statement_timeout: under that, the wait is cancelled and the server does not start. The plan runs here with a
 * SET LOCAL statement_timeout of the migrations' budget, which ends with its transaction (so it holds
 * behind PgBouncer in transaction mode too). An instance that installed it first wins: the loser's
 * "already exists" means the schema is there. A schema of an older version is left to pg-boss to migrate.
 */
async function installQueueSchema(databaseUrl: string, statementTimeoutMs: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'sacred-spaces-jobs' });
  await client.connect();
  try {
    const installed = async () => {
      const { rows } = await client.query<{ found: string | null }>('SELECT to_regclass($1) AS found', [
        `${QUEUE_SCHEMA}.version`,
      ]);
      return rows[0]?.found !== null;
    };
    if (await installed()) return;
    const plan = PgBoss.getConstructionPlans(QUEUE_SCHEMA);
    const opening = /^\s*BEGIN;/;
    if (!opening.test(plan)) throw new Error('pg-boss construction plan no longer opens a transaction');
    const bounded = plan.replace(opening, `BEGIN;\nSET LOCAL statement_timeout = ${Math.trunc(statementTimeoutMs)};`);
    try {
      await client.query(bounded);
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      if (!(await installed())) throw error;
    }
  } finally {
    await client.end();
  }
}

/**
 * Creates a queue unless it exists. Instances starting together create theirs at the same moment, and
 * pg-boss's create_queue alters shared tables (a foreign key to pgboss.queue per queue), so two of them can
 * deadlock (40P01): PostgreSQL aborts one, which tries again. Waiting on the other's locks counts against
 * the role's statement_timeout, so a create cancelled there (57014) tries again too.
 */
const RETRIED_CREATE_CODES = new Set(['40P01', '57014']);

async function createQueueOnce(boss: PgBoss, name: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    if (await boss.getQueue(name)) return;
    try {
      await boss.createQueue(name);
      return;
    } catch (error) {
      if (!RETRIED_CREATE_CODES.has((error as { code?: string }).code ?? '') || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * attempt));
    }
  }
}

/** A stable UUID for a job id derived from a string (job deduplication across instances). */
export function jobIdOf(key: string): string {
  const hex = createHash('sha1').update(key).digest('hex');
  // UUID v5 layout (version and variant bits set) over a SHA-1 of the key.
  const variant = ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}
