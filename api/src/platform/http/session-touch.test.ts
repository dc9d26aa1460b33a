import session from 'express-session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { TestClient, validSignup } from '../../../test/http';
import { SESSION_TOUCH_INTERVAL_MS, touchAtMostEveryMinute } from './session';

/**
 * Cheaper requests: a guest's map request reads and writes no session; a member's requests
 * extend the stored session at most once a minute instead of writing it on every answer.
 */
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
});

const sessionRows = async () =>
  (await app.db.knex('sessions').select('sid', 'expire')) as Array<{ sid: string; expire: Date }>;

describe('sessions on map requests', () => {
  it('stores nothing and sets no cookie for a guest', async () => {
    const before = await sessionRows();
    const response = await fetch(`${app.url}/api/altars?lat=39.74&lng=-104.99`);
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await sessionRows()).toEqual(before);
  });

  it("extends a member's stored session at most once a minute", async () => {
    const member = new TestClient(app.url);
    expect((await member.post('/api/auth/signup', validSignup())).status).toBe(201);
    const sid = decodeURIComponent(member.cookie?.split('=')[1] ?? '')
      .slice(2)
      .split('.')[0];
    // The row's version (xmin) changes with every UPDATE, even one that writes the same expiry again: a
    // touch on every answer is seen at once, without waiting for the clock to move the expiry on.
    const versionOf = async () =>
      (
        await app.db
          .knex('sessions')
          .where({ sid })
          .first<{ version: string } | undefined>(app.db.knex.raw('xmin::text as version'))
      )?.version;
    const afterSignIn = await versionOf();
    expect(afterSignIn).toBeDefined();
    for (let i = 0; i < 3; i += 1) expect((await member.get('/api/auth/user')).status).toBe(200);
    expect(await versionOf()).toBe(afterSignIn);
  });
});

describe('the once-a-minute touch', () => {
  it('passes a touch on to the store a minute after the last write, on the clock it is given', async () => {
    const store = new session.MemoryStore();
    const touched: string[] = [];
    store.touch = (sid, _data, callback) => {
      touched.push(sid);
      callback?.();
    };
    let clock = 1_000_000;
    touchAtMostEveryMinute(store, () => clock);
    const data = { cookie: new session.Cookie() } as session.SessionData;
    const touch = (sid: string) => new Promise<void>((resolve) => store.touch!(sid, data, () => resolve()));
    await new Promise<void>((resolve) => store.set('a', data, () => resolve()));
    await touch('a');
    clock += SESSION_TOUCH_INTERVAL_MS - 1;
    await touch('a');
    expect(touched).toEqual([]);
    clock += 1;
    await touch('a');
    await touch('a');
    // A session this process has not written yet is touched at once.
    await touch('b');
    expect(touched).toEqual(['a', 'b']);
  });
});
