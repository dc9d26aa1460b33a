import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../app';
import { startTestApp, subscribedOn, type TestApp } from '../../test/app';
import { buildAltar, buildPilgrimage } from '../../test/factories';
import { TestClient, validSignup } from '../../test/http';
import { eventually } from '../../test/wait';
import { liveTopic } from './live-topics';

// CI runs Redis on 127.0.0.1:6379 (.ci/run starts it) and there this test is never skipped; a
// developer machine without Redis is told plainly that it did not run.
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

const runsHere = process.env.CI === 'true' || (await redisAnswers(REDIS_URL));
if (!runsHere) {
  console.warn(
    `[api] the two-instance Redis test DID NOT RUN: nothing answers at ${REDIS_URL}. Start redis-server or set REDIS_URL.`,
  );
}
const describeWithRedis = runsHere ? describe : describe.skip;

let first: TestApp;
let second: RunningServer;
let uploadsDir: string;

beforeAll(async () => {
  if (!runsHere) return;
  first = await startTestApp({ redisUrl: REDIS_URL });
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'sacred-uploads-'));
  second = await startServer({
    ...first.server.config,
    port: 0,
    uploadsDir,
    redisUrl: REDIS_URL,
  });
});

afterAll(async () => {
  await second?.close();
  await first?.close();
  if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
});

describeWithRedis('two API instances sharing one Redis', () => {
  it('deliver a chat message posted on one to a subscriber on the other', async () => {
    const sender = new TestClient(first.url);
    const listener = new TestClient(first.url);
    await sender.post('/api/auth/signup', validSignup({ firstName: 'Sender' }));
    await listener.post('/api/auth/signup', validSignup({ firstName: 'Listener' }));
    const altar = await buildAltar(first.db.knex);
    const { id: pilgrimageId } = await buildPilgrimage(first.db.knex, { altarIds: [altar.id] });
    expect((await sender.post(`/api/pilgrimages/${pilgrimageId}/start`, {})).status).toBeLessThan(300);
    expect((await listener.post(`/api/pilgrimages/${pilgrimageId}/start`, {})).status).toBeLessThan(300);

    const socket = listener.socket(second.url);
    const received: unknown[] = [];
    const errors: unknown[] = [];
    socket.subscribe(
      {
        query: 'subscription ($id: Int!) { pilgrimageMessageAdded(pilgrimageId: $id) { message createdAt } }',
        variables: { id: pilgrimageId },
      },
      { next: (value) => received.push(value.data), error: (error) => errors.push(error), complete: () => undefined },
    );
    // The second instance holds the subscription and Redis has acknowledged it: the first one's message reaches it.
    expect(await subscribedOn(second, liveTopic('message', pilgrimageId))).toBe(1);
    const sent = await sender.post(`/api/pilgrimages/${pilgrimageId}/messages`, { message: 'Across instances' });
    expect(sent.status).toBe(201);
    await eventually(
      () => received.length + errors.length,
      (count) => count > 0,
      5000,
      25,
    );
    expect(errors).toEqual([]);
    expect(received).toEqual([
      { pilgrimageMessageAdded: { message: 'Across instances', createdAt: sent.body.createdAt } },
    ]);
    await socket.dispose();
  });
});
