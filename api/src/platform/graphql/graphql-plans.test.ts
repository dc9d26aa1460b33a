import type { AddressInfo } from 'node:net';
import express from 'express';
import { buildSchema, execute, GraphQLError, parse, type GraphQLFieldResolver } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestContext } from '../context';
import { planGraphqlQueries, readCountedByPlan } from './graphql-plans';

/**
 * Planned GraphQL queries (graphql-plans.ts) on a small schema: the planned answer is, byte for byte,
 * what graphql-js executes and Apollo writes (`JSON.stringify(result) + '\n'`); what the plan does not
 * cover, and every error, reaches the next handler (Apollo), marked when its read was counted.
 */
const schema = buildSchema(`
  type Spot { id: Int! name: String! lat: Float! tags: [String!]! note: String inner: Inner }
  type Inner { level: Int! }
  type Query {
    spots(limit: Int = 2, near: Float): [Spot!]!
    spot(id: Int!): Spot
    broken: [Spot!]!
    failing: Int!
    count: Int!
  }
`);
const spots = [
  { id: 1, name: 'Fern "Hollow"\n', lat: 0.0000001, tags: ['moss', 'é🌿'], note: null, inner: { level: 3 } },
  { id: 2, name: 'Cedar', lat: 39.74, tags: [], note: 'quiet', inner: null },
  { id: 3, name: 'Heron', lat: -105, tags: ['x'], note: undefined, inner: { level: 0 } },
];
const resolvers: Record<string, GraphQLFieldResolver<unknown, { calls: number }, Record<string, unknown>>> = {
  spots: (_source, args, context) => {
    context.calls += 1;
    return spots.slice(0, args.limit as number);
  },
  spot: (_source, args) => spots.find((spot) => spot.id === args.id) ?? null,
  broken: () => [{ id: 9, name: null, lat: 1, tags: [] }],
  failing: () => {
    throw new GraphQLError('no');
  },
  count: () => 3,
};
for (const [name, resolve] of Object.entries(resolvers)) {
  const field = schema.getQueryType()?.getFields()[name];
  if (field) field.resolve = resolve as never;
}

let url = '';
let server: ReturnType<express.Express['listen']>;
const context = { calls: 0 };
let refuse = false;
const handedOn: Array<{ counted: boolean }> = [];

beforeAll(async () => {
  const app = express();
  app.use(express.json());
  app.post(
    '/graphql',
    planGraphqlQueries({
      schema,
      parseOptions: { maxTokens: 500 },
      validationRules: [],
      contextOf: () => context as unknown as RequestContext,
      beforeRun: async () => {
        if (refuse) throw new GraphQLError('refused');
      },
      maxPlans: 2,
    }),
    (req, res) => {
      handedOn.push({ counted: readCountedByPlan(req) });
      res.status(299).send('next');
    },
  );
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});

afterAll(() => {
  server?.close();
});

async function post(body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

/** What graphql-js answers and Apollo writes for the same request. */
async function reference(query: string, variables?: Record<string, unknown>) {
  const result = await execute({
    schema,
    document: parse(query),
    variableValues: variables,
    contextValue: { calls: 0 },
  });
  return `${JSON.stringify({ errors: result.errors, data: result.data })}\n`;
}

describe('planned GraphQL queries', () => {
  it('answers a planned query as graphql-js and Apollo would, byte for byte', async () => {
    for (const [query, variables] of [
      ['{ spots { id name lat tags note inner { level } } }', undefined],
      ['query Near($n: Int) { first: spots(limit: $n) { __typename id lat } total: count }', { n: 3 }],
      ['query ($id: Int!) { spot(id: $id) { name inner { level __typename } } }', { id: 3 }],
      ['query ($id: Int!) { spot(id: $id) { name } }', { id: 42 }],
    ] as const) {
      const before = handedOn.length;
      const answer = await post({ query, variables });
      expect(answer).toEqual({
        status: 200,
        type: 'application/json; charset=utf-8',
        text: await reference(query, variables),
      });
      expect(handedOn.length).toBe(before);
    }
  });

  it('runs the resolver once per request, from a plan kept between requests', async () => {
    const calls = context.calls;
    for (let i = 0; i < 3; i += 1) await post({ query: '{ spots { id } }' });
    expect(context.calls).toBe(calls + 3);
  });

  it('hands on what it does not plan, uncounted', async () => {
    const before = handedOn.length;
    for (const body of [
      { query: '{ spots { ...F } } fragment F on Spot { id }' },
      { query: '{ spots @include(if: true) { id } }' },
      { query: '{ spots { id id } }' },
      { query: 'mutation { x }' },
      { query: '{ nope }' },
      { query: '{ spots { id } ' },
      { query: '{ spots { id } }', variables: [1] },
      { query: '{ spots { id } }', extensions: { persistedQuery: {} } },
      { query: 'query A { count } query B { count }', operationName: 'A' },
      { query: 'query ($n: Int) { spots(limit: $n) { id } }', variables: { n: 'two' } },
    ]) {
      expect((await post(body)).status).toBe(299);
    }
    expect((await post({ query: '{ count }' }, { accept: 'application/graphql-response+json' })).status).toBe(299);
    expect(handedOn.slice(before)).toEqual(Array.from({ length: 11 }, () => ({ counted: false })));
  });

  it('hands on a refused request uncounted, and a failed one counted', async () => {
    const before = handedOn.length;
    refuse = true;
    expect((await post({ query: '{ count }' })).status).toBe(299);
    refuse = false;
    expect((await post({ query: '{ failing }' })).status).toBe(299);
    expect((await post({ query: '{ broken { id name } }' })).status).toBe(299);
    expect(handedOn.slice(before)).toEqual([{ counted: false }, { counted: true }, { counted: true }]);
  });
});
