import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { createKnex } from './connection';
import { startEmbeddedPostgres } from './embedded';
import { EmbeddedSessionQueue } from './embedded-session';
import { migrateLatest } from './migrator';

describe('the embedded PostgreSQL + PostGIS', () => {
  let dataDir: string | undefined;

  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('runs the migrations, answers PostGIS queries over the wire and keeps its data across restarts', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'sacred-embedded-'));
    const first = await startEmbeddedPostgres({ dataDir });
    const knex = createKnex({ url: first.url, poolMax: 4 });
    try {
      await migrateLatest(knex);
      const [user] = await knex('users')
        .insert({ email: 'keeper@example.test', password_hash: 'x', first_name: 'Ada', last_name: 'Moss' })
        .returning('id');
      await knex('altars').insert({
        name: 'Lantern Stone Circle',
        latitude: 39.74,
        longitude: -104.99,
        altar_type: 'Stone Circle',
        photos: ['/media/seed/a.svg'],
        creator_id: (user as { id: number }).id,
      });
      // Several connections at once, as the API's pool opens them.
      const counts = await Promise.all([1, 2, 3].map(() => knex('altars').count<{ count: number }[]>('* as count')));
      expect(counts.map(([row]) => Number(row?.count))).toEqual([1, 1, 1]);
    } finally {
      await knex.destroy();
      await first.stop();
    }

    const second = await startEmbeddedPostgres({ dataDir });
    const again = createKnex({ url: second.url, poolMax: 2 });
    try {
      const { rows } = await again.raw<{ rows: Array<{ name: string; meters: number }> }>(
        `SELECT name, ST_Distance(geog, ST_SetSRID(ST_MakePoint(?, ?), 4326)::geography) AS meters
           FROM altars ORDER BY geog <-> ST_SetSRID(ST_MakePoint(?, ?), 4326)::geography LIMIT 1`,
        [-104.98, 39.74, -104.98, 39.74],
      );
      expect(rows[0]?.name).toBe('Lantern Stone Circle');
      expect(rows[0]?.meters).toBeGreaterThan(800);
      expect(rows[0]?.meters).toBeLessThan(900);
    } finally {
      await again.destroy();
      await second.stop();
    }
    // Migrating an empty embedded database loads the 135,000-place gazetteer: minutes on a busy machine.
  }, 240_000);

  it("keeps each connection's queries and transactions whole when many run at once", async () => {
    const embedded = await startEmbeddedPostgres();
    const knex = createKnex({ url: embedded.url, poolMax: 20 });
    try {
      await knex.raw('CREATE TABLE counters (id int PRIMARY KEY, total int NOT NULL)');
      await knex('counters').insert({ id: 1, total: 0 });
      const answers = await Promise.all(
        Array.from({ length: 120 }, async (_, index) => {
          if (index % 3 === 0) {
            // Lock, read, write back: only correct when no other connection's statements run in between.
            await knex.transaction(async (trx) => {
              const row = await trx('counters').where({ id: 1 }).forUpdate().first<{ total: number }>();
              await trx('counters')
                .where({ id: 1 })
                .update({ total: row.total + 1 });
            });
            return true;
          }
          // Parameters go through Parse/Bind/Execute: each connection must read back its own values.
          const { rows } = await knex.raw<{ rows: Array<{ n: number; label: string }> }>(
            'SELECT ?::int AS n, ?::text AS label',
            [index, `query ${index}`],
          );
          return rows[0]?.n === index && rows[0]?.label === `query ${index}`;
        }),
      );
      expect(answers.filter((correct) => !correct)).toHaveLength(0);
      expect((await knex('counters').where({ id: 1 }).first<{ total: number }>()).total).toBe(40);
    } finally {
      await knex.destroy();
      await embedded.stop();
    }
  }, 120_000);

  it('answers a failed extended-protocol query with one ReadyForQuery, for its Sync, as PostgreSQL does', async () => {
    const db = await PGlite.create();
    try {
      await db.exec("CREATE TABLE members (email text UNIQUE); INSERT INTO members VALUES ('taken@example.org')");
      const message = (type: string, ...parts: Buffer[]) => {
        const body = Buffer.concat(parts);
        const length = Buffer.alloc(4);
        length.writeInt32BE(body.length + 4);
        return new Uint8Array(Buffer.concat([Buffer.from(type), length, body]));
      };
      const text = (value: string) => Buffer.from(`${value}\0`);
      const int16 = (value: number) => Buffer.from([value >> 8, value & 0xff]);
      const insert = "INSERT INTO members VALUES ('taken@example.org')";
      const exchange = [
        message('P', text(''), text(insert), int16(0)),
        message('B', text(''), text(''), int16(0), int16(0), int16(0)),
        message('D', Buffer.from('P'), text('')),
        message('E', text(''), Buffer.alloc(4)),
        message('S'),
      ];
      const queue = new EmbeddedSessionQueue(db);
      const answers: string[] = [];
      for (const sent of exchange) {
        const types: string[] = [];
        await queue.enqueue(1, sent, (data) => {
          for (let offset = 0; offset < data.length; offset += 1 + Buffer.from(data).readInt32BE(offset + 1))
            types.push(String.fromCharCode(data[offset]!));
        });
        answers.push(types.join(''));
      }
      // The error, then nothing until the Sync, which alone answers ReadyForQuery (a client would otherwise
      // end its next query at the second one and read every later answer one query late).
      expect(answers.join(' ')).toMatch(/^[^Z]*E[^Z]* Z$/);
      expect(answers.join('').match(/Z/g)).toHaveLength(1);
    } finally {
      await db.close();
    }
  });
});
