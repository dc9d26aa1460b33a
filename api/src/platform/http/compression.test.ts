import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAltarGrid } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/app';

/** What went over the wire: fetch() would inflate the body itself. */
function raw(url: string, acceptEncoding: string | undefined, body?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
    const headers: Record<string, string> = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    const request = http.request(url, { method: body === undefined ? 'GET' : 'POST', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
    request.end(body);
  });
}

const decoded = (encoding: string | undefined, bytes: Buffer) =>
  encoding === 'gzip' ? gunzipSync(bytes) : encoding === 'br' ? brotliDecompressSync(bytes) : bytes;

describe('compressed answers', () => {
  let app: TestApp;
  // 600 altars on a 0.01-degree grid: at zoom 8 the viewport answers with hundreds of clusters.
  const viewport = '/api/altars?bbox=5,45,7,46&zoom=8';
  const viewportQuery = JSON.stringify({
    query: `{ altarViewport(bbox: { west: 5, south: 45, east: 7, north: 46 }, zoom: 8) { total clusters { id count latitude longitude west south east north } } }`,
  });

  beforeAll(async () => {
    app = await startTestApp();
    await buildAltarGrid(app.db.knex, { count: 600, west: 5.001, south: 45.001, columns: 30, stepDegrees: 0.03 });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('sends the REST viewport brotli- or gzip-compressed to a client that accepts it, the same once decoded', async () => {
    const plain = await raw(`${app.url}${viewport}`, undefined);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.bytes.toString()).total).toBe(600);

    for (const [accepted, expected] of [
      ['gzip, deflate, br', 'br'],
      ['gzip, deflate', 'gzip'],
    ] as const) {
      const sent = await raw(`${app.url}${viewport}`, accepted);
      expect(sent.status).toBe(200);
      expect(sent.headers['content-encoding']).toBe(expected);
      expect(sent.headers.vary).toMatch(/accept-encoding/i);
      expect(sent.bytes.length).toBeLessThan(plain.bytes.length / 3);
      expect(decoded(expected, sent.bytes).equals(plain.bytes)).toBe(true);
    }
  });

  it('compresses GraphQL answers too', async () => {
    const plain = await raw(`${app.url}/graphql`, undefined, viewportQuery);
    const sent = await raw(`${app.url}/graphql`, 'gzip', viewportQuery);
    expect(plain.status).toBe(200);
    expect(sent.headers['content-encoding']).toBe('gzip');
    const answer = JSON.parse(decoded('gzip', sent.bytes).toString()) as { data: { altarViewport: { total: number } } };
    expect(answer.data.altarViewport.total).toBe(600);
    expect(decoded('gzip', sent.bytes).equals(plain.bytes)).toBe(true);
  });

  it('leaves small answers as they are: compressing a few bytes costs more than it saves', async () => {
    const health = await raw(`${app.url}/healthz`, 'gzip, br');
    expect(health.status).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(health.bytes.toString())).toEqual({ status: 'ok' });
  });
});
