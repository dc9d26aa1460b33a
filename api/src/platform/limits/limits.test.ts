import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAX_LIST_ITEMS } from '@sacred/core/limits';
import { buildSchema, Kind, parse, type GraphQLSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { TestClient } from '../../../test/http';
import { SUMMARY_ROW_COST } from '../../pilgrimages/pilgrimage.repository';
import { RESOLVERS } from '../../resolvers';
import { LIST_COST, LIST_COST_MESSAGE, listCost } from './list-cost';
import { createInProcessPubSub } from '../infra/pubsub';
import { buildGraphqlSchema } from '../graphql/schema';
import {
  GRAPHQL_LIMIT_MESSAGES,
  GRAPHQL_LIMITS,
  graphqlProtection,
  validateWithLimits,
  withoutSuggestions,
} from '../graphql/graphql-limits';

let app: TestApp;
let appSchema: GraphQLSchema;

beforeAll(async () => {
  app = await startTestApp();
  appSchema = await buildGraphqlSchema(createInProcessPubSub(), RESOLVERS);
});

afterAll(async () => {
  await app?.close();
});

const codeOf = (body: { errors?: Array<{ message: string; extensions?: { code?: string } }> }) => body.errors?.[0];

describe('GraphQL limits', () => {
  it('refuses a query nested deeper than 12 levels (checked on a recursive schema)', () => {
    const schema = buildSchema('type Node { child: Node name: String } type Query { node: Node }');
    const rules = graphqlProtection({ nodeEnv: 'test', graphqlIntrospection: true }).validationRules;
    const query = (depth: number) => parse(`{ node ${'{ child '.repeat(depth)}{ name }${' }'.repeat(depth)} }`);
    expect(validateWithLimits(rules)(schema, query(8))).toEqual([]);
    const errors = validateWithLimits(rules)(schema, query(14));
    expect(errors.map((error) => error.message).join(' ')).toMatch(/depth/i);
  });

  it('hides field suggestions in production and when introspection is off', () => {
    const hidden = (nodeEnv: 'production' | 'test', graphqlIntrospection: boolean) =>
      graphqlProtection({ nodeEnv, graphqlIntrospection }).hideSuggestions;
    expect([hidden('test', true), hidden('production', true), hidden('test', false)]).toEqual([false, true, true]);
    expect(withoutSuggestions('Cannot query field "nme" on type "Altar". Did you mean "name"?')).toBe(
      'Cannot query field "nme" on type "Altar".',
    );
  });

  it('refuses more than 15 aliases', async () => {
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: altars(limit: 1) { id }`).join(' ');
    const { status, body } = await app.graphql(`{ ${aliases} }`);
    expect(status).toBe(400);
    expect(codeOf(body)?.message).toMatch(/alias/i);
  });

  it('refuses a document of too many tokens', async () => {
    const fields = Array.from({ length: 1500 }, () => 'id').join(' ');
    const { status } = await app.graphql(`{ altars(limit: 1) { ${fields} } }`);
    expect(status).toBe(400);
  });

  it('refuses a document over the size limit before parsing it, also when it is only whitespace', async () => {
    const padded = `{ altars(limit: 1) { id } }${' '.repeat(GRAPHQL_LIMITS.maxDocumentBytes)}`;
    const { status, body } = await app.graphql(padded);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toBe(GRAPHQL_LIMIT_MESSAGES.documentTooLarge);
  });

  it('counts list sizes in the cost: fifteen aliases of a 2,000-altar list are refused, over HTTP and WebSocket', async () => {
    const fields = 'id name description latitude longitude altarType isEcoFriendly createdAt';
    const aliases = Array.from({ length: 15 }, (_, i) => `a${i}: altars(limit: 2000) { ${fields} }`).join(' ');
    const http = await app.graphql(`{ ${aliases} }`);
    expect(http.status).toBe(400);
    expect(http.body.errors?.[0]?.message).toBe(LIST_COST_MESSAGE);
    // The size may come in a variable.
    const viaVariable = await app.graphql(`query Many($n: Int) { ${aliases.replaceAll('limit: 2000', 'limit: $n')} }`, {
      n: 2000,
    });
    expect(viaVariable.status).toBe(400);
    // One such list is an ordinary map question.
    const one = await app.graphql(`{ altars(limit: 2000) { ${fields} } }`);
    expect(one.status).toBe(200);
    expect(one.body.errors).toBeUndefined();

    const client = new TestClient(app.url).socket();
    try {
      const outcome = await new Promise<{ errors?: readonly { message: string }[] }>((resolve) => {
        client.subscribe(
          { query: `{ ${aliases} }` },
          { next: resolve, error: (errors) => resolve({ errors: errors as never }), complete: () => undefined },
        );
      });
      expect(outcome.errors?.[0]?.message).toBe(LIST_COST_MESSAGE);
    } finally {
      await client.dispose();
    }
  });

  it('keeps every operation of the web app within the list cost at the largest sizes it asks for', async () => {
    const folder = fileURLToPath(new URL('../../../../web/src/features/', import.meta.url));
    const files = (await readdir(folder, { recursive: true })).filter((file) => file.endsWith('.graphql'));
    expect(files.length).toBeGreaterThan(20);
    const largest = { limit: MAX_LIST_ITEMS, first: MAX_LIST_ITEMS };
    for (const file of files) {
      const document = parse(await readFile(path.join(folder, file), 'utf8'));
      const names = document.definitions.flatMap((definition) =>
        definition.kind === Kind.OPERATION_DEFINITION ? [definition.name?.value] : [],
      );
      for (const name of names)
        expect(listCost(document, name, largest, appSchema), `${file} ${name}`).toBeLessThanOrEqual(LIST_COST.maxCost);
    }
  });

  it('counts the columns a browse row computes whatever is asked, on top of the fields asked', () => {
    const one = parse('{ browsePilgrimages(limit: 200) { id } }');
    expect(SUMMARY_ROW_COST).toBeGreaterThan(0);
    expect(listCost(one, undefined, {}, appSchema)).toBe(1 + 200 * (1 + SUMMARY_ROW_COST));
    // Through a fragment too, and fifteen aliases cost fifteen times one.
    const aliases = Array.from({ length: 15 }, (_, i) => `a${i}: browsePilgrimages(limit: 200) { ...F }`).join(' ');
    const many = parse(`query Q { ${aliases} } fragment F on PilgrimageSummary { id }`);
    expect(listCost(many, 'Q', {}, appSchema)).toBe(15 * (1 + 200 * (1 + SUMMARY_ROW_COST)));
    // A list without per-row work costs its fields only.
    expect(listCost(parse('{ altars(limit: 200) { id } }'), undefined, {}, appSchema)).toBe(1 + 200);
  });

  it('does not run batched requests', async () => {
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ query: '{ altars(limit: 1) { id } }' }, { query: '{ altars(limit: 1) { id } }' }]),
    });
    expect(response.status).toBe(400);
  });

  it('still answers an ordinary query', async () => {
    const { status, body } = await app.graphql('{ altars(limit: 2) { id name } }');
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
  });
});

describe('security headers', () => {
  it('sends a content security policy and the usual hardening headers', async () => {
    const response = await fetch(`${app.url}/healthz`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });
});
