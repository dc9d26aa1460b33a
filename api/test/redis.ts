/**
 * The Redis key prefix of the servers on one test database: the database's name, unique to each run
 * (test-database.ts). Member and pilgrimage ids start again in every fresh database, so without it a run
 * would meet the rate-limit counters and chat channels an earlier run (or a test file running at the same
 * time) left in the shared Redis under the same ids.
 */
export const redisKeyPrefixOf = (databaseUrl: string): string => `${new URL(databaseUrl).pathname.slice(1)}:`;
