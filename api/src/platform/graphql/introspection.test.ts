import { createClient, type ExecutionResult } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestApp, type TestApp } from '../../../test/app';

const INTROSPECT = '{ __schema { queryType { name } } }';

/** Runs one operation over graphql-ws and returns its first result (or the errors it failed with). */
async function overSocket(app: TestApp, query: string): Promise<ExecutionResult> {
  const client = createClient({
    url: `${app.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
  });
  try {
    const results = client.iterate({ query });
    const first = await results.next().catch((errors: unknown) => ({ value: { errors } as ExecutionResult }));
    await results.return?.();
    return first.value as ExecutionResult;
  } finally {
    await client.dispose();
  }
}

const messagesOf = (result: ExecutionResult) =>
  (result.errors as unknown as Array<{ message: string }> | undefined)?.map((error) => error.message) ?? [];

describe('GraphQL introspection (GRAPHQL_INTROSPECTION)', () => {
  let open: TestApp;
  let closed: TestApp;

  beforeAll(async () => {
    [open, closed] = await Promise.all([startTestApp(), startTestApp({ graphqlIntrospection: false })]);
  });

  afterAll(async () => {
    await Promise.all([open?.close(), closed?.close()]);
  });

  it('answers introspection over HTTP and WebSocket by default', async () => {
    const { status, body } = await open.graphql(INTROSPECT);
    expect(status).toBe(200);
    expect(body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    const result = await overSocket(open, INTROSPECT);
    expect(result.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });

  it('refuses introspection over HTTP and WebSocket when turned off, and still runs queries', async () => {
    const { status, body } = await closed.graphql(INTROSPECT);
    expect(status).toBe(400);
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.message).toMatch(/introspection/i);
    expect(body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');

    const refused = await overSocket(closed, INTROSPECT);
    expect(refused.data).toBeUndefined();
    expect(messagesOf(refused).join(' ')).toMatch(/introspection/i);

    const ordinary = await overSocket(closed, '{ altars(limit: 1) { id } }');
    expect(ordinary).toEqual({ data: { altars: [] } });
  });

  it('hides "Did you mean" field suggestions only when introspection is off', async () => {
    const typo = '{ altars(limit: 1) { nme } }';
    expect((await open.graphql(typo)).body.errors?.[0]?.message).toMatch(/Did you mean/);
    const hidden = (await closed.graphql(typo)).body.errors?.[0]?.message;
    expect(hidden).toMatch(/nme/);
    expect(hidden).not.toMatch(/Did you mean/);
    const overWs = messagesOf(await overSocket(closed, typo)).join(' ');
    expect(overWs).toMatch(/nme/);
    expect(overWs).not.toMatch(/Did you mean/);
    expect(messagesOf(await overSocket(open, typo)).join(' ')).toMatch(/Did you mean/);
  });

  it('holds WebSocket operations to the same limits as HTTP', async () => {
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: altars(limit: 1) { id }`).join(' ');
    const result = await overSocket(open, `{ ${aliases} }`);
    expect(result.data).toBeUndefined();
    expect(messagesOf(result).join(' ')).toMatch(/alias/i);
  });
});
