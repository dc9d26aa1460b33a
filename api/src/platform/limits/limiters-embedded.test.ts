import { createKnex } from '@sacred/db/connection';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '@sacred/db/embedded';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLimiter, refusalOf } from './limiters';

/**
 * The embedded database is one PostgreSQL session under every connection, whatever the test database
 * of the run: the PostgreSQL counters must work there from several connections at once.
 */
describe('rate-limit counters in the embedded database', () => {
  let embedded: EmbeddedPostgres;
  let knex: Knex;

  beforeAll(async () => {
    embedded = await startEmbeddedPostgres();
    knex = createKnex({ url: embedded.url, poolMax: 4 });
    // The layout of migration 20261125100000_rate_limit_points (this database is not migrated).
    await knex.raw(
      'CREATE TABLE rate_limit_points (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)',
    );
  });

  afterAll(async () => {
    await knex?.destroy();
    await embedded?.stop();
  });

  it('counts in the table from several connections at once, then refuses', async () => {
    const limiter = createLimiter({ kind: 'postgres', knex }, { keyPrefix: 'sign-in', points: 6, durationSeconds: 60 });
    const attempt = (key: string) =>
      limiter.consume(key).then(
        () => 'allowed',
        (rejection: unknown) => (refusalOf(rejection) ? 'refused' : String(rejection)),
      );
    // A failing query would fall back to the in-memory insurance counter: the table must hold every point.
    const stored = async (key: string) =>
      Number(
        (
          await knex('rate_limit_points')
            .where({ key: `sign-in:${key}` })
            .first('points')
        )?.points,
      );

    const outcomes = await Promise.all(Array.from({ length: 10 }, (_, index) => attempt(`member-${index % 2}`)));
    expect(outcomes).toEqual(Array<string>(10).fill('allowed'));
    expect([await stored('member-0'), await stored('member-1')]).toEqual([5, 5]);

    const more = await Promise.all(Array.from({ length: 4 }, () => attempt('member-0')));
    expect(more.sort()).toEqual(['allowed', 'refused', 'refused', 'refused']);
    expect(await stored('member-0')).toBe(9);
  });
});
