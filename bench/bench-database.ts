/**
 * Where the benchmarks keep their data: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres)
 * names the server, and each benchmark a database of its own there, created when missing and kept between runs.
 */
import { createKnex } from '@sacred/db/connection';

export const BENCH_SERVER_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** The server's URL with another database. */
export const withDatabase = (url: string, database: string): string => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};

/** Creates the benchmark's database on the server unless it is there. */
export async function ensureBenchDatabase(database: string): Promise<void> {
  const admin = createKnex({ url: BENCH_SERVER_URL, poolMax: 1 });
  try {
    const found = await admin('pg_database').where({ datname: database }).first();
    if (!found) await admin.raw('CREATE DATABASE ??', [database]);
  } finally {
    await admin.destroy();
  }
}
