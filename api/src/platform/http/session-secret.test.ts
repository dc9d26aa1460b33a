import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../app';
import { startTestApp, UNREACHABLE_BASEMAP, type TestApp } from '../../../test/app';
import { TestClient, validSignup } from '../../../test/http';
import { loadConfig } from '../config';

/** Outside production the session secret is generated once, never a value from the source. */

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ sessionSecret: undefined });
});
afterAll(() => app?.close());

const signatureOf = (cookie: string, secret: string) => {
  const value = decodeURIComponent(cookie.split('=')[1] ?? '');
  const sid = value.slice(2, value.lastIndexOf('.'));
  return {
    given: value.slice(value.lastIndexOf('.') + 1),
    expected: createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, ''),
  };
};

describe('the development session secret', () => {
  it('has no default in the configuration, and production still requires one', () => {
    expect(loadConfig({}).sessionSecret).toBeUndefined();
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET must be set in production/);
  });

  it('is random, kept in app_keys, signs the cookies and survives a restart', async () => {
    const row = await app.db.knex('app_keys').where({ name: 'session-secret' }).first<{ value: string }>();
    expect(typeof row.value).toBe('string');
    expect(row.value.length).toBeGreaterThanOrEqual(64);

    const client = new TestClient(app.url);
    expect((await client.post('/api/auth/signup', validSignup())).status).toBe(201);
    const cookie = client.cookie ?? '';
    const withStored = signatureOf(cookie, row.value);
    expect(withStored.given).toBe(withStored.expected);
    const withOldDefault = signatureOf(cookie, 'sacred-spaces-development-secret-change-me');
    expect(withOldDefault.given).not.toBe(withOldDefault.expected);

    // A second instance on the same database reads the same secret: the member stays signed in there.
    let second: RunningServer | undefined;
    try {
      second = await startServer({
        databaseUrl: app.db.url,
        port: 0,
        host: '127.0.0.1',
        seed: 'none',
        logLevel: 'silent',
        sessionSecret: undefined,
        weatherBaseUrl: 'http://127.0.0.1:9',
        writeRateLimit: undefined,
        basemap: UNREACHABLE_BASEMAP,
      });
      const elsewhere = new TestClient(second.url);
      elsewhere.cookie = cookie;
      expect((await elsewhere.get('/api/auth/user')).status).toBe(200);
    } finally {
      await second?.close();
    }
  });
});
