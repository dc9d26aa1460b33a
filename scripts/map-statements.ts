// `npm run map-statements`: writes docs/map-statements.sql, the SQL the map's and the search's repositories
// send for fixed example arguments, so that a change to the hardest statements is reviewed as SQL in a diff.
// `--check` writes nothing and fails when the file is not what the code sends (npm run check).
//
// The repositories run on a knex whose client records each statement and answers no rows: nothing connects
// to a database, and each example shows the statements of an answer that found nothing.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import knexFactory, { type Knex } from 'knex';
import { format } from 'sql-formatter';
import { planViewport, type AltarFilters, type BoundingBox } from '@sacred/core/map';
import { AltarRepository } from '../api/src/altars/altar.repository';
import { AltarTileRepository } from '../api/src/altars/altar-tile.repository';
import { SearchRepository } from '../api/src/search/search.repository';

const OUTPUT = fileURLToPath(new URL('../docs/map-statements.sql', import.meta.url));

interface Statement {
  sql: string;
  bindings: readonly unknown[];
}

/** A knex that records what it would send and answers every statement with no rows. */
function recordingKnex(): { knex: Knex; take(): Statement[] } {
  const knex = knexFactory({ client: 'pg' });
  let statements: Statement[] = [];
  const client = knex.client as unknown as Record<string, unknown>;
  client.acquireConnection = async () => ({});
  client.releaseConnection = async () => undefined;
  client._query = async (_connection: unknown, query: Statement & { response?: unknown }) => {
    statements.push({ sql: query.sql, bindings: query.bindings ?? [] });
    return { ...query, response: { rows: [], rowCount: 0 } };
  };
  // As the pg client answers: a raw statement gets the whole result, a built query its rows.
  client.processResponse = (query: { method?: string; response: { rows: unknown[] } }) =>
    query.method === 'raw' ? query.response : query.response.rows;
  return {
    knex,
    take() {
      const taken = statements;
      statements = [];
      return taken;
    },
  };
}

const MILAN: BoundingBox = { west: 9.1, south: 45.44, east: 9.22, north: 45.5 };
const STREET: BoundingBox = { west: 9.18, south: 45.46, east: 9.19, north: 45.465 };
const POINT = { latitude: 45.4642, longitude: 9.19 };
const MEMBER = 42;

/** The examples: what the map and the search ask, each as one call of a repository. */
function examples(knex: Knex): Array<[title: string, run: () => Promise<unknown>]> {
  const altars = new AltarRepository(knex);
  const tiles = new AltarTileRepository(knex);
  const search = new SearchRepository(knex);
  const cells = (box: BoundingBox, zoom: number, filters: AltarFilters) => {
    const plan = planViewport(box, zoom, filters);
    return plan.level === undefined
      ? altars.liveCells(plan.grid, filters)
      : altars.cachedCells(plan.grid, plan.level, filters, plan.insideCells);
  };
  return [
    ['The newest altars (GET /api/altars), a guest, 20', () => altars.listJson(20, {}, undefined)],
    [
      'The nearest within 5 km (GET /api/altars?lat&lng), a guest, 200, as JSON written by PostgreSQL',
      () => altars.nearJson(POINT, 5000, 200, {}, undefined),
    ],
    [
      'The nearest within 5 km, a member (their own sensitive altars at the true point), eco-friendly only',
      () => altars.near(POINT, 5000, 200, { ecoFriendly: true }, MEMBER),
    ],
    ['A city viewport at zoom 11: clusters from the cached cells', () => cells(MILAN, 11, {})],
    [
      'A city viewport at zoom 6 with a name filter of two letters: the name-gram cache',
      () => cells(MILAN, 6, { q: 'ab' }),
    ],
    [
      'A city viewport at zoom 11 with a longer name filter: cells counted from the altars',
      () => cells(MILAN, 11, { q: 'abbey' }),
    ],
    [
      'A street viewport at zoom 16: the cells surely inside the box, then the altars in it, for a member',
      async () => {
        const plan = planViewport(STREET, 16, {});
        await cells(STREET, 16, {});
        await altars.countOwnSensitiveInBox(MEMBER, STREET, plan.spans, 1);
        return altars.inBox(STREET, plan.spans, 2000, {}, MEMBER);
      },
    ],
    ['The altar tile 14/8605/5862 as Mapbox Vector Tile', () => tiles.altarsAsMvt({ z: 14, x: 8605, y: 5862 }, 2000)],
    ['The search: altars whose name holds "spring", nearest first', () => search.altarsByName('spring', POINT, 8)],
  ];
}

const literal = (value: unknown): string =>
  value === null || value === undefined
    ? 'NULL'
    : typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : Array.isArray(value)
        ? `ARRAY[${value.map(literal).join(', ')}]`
        : // A string as JSON, every character outside printable ASCII escaped, so each stays on its comment line.
          JSON.stringify(String(value)).replace(
            /[^\x20-\x7e]/g,
            (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
          );

async function written(): Promise<string> {
  const { knex, take } = recordingKnex();
  const parts = [
    '-- The statements of the map and the search for fixed example arguments: written by',
    '-- scripts/map-statements.ts (npm run map-statements), checked by npm run check. Do not edit.',
    '',
  ];
  try {
    for (const [title, run] of examples(knex)) {
      await run();
      const statements = take();
      parts.push(`-- ${title}`);
      for (const { sql, bindings } of statements) {
        parts.push(
          format(sql, { language: 'postgresql', paramTypes: { numbered: ['$'] }, keywordCase: 'upper' }) + ';',
        );
        if (bindings.length > 0) {
          parts.push(`-- ${bindings.map((value, index) => `$${index + 1} = ${literal(value)}`).join(', ')}`);
        }
        parts.push('');
      }
    }
  } finally {
    await knex.destroy();
  }
  return parts.join('\n');
}

const text = await written();
if (process.argv.includes('--check')) {
  const current = (() => {
    try {
      return readFileSync(OUTPUT, 'utf8');
    } catch {
      return '';
    }
  })();
  if (current !== text) {
    console.error(
      `${path.relative(process.cwd(), OUTPUT)} is not what the code sends: run \`npm run map-statements\`.`,
    );
    process.exit(1);
  }
  console.log('map-statements: current');
} else {
  writeFileSync(OUTPUT, text);
  console.log(`map-statements: wrote ${path.relative(process.cwd(), OUTPUT)}`);
}
