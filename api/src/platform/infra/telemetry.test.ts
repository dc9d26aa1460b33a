import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '@sacred/db/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiInstance, type ApiInstance } from '../../../test/api-instance';
import { buildAltar } from '../../../test/factories';
import { TestClient, validSignup } from '../../../test/http';
import { eventually } from '../../../test/wait';
import { sqlShape } from './telemetry';

/**
 * Traces leave the process over OTLP only when OTEL_EXPORTER_OTLP_ENDPOINT is set: here a loopback OTLP/HTTP
 * receiver stands in for the collector. The API runs as a process of its own (the instrumentations patch
 * modules as they load). After a sensitive altar is read and a member signs up, the spans hold the route
 * templates and SQL shapes, and no attribute or name carries the altar's id, its coordinates or the email.
 */
interface OtlpSpan {
  name: string;
  attributes?: Array<{ key: string; value: Record<string, unknown> }>;
  events?: unknown[];
}

const SENSITIVE = { latitude: 34.8834517, longitude: -111.7812943 };

describe.skipIf(testDatabaseKind() === 'embedded')('traces over OTLP', () => {
  let db: TestDatabase;
  let receiver: Server;
  let instance: ApiInstance;
  let url: string;
  const bodies: string[] = [];
  const spans = (): OtlpSpan[] =>
    bodies.flatMap((body) => {
      const parsed = JSON.parse(body) as {
        resourceSpans?: Array<{ scopeSpans?: Array<{ spans?: OtlpSpan[] }> }>;
      };
      return (parsed.resourceSpans ?? []).flatMap((resource) =>
        (resource.scopeSpans ?? []).flatMap((scope) => scope.spans ?? []),
      );
    });

  beforeAll(async () => {
    db = await createTestDatabase();
    receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        if (req.url === '/v1/traces') bodies.push(body);
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const { port } = receiver.address() as AddressInfo;
    instance = startApiInstance({
      DATABASE_URL: db.url,
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '100',
      OTEL_METRICS_EXPORTER: 'none',
      OTEL_LOGS_EXPORTER: 'none',
    });
    url = await instance.listening;
  });

  afterAll(async () => {
    await instance?.stop();
    await new Promise((resolve) => receiver?.close(resolve));
    await db?.destroy();
  });

  it('exports spans of HTTP, Express and PostgreSQL that leak nothing private', async () => {
    const creator = await buildAltar(db.knex, { isLocationSensitive: true, ...SENSITIVE });
    const guest = new TestClient(url);
    expect((await guest.get(`/api/altars/${creator.id}`)).status).toBe(200);
    const email = `traced.${Date.now()}@example.test`;
    expect((await new TestClient(url).post('/api/auth/signup', validSignup({ email }))).status).toBe(201);

    const all = await eventually(
      () => spans(),
      (found) =>
        found.some((span) =>
          span.attributes?.some((a) => a.key === 'http.route' && JSON.stringify(a.value).includes('/api/altars/:id')),
        ) && found.some((span) => span.attributes?.some((a) => a.key === 'db.system' || a.key === 'db.system.name')),
      20_000,
    );
    const text = JSON.stringify(all);
    expect(text).toContain('/api/altars/:id');
    for (const secret of [email, String(SENSITIVE.latitude), String(SENSITIVE.longitude), `/api/altars/${creator.id}`])
      expect(text).not.toContain(secret);
    const keys = new Set(all.flatMap((span) => (span.attributes ?? []).map((attribute) => attribute.key)));
    for (const key of ['url.full', 'url.path', 'http.target', 'http.url', 'client.address', 'user_agent.original'])
      expect(keys.has(key)).toBe(false);
    expect(all.every((span) => (span.events ?? []).length === 0)).toBe(true);
  });

  it('keeps a statement’s shape and none of its values', () => {
    expect(sqlShape("select * from users where email = 'a@b.c' and id = 42 and lat > 34.88")).toBe(
      'select * from users where email = ? and id = ? and lat > ?',
    );
  });
});
