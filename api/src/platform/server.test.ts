import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';

describe('the HTTP platform', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  it('answers /healthz with 200 while the database answers', async () => {
    const response = await fetch(`${app.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('tags every answer with a request id, keeping a sane one the client sent', async () => {
    const generated = await fetch(`${app.url}/healthz`);
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await fetch(`${app.url}/healthz`, { headers: { 'x-request-id': 'trail-42' } });
    expect(echoed.headers.get('x-request-id')).toBe('trail-42');
    const hostile = await fetch(`${app.url}/healthz`, { headers: { 'x-request-id': '<script>' } });
    expect(hostile.headers.get('x-request-id')).not.toBe('<script>');
  });

  it('answers malformed JSON with 400 and a message', async () => {
    const response = await fetch(`${app.url}/api/altars`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('answers an oversized body with 413 and a message', async () => {
    const response = await fetch(`${app.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ story: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'The request body is too large.' });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await fetch(`${app.url}/api/no-such-thing`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/json/);
    expect(await response.json()).toEqual({ message: 'There is no such API path.' });
  });

  it('answers a GraphQL syntax error with 400 and the parser message', async () => {
    const { status, body } = await app.graphql('{ altars { id ');
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('refuses a GraphQL GET without a preflight header (CSRF prevention)', async () => {
    const response = await fetch(`${app.url}/graphql?query=${encodeURIComponent('{ altars { id } }')}`);
    expect(response.status).toBe(400);
  });
});

describe('when the database goes away', () => {
  it('answers /healthz and data calls with 503, not 500', async () => {
    const app = await startTestApp();
    try {
      await app.db.destroy();
      const health = await fetch(`${app.url}/healthz`);
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual({ message: 'The database is not answering.' });
      const altars = await fetch(`${app.url}/api/altars`);
      expect(altars.status).toBe(503);
      const { body } = await app.graphql('{ altars { id } }');
      expect(body.errors?.[0]?.extensions?.code).toBe('UNAVAILABLE');
    } finally {
      await app.server.close();
    }
  });
});
