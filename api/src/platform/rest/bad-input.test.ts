import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import {
  buildSchema,
  getNamedType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  isEnumType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { jobsIdle } from '../../../test/jobs';
import { buildPilgrimage } from '../../../test/factories';
import { TestClient, validSignup } from '../../../test/http';
import { REST_ROUTES } from '../../routes';
import type { RestRoute } from './rest';

/**
 * Bad input, property-based: for every REST body, query string and path parameter and every
 * GraphQL mutation's variables, random malformed, oversized, wrongly typed and boundary values. The
 * properties: never a 5xx, always a message with a 4xx, and no row of any table changed by a 4xx.
 *
 * PROPERTY_RUNS sets the runs per endpoint (default 15, so the suite stays near a minute on two cores);
 * the thorough run is `PROPERTY_RUNS=1000` (see docs/reliability.md). PROPERTY_SEED replays a run.
 */
const RUNS = Number(process.env.PROPERTY_RUNS ?? 15);
const SEED = process.env.PROPERTY_SEED === undefined ? undefined : Number(process.env.PROPERTY_SEED);

/**
 * Left out of the checksum: what a refused request may legitimately touch (the session's expiry, sign-in
 * failure counters), what a job rewrites on its own clock whatever requests come (the community sidebar's
 * counters, recounted each minute) and static reference data no route writes (the 135,000-place gazetteer, PostGIS's
 * spatial_ref_sys), which would make every checksum a full scan.
 */
const LEFT_OUT = new Set([
  'sessions',
  'rate_limit_points',
  'community_sidebar',
  'knex_migrations',
  'knex_migrations_lock',
  'places',
  'spatial_ref_sys',
]);

let app: TestApp;
let member: TestClient;
let memberId: number;
let ids: Record<string, number>;
let tables: string[];

/** An md5 of every table's rows (but those above), by table: any insert, update or delete changes one. */
async function checksum(): Promise<Record<string, string>> {
  const parts = tables.map(
    (table) =>
      `SELECT '${table}' AS name, (SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) FROM "${table}" t) AS sum`,
  );
  const result = await app.db.knex.raw(parts.join(' UNION ALL '));
  return Object.fromEntries((result.rows as Array<{ name: string; sum: string }>).map((row) => [row.name, row.sum]));
}

/** The tables whose rows differ between two checksums. */
const changedTables = (before: Record<string, string>, after: Record<string, string>): string[] =>
  Object.keys(after).filter((table) => before[table] !== after[table]);

/** Strings that have broken servers: NUL bytes, lone surrogates, SQL and HTML, huge, numeric-looking. */
const nastyString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    "'; DROP TABLE altars; --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    'NaN',
    'Infinity',
    '-1',
    '0',
    '1e309',
    '99999999999999999999',
    '2026-02-30',
    'null',
    '__proto__',
    'data:image/png;base64,AAAA',
    'https://127.0.0.1:9/x.jpg',
  ),
  fc.integer({ min: 1_000, max: 200_000 }).map((length) => 'x'.repeat(length)),
);

/** Text a URL can carry (a lone surrogate cannot be percent-encoded). */
const urlText = (maxLength: number) =>
  nastyString.filter((text) => text.length < maxLength && !/[\ud800-\udfff]/u.test(text));

const boundaryNumber = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    1,
    0.5,
    90,
    -90,
    90.0001,
    180.0001,
    -180.0001,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53,
    1e308,
    -1e308,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const nastyValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    nastyString,
    boundaryNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      nastyString.filter((key) => key.length < 50),
      tie('value'),
      { maxKeys: 3 },
    ),
  ),
})).value;

/** A body with the schema's own field names, each holding a random (mostly wrong) value. */
function shapedBody(route: RestRoute): fc.Arbitrary<unknown> {
  const fields = Object.keys(route.schema?.body?.describe().fields ?? {});
  if (fields.length === 0) return fc.jsonValue();
  return fc.record(Object.fromEntries(fields.map((field) => [field, nastyValue])), { requiredKeys: [] });
}

const bodyOf = (route: RestRoute) => fc.oneof(shapedBody(route), fc.jsonValue(), nastyValue);

function pathOf(route: RestRoute, parameter: string | undefined, self = memberId): string {
  return `/api${route.path.replace(/:(\w+)/g, (_match, name: string) => {
    if (parameter !== undefined) return encodeURIComponent(parameter);
    if (route.path.startsWith('/users/')) return String(self);
    if (name === 'latitude') return '44.1';
    if (name === 'longitude') return '-71.6';
    const resource = /^\/([\w-]+)/.exec(route.path)?.[1] ?? '';
    return String(ids[resource] ?? 1);
  })}`;
}

interface Answer {
  status: number;
  text: string;
  body: { message?: unknown; errors?: unknown } | undefined;
}

const failures: string[] = [];
let baseline: Record<string, string>;

/** Checks one answer against the three properties; a success moves the baseline on. */
async function judge(where: string, answer: Answer, refused: boolean) {
  // Work an accepted request queued (a push, an email) runs after its answer: its rows must land before the
  // baseline moves on, or they would be blamed on the next, refused request.
  await jobsIdle(app.db.knex, 'all', 5_000);
  const after = await checksum();
  if (answer.status >= 500) failures.push(`${where}: ${answer.status} ${answer.text.slice(0, 200)}`);
  if (refused) {
    const message =
      answer.body?.message ?? (answer.body?.errors as Array<{ message?: unknown }> | undefined)?.[0]?.message;
    if (typeof message !== 'string' || message === '')
      failures.push(`${where}: no message ${answer.text.slice(0, 200)}`);
    const changed = changedTables(baseline, after);
    if (changed.length > 0) failures.push(`${where}: a refused request changed rows of ${changed.join(', ')}`);
  }
  baseline = after;
}

function describeInput(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 160 ? `${text.slice(0, 160)}…(${text.length})` : text;
}

beforeAll(async () => {
  app = await startTestApp();
  member = new TestClient(app.url);
  const signedUp = await member.post('/api/auth/signup', validSignup());
  memberId = (signedUp.body.user as { id: number }).id;
  const png = await sharp({ create: { width: 24, height: 24, channels: 3, background: '#4a6b3a' } })
    .png()
    .toBuffer();
  const altar = await member.post('/api/altars', {
    name: 'Cairn by the Brook',
    altarType: 'Stone Circle',
    latitude: 44.1,
    longitude: -71.6,
    photos: [`data:image/png;base64,${png.toString('base64')}`],
  });
  const post = await member.post('/api/posts', { content: 'First frost #winter' });
  const journal = await member.post(`/api/users/${memberId}/journal-entries`, { content: 'Quiet morning.' });
  const pilgrimage = await buildPilgrimage(app.db.knex);
  const started = await member.post(`/api/pilgrimages/${pilgrimage.id}/start`, {});
  const update = await member.post(`/api/active-pilgrimages/${started.body.id as number}/share`, {
    updateType: 'reflection',
    content: 'Onward.',
  });
  ids = {
    altars: altar.body.id as number,
    posts: post.body.id as number,
    'journal-entries': journal.body.id as number,
    pilgrimages: pilgrimage.id,
    'active-pilgrimages': started.body.id as number,
    'pilgrimage-updates': update.body.id as number,
  };
  expect(Object.values(ids).every((id) => Number.isInteger(id))).toBe(true);
  const rows = await app.db.knex('pg_tables').select('tablename').where({ schemaname: 'public' });
  tables = rows.map((row: { tablename: string }) => row.tablename).filter((name) => !LEFT_OUT.has(name));
  baseline = await checksum();
});

afterAll(async () => {
  await app?.close();
  if (failures.length > 0) console.error(failures.join('\n'));
});

/** Routes that would end the member's session or account mid-run; their bad input is checked by signing up afresh. */
const SESSION_ENDING = new Set(['POST /auth/logout', 'GET /logout', 'DELETE /users/:id']);

/**
 * A member of its own for one run of a session-ending route, so whatever the run ends is theirs alone;
 * the checksum's baseline moves past their sign-up.
 */
async function throwawayMember(): Promise<{ client: TestClient; id: number }> {
  const client = new TestClient(app.url);
  const signedUp = await client.post('/api/auth/signup', validSignup());
  expect(signedUp.status).toBe(201);
  baseline = await checksum();
  return { client, id: (signedUp.body.user as { id: number }).id };
}
const routeKey = (route: RestRoute) => `${route.method.toUpperCase()} ${route.path}`;
const withBody = REST_ROUTES.filter(
  (route) => ['post', 'put', 'patch'].includes(route.method) && !SESSION_ENDING.has(routeKey(route)),
);
const withoutBody = REST_ROUTES.filter(
  (route) => ['get', 'delete'].includes(route.method) && !SESSION_ENDING.has(routeKey(route)),
);

describe('random bad input on REST', () => {
  it.each(withBody.map((route) => [routeKey(route), route] as const))(
    '%s: random bodies never cause a 5xx or a change on refusal',
    async (where, route) => {
      failures.length = 0;
      await fc.assert(
        fc.asyncProperty(bodyOf(route), async (body) => {
          const answer = await member.request(route.method.toUpperCase(), pathOf(route, undefined), body);
          await judge(`${where} ${describeInput(body)}`, answer, answer.status >= 400);
        }),
        { numRuns: RUNS, seed: SEED },
      );
      expect(failures.join('\n')).toBe('');
    },
  );

  it.each(REST_ROUTES.filter((route) => route.path.includes(':')).map((route) => [routeKey(route), route] as const))(
    '%s: random path parameters never cause a 5xx',
    async (where, route) => {
      failures.length = 0;
      await fc.assert(
        fc.asyncProperty(urlText(2_000), async (parameter) => {
          const body = route.method === 'get' || route.method === 'delete' ? undefined : {};
          const client = SESSION_ENDING.has(where) ? (await throwawayMember()).client : member;
          const answer = await client.request(route.method.toUpperCase(), pathOf(route, parameter), body);
          await judge(`${where} ${describeInput(parameter)}`, answer, answer.status >= 400);
        }),
        { numRuns: Math.ceil(RUNS / 2), seed: SEED },
      );
      expect(failures.join('\n')).toBe('');
    },
  );

  it.each(withoutBody.map((route) => [routeKey(route), route] as const))(
    '%s: random query strings never cause a 5xx',
    async (where, route) => {
      failures.length = 0;
      const fields = Object.keys(route.schema?.query?.describe().fields ?? {});
      const names = fields.length > 0 ? fc.constantFrom(...fields) : fc.string({ minLength: 1, maxLength: 12 });
      const query = fc.array(fc.tuple(names, urlText(4_000)), { maxLength: 5 });
      await fc.assert(
        fc.asyncProperty(query, async (pairs) => {
          const search = new URLSearchParams(pairs).toString();
          const answer = await member.request(route.method.toUpperCase(), `${pathOf(route, undefined)}?${search}`);
          await judge(`${where} ?${search.slice(0, 160)}`, answer, answer.status >= 400);
        }),
        { numRuns: Math.ceil(RUNS / 2), seed: SEED },
      );
      expect(failures.join('\n')).toBe('');
    },
  );

  it('refuses bad input on the session-ending routes too, as a fresh member', async () => {
    failures.length = 0;
    await fc.assert(
      fc.asyncProperty(nastyValue, async (body) => {
        const { client } = await throwawayMember();
        const answer = await client.request('POST', '/api/auth/logout', body);
        await judge(`POST /auth/logout ${describeInput(body)}`, answer, answer.status >= 400);
      }),
      { numRuns: Math.ceil(RUNS / 4), seed: SEED },
    );
    expect(failures.join('\n')).toBe('');
  });

  it.each(
    REST_ROUTES.filter((route) => ['get', 'delete'].includes(route.method) && SESSION_ENDING.has(routeKey(route))).map(
      (route) => [routeKey(route), route] as const,
    ),
  )('%s: random query strings never cause a 5xx, as a fresh member', async (where, route) => {
    failures.length = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(nastyString, urlText(4_000)), { maxLength: 5 }), async (pairs) => {
        const search = new URLSearchParams(pairs.filter(([name]) => !/[\ud800-\udfff]/u.test(name))).toString();
        const { client, id } = await throwawayMember();
        const answer = await client.request(route.method.toUpperCase(), `${pathOf(route, undefined, id)}?${search}`);
        await judge(`${where} ?${search.slice(0, 160)}`, answer, answer.status >= 400);
      }),
      { numRuns: Math.ceil(RUNS / 4), seed: SEED },
    );
    expect(failures.join('\n')).toBe('');
  });
});

const schema = buildSchema(readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8'));

/** A value of a GraphQL input type: mostly well typed with boundary and nasty contents, sometimes wrong. */
function valueOf(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (type instanceof GraphQLNonNull) return valueOf(type.ofType as GraphQLInputType, depth);
  const wrong = fc.oneof(nastyValue, fc.constant(null));
  let right: fc.Arbitrary<unknown>;
  if (type instanceof GraphQLList) {
    right = fc.array(valueOf(type.ofType as GraphQLInputType, depth + 1), { maxLength: 4 });
  } else if (type instanceof GraphQLInputObjectType) {
    const fields = type.getFields();
    right =
      depth > 3
        ? fc.constant({})
        : fc.record(
            Object.fromEntries(Object.values(fields).map((field) => [field.name, valueOf(field.type, depth + 1)])),
            { requiredKeys: [] },
          );
  } else if (isEnumType(type)) {
    right = fc.constantFrom(...type.getValues().map((value) => value.name));
  } else {
    switch (type.name) {
      case 'Int':
        right = fc.oneof(fc.integer(), fc.constantFrom(0, -1, 1, 2 ** 31 - 1, -(2 ** 31)));
        break;
      case 'Float':
        right = boundaryNumber;
        break;
      case 'Boolean':
        right = fc.boolean();
        break;
      default:
        right = nastyString;
    }
  }
  return fc.oneof({ weight: 4, arbitrary: right }, { weight: 1, arbitrary: wrong });
}

function documentOf(name: string, field: GraphQLField<unknown, unknown>): string {
  const declared = field.args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  return `mutation M${declared ? `(${declared})` : ''} { ${name}${passed ? `(${passed})` : ''}${selection} }`;
}

const SESSION_MUTATIONS = new Set(['logout', 'deleteAccount', 'login', 'signup']);
const mutations = Object.entries(schema.getMutationType()?.getFields() ?? {}).filter(
  ([name, field]) => field.args.length > 0 && !SESSION_MUTATIONS.has(name),
);

describe('random bad input on GraphQL', () => {
  it.each(mutations)('%s: random variables never cause a 5xx or a change on refusal', async (name, field) => {
    failures.length = 0;
    const variables = fc.record(Object.fromEntries(field.args.map((arg) => [arg.name, valueOf(arg.type)])), {
      requiredKeys: [],
    });
    await fc.assert(
      fc.asyncProperty(variables, async (values) => {
        const answer = await member.graphql(documentOf(name, field), values);
        const refused = answer.status >= 400 || Array.isArray(answer.body?.errors);
        await judge(`${name} ${describeInput(values)}`, answer, refused);
      }),
      { numRuns: RUNS, seed: SEED },
    );
    expect(failures.join('\n')).toBe('');
  });

  it('signup and login: random input never causes a 5xx or a change on refusal', async () => {
    failures.length = 0;
    for (const name of ['signup', 'login']) {
      const field = schema.getMutationType()!.getFields()[name]!;
      await fc.assert(
        fc.asyncProperty(valueOf(field.args[0]!.type), async (input) => {
          const answer = await new TestClient(app.url).graphql(documentOf(name, field), { input });
          const refused = answer.status >= 400 || Array.isArray(answer.body?.errors);
          await judge(`${name} ${describeInput(input)}`, answer, refused);
        }),
        { numRuns: Math.ceil(RUNS / 2), seed: SEED },
      );
    }
    expect(failures.join('\n')).toBe('');
  });
});
