import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, subscribedOn, type TestApp } from '../../../test/app';
import { buildAltar, buildPilgrimage } from '../../../test/factories';
import { TestClient, signUpMember } from '../../../test/http';

/**
 * The Prometheus endpoint is on a private port of its own, never on the public one, and nothing private
 * reaches a label: after a sensitive altar is created and read, a journey walked past it and a chat watched
 * over a WebSocket, no label value carries its id, a coordinate, an email, a session token or a raw path.
 */

// Coordinates no label could hold by chance: the sensitive altar and a walker's fixes near it.
const SENSITIVE = { latitude: 34.8834517, longitude: -111.7812943 };
const FIXES = [
  { latitude: 34.8829871, longitude: -111.7808123 },
  { latitude: 34.8831234, longitude: -111.7810456 },
];

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

function parse(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not a Prometheus sample: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[key!] = value!;
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

let app: TestApp;
let metricsUrl: string;
let sensitiveId: number;
let memberEmail: string;
let sessionToken: string;
let socket: Client | undefined;

beforeAll(async () => {
  app = await startTestApp({ metricsPort: 0 });
  metricsUrl = app.server.metricsUrl!;

  const creator = await signUpMember(app.url);
  memberEmail = creator.email;
  sessionToken = decodeURIComponent(creator.client.cookie!.split('=')[1]!);
  sensitiveId = (await buildAltar(app.db.knex, { creatorId: creator.id, isLocationSensitive: true, ...SENSITIVE })).id;
  const guest = new TestClient(app.url);
  expect((await creator.client.get(`/api/altars/${sensitiveId}`)).status).toBe(200);
  expect((await guest.get(`/api/altars/${sensitiveId}`)).status).toBe(200);
  await guest.graphql('query ($id: Int!) { altar(id: $id) { id name } }', { id: sensitiveId });
  expect((await guest.get('/api/altars/987654')).status).toBe(404);

  const pilgrimageId = (await buildPilgrimage(app.db.knex, { altarIds: [sensitiveId] })).id;
  const started = await creator.client.post(`/api/pilgrimages/${pilgrimageId}/start`, {});
  expect(started.status).toBeLessThan(300);
  socket = creator.client.socket();
  socket.subscribe(
    {
      query: 'subscription ($id: Int!) { pilgrimageMessageAdded(pilgrimageId: $id) { message } }',
      variables: { id: pilgrimageId },
    },
    { next: () => undefined, error: () => undefined, complete: () => undefined },
  );
  expect(await subscribedOn(app.server, `PILGRIMAGE_MESSAGE_ADDED:${pilgrimageId}`, 1)).toBe(1);
  for (const fix of FIXES) {
    const moved = await creator.client.request('PUT', `/api/active-pilgrimages/${started.body.id}/location`, fix);
    expect(moved.status).toBe(200);
  }
  await creator.client.post(`/api/active-pilgrimages/${started.body.id}/checkpoint`, { altarId: sensitiveId });
  await creator.client.post(`/api/pilgrimages/${pilgrimageId}/messages`, { message: 'At the circle' });
});

afterAll(async () => {
  await socket?.dispose();
  await app?.close();
});

describe('the metrics endpoint', () => {
  it('answers on its own port only: the public port has no /metrics', async () => {
    const scraped = await fetch(`${metricsUrl}/metrics`);
    expect(scraped.status).toBe(200);
    expect(scraped.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await scraped.text()).toContain('sacred_http_requests_total');

    const publicAnswer = await fetch(`${app.url}/metrics`);
    expect(await publicAnswer.text()).not.toContain('sacred_http_requests_total');
    expect((await fetch(`${metricsUrl}/api/altars`)).status).toBe(404);
  });

  it('counts requests by route template, never by path', async () => {
    const samples = parse(await (await fetch(`${metricsUrl}/metrics`)).text());
    const requests = samples.filter((sample) => sample.name === 'sacred_http_requests_total');
    const altarReads = requests.filter(
      (sample) => sample.labels.route === '/api/altars/:id' && sample.labels.method === 'GET',
    );
    expect(altarReads.reduce((sum, sample) => sum + sample.value, 0)).toBeGreaterThanOrEqual(2);
    expect(requests.some((sample) => sample.labels.route === '/api/active-pilgrimages/:id/location')).toBe(true);
    // An answer that failed (404 here) has the same template: the mount is kept when the error leaves it.
    expect(
      requests.some(
        (sample) => sample.labels.route === '/api/altars/:id' && sample.labels.status === '404' && sample.value >= 1,
      ),
    ).toBe(true);
    expect(requests.some((sample) => sample.labels.route === '/altars/:id')).toBe(false);
    expect(requests.some((sample) => sample.labels.route === '/graphql/*')).toBe(true);
    expect(
      samples.some((sample) => sample.name === 'sacred_http_request_duration_seconds_count' && sample.value > 0),
    ).toBe(true);
  });

  it('shows the pools, the open sockets, subscriptions by topic kind and the job queues', async () => {
    const samples = parse(await (await fetch(`${metricsUrl}/metrics`)).text());
    const one = (name: string, labels: Record<string, string> = {}) =>
      samples.filter(
        (sample) =>
          sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
      );
    expect(one('sacred_db_pool_connections', { pool: 'primary', state: 'idle' })).toHaveLength(1);
    expect(one('sacred_db_pool_connections', { pool: 'sessions', state: 'used' })).toHaveLength(1);
    expect(one('sacred_websockets_open')[0]?.value).toBeGreaterThanOrEqual(1);
    expect(one('sacred_subscriptions', { kind: 'PILGRIMAGE_MESSAGE_ADDED' })[0]?.value).toBeGreaterThanOrEqual(1);
    expect(one('sacred_job_queue_depth').length).toBeGreaterThan(0);
    expect(one('sacred_job_queue_oldest_seconds').length).toBeGreaterThan(0);
    for (const name of [
      'sacred_gps_fixes_total',
      'sacred_push_sends_total',
      'sacred_upstream_errors_total',
      'sacred_rate_limited_total',
      'sacred_replica_lag_seconds',
    ])
      expect(await (await fetch(`${metricsUrl}/metrics`)).text()).toContain(`# TYPE ${name}`);
  });

  it('carries no coordinate, id, email, token or raw path in any label', async () => {
    const samples = parse(await (await fetch(`${metricsUrl}/metrics`)).text());
    const values = new Set(
      samples.flatMap((sample) =>
        Object.entries(sample.labels)
          .filter(([key]) => key !== 'le' && key !== 'quantile')
          .map(([, value]) => value),
      ),
    );
    const forbidden = [
      memberEmail,
      sessionToken,
      ...[SENSITIVE, ...FIXES].flatMap((point) => [String(point.latitude), String(point.longitude)]),
      // Rounded coordinates too (a label keeping 3 decimals would still place the altar).
      ...[SENSITIVE, ...FIXES].flatMap((point) => [point.latitude.toFixed(3), point.longitude.toFixed(3)]),
    ];
    for (const value of values) {
      for (const secret of forbidden) expect(value).not.toContain(secret);
      expect(value).not.toBe(String(sensitiveId));
      expect(value).not.toContain(`/${sensitiveId}`);
      // Paths are templates: no segment of digits (an id) appears in a route label.
      expect(value).not.toMatch(/\/\d+(\/|$)/);
      expect(value).not.toMatch(/@/);
    }
    // Every label is one of the names the code gives (a template, a method, a status, a word).
    for (const sample of samples)
      for (const [key, value] of Object.entries(sample.labels)) {
        if (key === 'le' || key === 'quantile' || key === 'version' || key === 'major' || key === 'minor') continue;
        if (key === 'patch' || key === 'space' || key === 'type' || key === 'kind' || key === 'queue') continue;
        if (key === 'status') expect(value).toMatch(/^\d{3}$/);
        else if (key === 'route') expect(value).toMatch(/^(\/[\w:.*-]*)+$|^other$|^\(pattern\)$/);
        else expect(value).toMatch(/^[\w-]+$/);
      }
  });
});
