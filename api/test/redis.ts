import { connect } from 'node:net';

/**
 * The Redis key prefix of the servers on one test database: the database's name, unique to each run
 * (test-database.ts). Member and pilgrimage ids start again in every fresh database, so without it a run
 * would meet the rate-limit counters and chat channels an earlier run (or a test file running at the same
 * time) left in the shared Redis under the same ids.
 */
export const redisKeyPrefixOf = (databaseUrl: string): string => `${new URL(databaseUrl).pathname.slice(1)}:`;

/** The Redis the tests that need one use: REDIS_URL, or the one CI starts on 127.0.0.1:6379 (.ci/run). */
export const TEST_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

function redisAnswers(): Promise<boolean> {
  const { hostname, port } = new URL(TEST_REDIS_URL);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(1000);
    socket.once('connect', () => (socket.end(), resolve(true)));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(false));
  });
}

/**
 * Whether the tests of `what` run: always under CI (where a missing Redis must fail them), elsewhere when
 * Redis answers; when they do not, it says so plainly rather than passing in silence.
 */
export async function redisTestsRun(what: string): Promise<boolean> {
  if (process.env.CI === 'true' || (await redisAnswers())) return true;
  console.warn(`[api] ${what} DID NOT RUN: nothing answers at ${TEST_REDIS_URL}.`);
  return false;
}
