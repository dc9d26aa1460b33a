import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createClient, type Client } from 'graphql-ws';
import { Redis } from 'ioredis';
import sharp from 'sharp';
import webpush from 'web-push';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@sacred/db/test-database';
import { startApiInstance, type ApiInstance } from '../test/api-instance';
import { buildAltar, buildPilgrimage } from '../test/factories';
import { startFakeS3, type FakeS3 } from '../test/fake-s3';
import { haproxyBinary, startBalancer, type Balancer } from '../test/haproxy';
import { validSignup } from '../test/http';
import { redisKeyPrefixOf } from '../test/redis';
import { liveTopic } from './journeys/live-topics';
import { FakePushService } from './push/fake-push-service';
import { PERIODIC_JOBS } from './periodic-jobs';
import { eventually } from '../test/wait';

/**
 * Two API processes behind HAProxy (deploy/haproxy.cfg), as docker-compose.yml deploys them, sharing only
 * this machine's PostgreSQL and Redis and an S3 stand-in (s3rver): each has its own memory, timers and
 * disk. CI installs HAProxy and runs Redis (.ci/run), and there this file never skips; a developer machine
 * without them is told plainly that it did not run.
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const redisAnswers = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(REDIS_URL);
  const socket = connect({ host: hostname, port: Number(port || 6379) });
  socket.setTimeout(1000);
  socket.once('connect', () => (socket.end(), resolve(true)));
  socket.once('timeout', () => (socket.destroy(), resolve(false)));
  socket.once('error', () => resolve(false));
});
const missing = [
  haproxyBinary() ? '' : 'haproxy (apt-get install haproxy)',
  redisAnswers ? '' : `Redis at ${REDIS_URL}`,
];
const runsHere = process.env.CI === 'true' || missing.every((part) => !part);
if (!runsHere)
  console.warn(`[api] the two-instance tests DID NOT RUN: missing ${missing.filter(Boolean).join(' and ')}.`);

const WRITES_PER_MINUTE = 6;
let db: TestDatabase;
let s3: FakeS3;
let pushService: FakePushService;
let a: ApiInstance;
let b: ApiInstance;
let balancer: Balancer;
/** The test's own Redis connection, to see which topics the instances listen to. */
let redis: Redis;
const dataDirs: string[] = [];
let addressCounter = 0;

beforeAll(async () => {
  if (!runsHere) return;
  [db, s3] = await Promise.all([createTestDatabase(), startFakeS3()]);
  pushService = new FakePushService();
  await pushService.start();
  const instance = async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'sacred-instance-'));
    dataDirs.push(dataDir);
    return startApiInstance({
      NODE_ENV: 'development',
      DATABASE_URL: db.url,
      REDIS_URL,
      INSTANCES: '2',
      ...s3.env,
      // Each instance has its own disk: nothing may depend on a file another instance wrote.
      DATA_DIR: dataDir,
      // No VAPID_* keys: the pair is kept once in PostgreSQL; the fake push service is on loopback.
      PUSH_ALLOW_LOOPBACK: 'true',
      WRITE_RATE_LIMIT_PER_MINUTE: String(WRITES_PER_MINUTE),
      WRITE_RATE_LIMIT_BURST: String(WRITES_PER_MINUTE),
    });
  };
  [a, b] = await Promise.all([instance(), instance()]);
  const [urlA, urlB] = await Promise.all([a.listening, b.listening]);
  balancer = await startBalancer([
    { name: 'a', url: urlA },
    { name: 'b', url: urlB },
  ]);
  redis = new Redis(REDIS_URL);
  // The hourly recent-activity refresh, due every minute for this test: both instances keep the cron clock.
  await db.knex.raw(`UPDATE pgboss.schedule SET cron = '* * * * *' WHERE name = ?`, [PERIODIC_JOBS.activityRefresh]);
}, 120_000);

afterAll(async () => {
  await balancer?.close();
  await redis?.quit();
  await Promise.all([a?.stop(), b?.stop()]);
  await pushService?.stop();
  await s3?.close();
  await db?.destroy();
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

type Instance = 'a' | 'b';

/** One browser: its cookie and address; each request goes through the balancer, to the instance asked for. */
class Browser {
  cookie = '';
  readonly address = `198.51.100.${++addressCounter}`;

  async request(method: string, instance: Instance | undefined, url: string, body?: unknown | FormData) {
    const json = body !== undefined && !(body instanceof FormData);
    const response = await fetch(`${balancer.url}${url}`, {
      method,
      headers: {
        'x-forwarded-for': this.address,
        ...(instance ? { 'x-instance': instance } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(json ? { 'content-type': 'application/json' } : {}),
      },
      body: json ? JSON.stringify(body) : (body as FormData | undefined),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0]!;
    const bytes = Buffer.from(await response.arrayBuffer());
    let parsed: Record<string, unknown> = {};
    try {
      parsed = JSON.parse(bytes.toString('utf8')) as Record<string, unknown>;
    } catch {
      // not JSON (an image)
    }
    return { status: response.status, servedBy: response.headers.get('x-served-by'), body: parsed, bytes };
  }

  get = (instance: Instance | undefined, url: string) => this.request('GET', instance, url);
  post = (instance: Instance | undefined, url: string, body: unknown = {}) => this.request('POST', instance, url, body);

  async signUp(instance: Instance, overrides: Record<string, unknown> = {}) {
    const signup = validSignup(overrides);
    const response = await this.post(instance, '/api/auth/signup', signup);
    expect(response.status).toBe(201);
    return { ...signup, id: (response.body.user as { id: number }).id };
  }

  /** A graphql-ws socket through the balancer to one instance, its handshake carrying this browser's cookie. */
  socket(instance: Instance): Client {
    const headers = { cookie: this.cookie, 'x-instance': instance, 'x-forwarded-for': this.address };
    class BrowserSocket extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers });
      }
    }
    return createClient({
      url: `${balancer.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: BrowserSocket,
      retryAttempts: 0,
    });
  }
}

async function photoForm(): Promise<FormData> {
  const jpeg = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 40, g: 120, b: 90 } } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'cairn.jpg');
  return form;
}

const altarAt = (latitude: number, longitude: number, photos: string[], name: string) => ({
  name,
  description: 'Stacked river stones by the ford.',
  latitude: String(latitude),
  longitude: String(longitude),
  altarType: 'Stone Circle',
  photos,
});

describe.skipIf(!runsHere)('two API instances behind HAProxy', () => {
  it('alternates requests between the instances', async () => {
    const browser = new Browser();
    const served = [];
    for (let i = 0; i < 6; i += 1) served.push((await browser.get(undefined, '/healthz')).servedBy);
    expect(new Set(served)).toEqual(new Set(['a', 'b']));
    for (let i = 1; i < served.length; i += 1) expect(served[i]).not.toBe(served[i - 1]);
  });

  it('keeps a member signed in on A when the next request goes to B', async () => {
    const browser = new Browser();
    const member = await browser.signUp('a', { firstName: 'Rowan' });
    const me = await browser.get('b', '/api/auth/user');
    expect(me.servedBy).toBe('b');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: member.id, firstName: 'Rowan' });
    const signedOut = await browser.post('b', '/api/auth/logout');
    expect(signedOut.status).toBeLessThan(300);
    expect((await browser.get('a', '/api/auth/user')).status).toBe(401);
  });

  it('creates on B an altar whose photo was uploaded on A, and serves the photo from both', async () => {
    const browser = new Browser();
    await browser.signUp('a');
    const upload = await browser.request('POST', 'a', '/api/uploads/photos', await photoForm());
    expect(upload.status).toBe(201);
    const photo = (upload.body.photos as Array<{ url: string }>)[0]!.url;
    const created = await browser.post('b', '/api/altars', altarAt(47.37, 8.54, [photo], 'Ford Cairn'));
    expect(created.status).toBe(201);
    expect(created.body.photos).toEqual([photo]);
    const [fromA, fromB] = await Promise.all([browser.get('a', photo), browser.get('b', photo)]);
    expect([fromA.status, fromA.servedBy, fromB.status, fromB.servedBy]).toEqual([200, 'a', 200, 'b']);
    expect(fromB.bytes.equals(fromA.bytes)).toBe(true);
    expect((await sharp(fromB.bytes).metadata()).format).toBe('webp');
  });

  it('spends one write budget across both instances', async () => {
    const browser = new Browser();
    await browser.signUp('a');
    const statuses = [];
    for (let i = 0; i <= WRITES_PER_MINUTE; i += 1) {
      const post = await browser.post(i % 2 === 0 ? 'a' : 'b', '/api/posts', { content: `Dawn note ${i}` });
      statuses.push(post.status);
    }
    // A budget per process would let twice as many through.
    expect(statuses).toEqual([...Array.from({ length: WRITES_PER_MINUTE }, () => 201), 429]);
  });

  it('evaluates at most 5 of 50 parallel wrong passwords for one account, and the limit holds on both', async () => {
    const owner = new Browser();
    const member = await owner.signUp('a');
    const guesser = new Browser();
    const guesses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        guesser.post(i % 2 === 0 ? 'a' : 'b', '/api/auth/login', { email: member.email, password: `Wrong${i}Guess` }),
      ),
    );
    const statuses = guesses.map((guess) => guess.status);
    expect(new Set(guesses.map((guess) => guess.servedBy))).toEqual(new Set(['a', 'b']));
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(45);
    // The right password from the same address now waits too, on either instance.
    for (const instance of ['a', 'b'] as const) {
      const right = await guesser.post(instance, '/api/auth/login', { email: member.email, password: member.password });
      expect(right.status).toBe(429);
    }
  });

  it('delivers pushes sent by either instance signed with the one key the subscriber subscribed with', async () => {
    const [keyA, keyB] = await Promise.all([
      new Browser().get('a', '/api/push/public-key'),
      new Browser().get('b', '/api/push/public-key'),
    ]);
    expect(keyA.body.publicKey).toBe(keyB.body.publicKey);
    const browser = new Browser();
    const member = await browser.signUp('a');
    const device = pushService.device(`walker-${member.id}`);
    const subscribed = await browser.post('b', `/api/users/${member.id}/notifications/subscribe`, {
      subscription: device.subscription,
      latitude: 61.5,
      longitude: 23.76,
    });
    expect(subscribed.status).toBe(201);

    // New altars nearby, one created through each instance; each delivery is a job any instance may run.
    const creator = new Browser();
    await creator.signUp('b');
    const names = ['Birch Ring', 'Lake Stone'];
    for (const [i, instance] of (['a', 'b'] as const).entries()) {
      const upload = await creator.request('POST', instance, '/api/uploads/photos', await photoForm());
      const photo = (upload.body.photos as Array<{ url: string }>)[0]!.url;
      const created = await creator.post(instance, '/api/altars', altarAt(61.5 + i * 0.001, 23.76, [photo], names[i]!));
      expect(created.status).toBe(201);
    }
    const received = await eventually(
      () => pushService.receivedBy(device.name),
      (list) => list.length >= 2,
    );
    expect(pushService.rejected.filter((rejection) => rejection.device === device.name)).toEqual([]);
    expect(received.map((push) => (push.payload as { body: string }).body).sort()).toEqual(
      names.map((name) => `${name} was just shared near you.`).sort(),
    );
    expect(received.map((push) => push.vapidPublicKey)).toEqual([keyA.body.publicKey, keyA.body.publicKey]);
  });

  it('brings chat posted on A to a subscriber on B, and a subscriber whose socket dropped catches up', async () => {
    const sender = new Browser();
    const listener = new Browser();
    await sender.signUp('a', { firstName: 'Sender' });
    await listener.signUp('b', { firstName: 'Listener' });
    const altar = await buildAltar(db.knex);
    // This run's chat channel on Redis is its own (REDIS_KEY_PREFIX, test/redis.ts), though other runs and test
    // files on the same Redis use the same pilgrimage ids: its listeners and messages are this test's alone.
    const { id: pilgrimageId } = await buildPilgrimage(db.knex, { altarIds: [altar.id] });
    // B listens to the chat on Redis once a socket there has subscribed, and stops once none has.
    const redisListeners = async () => {
      const channel = redisKeyPrefixOf(db.url) + liveTopic('message', pilgrimageId);
      const [, count] = (await redis.pubsub('NUMSUB', channel)) as [string, number];
      return Number(count);
    };
    expect((await sender.post('a', `/api/pilgrimages/${pilgrimageId}/start`)).status).toBeLessThan(300);
    expect((await listener.post('b', `/api/pilgrimages/${pilgrimageId}/start`)).status).toBeLessThan(300);

    const subscribe = (socket: Client, into: string[]) =>
      new Promise<void>((resolve, reject) => {
        socket.on('connected', () => resolve());
        socket.subscribe(
          {
            query: 'subscription ($id: Int!) { pilgrimageMessageAdded(pilgrimageId: $id) { message } }',
            variables: { id: pilgrimageId },
          },
          {
            next: (value) =>
              void into.push(
                (value.data as { pilgrimageMessageAdded: { message: string } }).pilgrimageMessageAdded.message,
              ),
            error: reject,
            complete: () => undefined,
          },
        );
      });
    const post = async (text: string) =>
      expect((await sender.post('a', `/api/pilgrimages/${pilgrimageId}/messages`, { message: text })).status).toBe(201);

    const first: string[] = [];
    const socket = listener.socket('b');
    await subscribe(socket, first);
    // The subscription is registered once B listens on Redis: a message posted on A now reaches the socket.
    expect(await eventually(redisListeners, (count) => count === 1)).toBe(1);
    await post('Across instances');
    expect(
      await eventually(
        () => first,
        (list) => list.length >= 1,
      ),
    ).toEqual(['Across instances']);

    // The socket drops (a tunnel, a phone asleep): B stops listening; a message is posted meanwhile.
    await socket.dispose();
    expect(await eventually(redisListeners, (count) => count === 0)).toBe(0);
    await post('While you were away');

    // The client reconnects (to B again), resubscribes and refetches what is on screen, as the web app does.
    const second: string[] = [];
    const again = listener.socket('b');
    await subscribe(again, second);
    const history = await listener.get('b', `/api/pilgrimages/${pilgrimageId}/messages`);
    expect(history.status).toBe(200);
    const messages = (history.body as unknown as Array<{ message: string }>).map((item) => item.message);
    expect(messages).toEqual(expect.arrayContaining(['Across instances', 'While you were away']));
    expect(await eventually(redisListeners, (count) => count === 1)).toBe(1);
    await post('Back online');
    expect(
      await eventually(
        () => second,
        (list) => list.length >= 1,
      ),
    ).toEqual(['Back online']);
    // The dropped socket got nothing more: had it still been subscribed, the message posted while it was
    // away would have reached it before this later one reached the new socket (one Redis connection, in order).
    expect(first).toEqual(['Across instances']);
    await again.dispose();
  });

  it('starts a third instance during migrations: it waits for `npm run migrate`, then serves', async () => {
    const fresh = await createTestDatabase({ migrate: false });
    const dataDir = await mkdtemp(path.join(tmpdir(), 'sacred-instance-'));
    dataDirs.push(dataDir);
    const keys = webpush.generateVAPIDKeys();
    const late = startApiInstance({
      NODE_ENV: 'production',
      SESSION_SECRET: 'a-test-secret-that-is-not-the-development-one',
      DATABASE_URL: fresh.url,
      REDIS_URL,
      INSTANCES: '3',
      ...s3.env,
      DATA_DIR: dataDir,
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
    });
    try {
      await eventually(late.output, (text) => text.includes('waiting for `npm run migrate`'), 60_000);
      expect(late.output()).toContain('waiting for `npm run migrate`');
      const migrate = spawn(process.execPath, ['--import', 'tsx', 'db/src/cli.ts', 'migrate'], {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: fresh.url },
        stdio: 'ignore',
      });
      expect(await new Promise((resolve) => migrate.once('exit', resolve))).toBe(0);
      // Still waiting (or serving by now), not failed, while the migration ran.
      expect(late.child.exitCode).toBeNull();
      const url = await late.listening;
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
    } finally {
      await late.stop();
      await fresh.destroy();
    }
  }, 120_000);

  it('runs a periodic job once per tick while both instances keep the clock', async () => {
    const completed = () =>
      db
        .knex('pgboss.job')
        .where({ name: PERIODIC_JOBS.activityRefresh })
        .select<Array<{ state: string; retry_count: number; created_on: Date }>>('state', 'retry_count', 'created_on');
    // Due at the next minute; the clocks look every cronMonitorIntervalSeconds (jobs.ts).
    const jobs = await eventually(completed, (rows) => rows.some((row) => row.state === 'completed'), 100_000);
    expect(jobs.some((row) => row.state === 'completed')).toBe(true);
    // A run is created by a clock's pass (one pass per interval, by whichever instance takes it) through a
    // pg-boss send-it job. Once a pass has been made since that run completed and no send-it for this job
    // waits to be processed, every run the clocks were going to create until now exists: a second clock
    // sending the tick again would show as one more.
    const { rows: dbNow } = await db.knex.raw<{ rows: Array<{ now: Date }> }>('SELECT now()');
    const clocksDone = async () => {
      const version = await db.knex('pgboss.version').first<{ cron_on: Date | null }>('cron_on');
      const waiting = await db
        .knex('pgboss.job')
        .where({ name: '__pgboss__send-it' })
        .whereRaw(`data->>'name' = ?`, [PERIODIC_JOBS.activityRefresh])
        .whereIn('state', ['created', 'retry', 'active'])
        .count<Array<{ count: string }>>('* as count');
      return Boolean(version?.cron_on && version.cron_on > dbNow[0]!.now) && Number(waiting[0]?.count) === 0;
    };
    expect(await eventually(clocksDone, (done) => done, 60_000, 250)).toBe(true);
    const rows = await completed();
    // One run per tick, however many clocks. pg-boss also sends the tick just before the schedule was
    // registered (a tick is sent up to a minute late), so that run and the next tick's may be created in the
    // same minute: count the ticks since registration, not the minutes the runs were created in.
    const schedule = await db
      .knex('pgboss.schedule')
      .where({ name: PERIODIC_JOBS.activityRefresh })
      .first<{ created_on: Date }>('created_on');
    const minute = (time: Date) => Math.floor(new Date(time).getTime() / 60_000);
    const lastRun = Math.max(...rows.map((row) => minute(row.created_on)));
    const ticks = lastRun - minute(schedule?.created_on as Date) + 1;
    expect(rows.length).toBeLessThanOrEqual(ticks);
    expect(rows.every((row) => row.retry_count === 0)).toBe(true);
    expect(a.child.exitCode ?? b.child.exitCode).toBeNull();
  }, 120_000);
});
