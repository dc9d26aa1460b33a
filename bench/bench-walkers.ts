import { createHmac } from 'node:crypto';
import { createKnex } from '@sacred/db/connection';
import { migrateLatest } from '@sacred/db/migrator';
import { SESSION_COOKIE } from '../api/src/platform/http/session';

export interface BenchWalker {
  id: number;
  journeyId: number;
  /** The signed-in session's cookie (`sacred.sid=…`), signed with the API's SESSION_SECRET. */
  cookie: string;
}

/**
 * Recreates `database` on the server, migrates it and fills it in SQL (no sign-ups: no password hashing):
 * one pilgrimage, `count` members each on a journey along it, and a signed-in session for each.
 */
export async function prepareWalkers(options: {
  serverUrl: string;
  database: string;
  count: number;
  sessionSecret: string;
  pilgrimage: { name: string; description: string };
}): Promise<{ pilgrimageId: number; walkers: BenchWalker[] }> {
  const admin = createKnex({ url: options.serverUrl, poolMax: 1 });
  try {
    await admin.raw('DROP DATABASE IF EXISTS ?? WITH (FORCE)', [options.database]);
    await admin.raw('CREATE DATABASE ??', [options.database]);
  } finally {
    await admin.destroy();
  }
  const url = new URL(options.serverUrl);
  url.pathname = `/${options.database}`;
  const knex = createKnex({ url: url.toString(), poolMax: 2, sessionStatementTimeoutMs: 0 });
  try {
    await migrateLatest(knex);
    const [pilgrimage] = (await knex('pilgrimages').insert(options.pilgrimage).returning('id')) as Array<{
      id: number;
    }>;
    const pilgrimageId = pilgrimage!.id;
    await knex.raw(
      `INSERT INTO users (email, password_hash, first_name, last_name)
       SELECT 'pilgrim' || g || '@bench.test', 'not-a-real-hash', 'Pilgrim', g::text FROM generate_series(1, ?) g`,
      [options.count],
    );
    const journeys = await knex.raw<{ rows: Array<{ id: number; user_id: number }> }>(
      `INSERT INTO active_pilgrimages (user_id, pilgrimage_id)
       SELECT id, ? FROM users WHERE email LIKE '%@bench.test' ORDER BY id
       RETURNING id, user_id`,
      [pilgrimageId],
    );
    await knex.raw(
      `INSERT INTO sessions (sid, sess, expire)
       SELECT 'bench-' || id,
              json_build_object('cookie', json_build_object('originalMaxAge', 86400000, 'httpOnly', true, 'path', '/'),
                                'userId', id, 'signedInAt', ?::bigint),
              now() + interval '1 day'
         FROM users WHERE email LIKE '%@bench.test'`,
      [Date.now()],
    );
    const sign = (sid: string) =>
      `s:${sid}.${createHmac('sha256', options.sessionSecret).update(sid).digest('base64').replace(/=+$/, '')}`;
    return {
      pilgrimageId,
      walkers: journeys.rows.map(({ id, user_id }) => ({
        id: user_id,
        journeyId: id,
        cookie: `${SESSION_COOKIE}=${encodeURIComponent(sign(`bench-${user_id}`))}`,
      })),
    };
  } finally {
    await knex.destroy();
  }
}
