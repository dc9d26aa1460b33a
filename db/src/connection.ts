import knexFactory, { type Knex } from 'knex';
import pg from 'pg';

// numeric and bigint come back from pg as strings; our numerics are coordinates and small counts.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value: string) => Number(value));
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

export interface ConnectionOptions {
  url: string;
  poolMax?: number;
}

export function createKnex({ url, poolMax = 10 }: ConnectionOptions): Knex {
  return knexFactory({
    client: 'pg',
    connection: url,
    pool: { min: 0, max: poolMax },
    acquireConnectionTimeout: 10_000,
  });
}
