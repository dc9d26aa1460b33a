import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gzipAssets } from './gzip-assets';

describe('gzipAssets', () => {
  const script = `export const answer = ${JSON.stringify('forty-two '.repeat(500))};\n`;
  let dir: string;
  let server: Server;
  let url: string;
  let assets: ReturnType<typeof gzipAssets>;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'sacred-assets-'));
    await writeFile(path.join(dir, 'index-abc123.js'), script);
    await writeFile(path.join(dir, 'photo.png'), 'not really a png');
    const app = express();
    assets = gzipAssets(dir);
    app.use('/assets', assets);
    app.use('/assets', express.static(dir));
    await new Promise<void>((resolve) => {
      server = app.listen(0, '127.0.0.1', () => resolve());
    });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/assets`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  /** fetch() would inflate the body itself; the raw bytes show what went over the wire. */
  async function raw(pathname: string, acceptEncoding: string) {
    const http = await import('node:http');
    return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
      (resolve, reject) => {
        http
          .get(`${url}${pathname}`, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
            );
          })
          .on('error', reject);
      },
    );
  }

  it('sends a script gzipped to a client that accepts gzip, far smaller, and the same once inflated', async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await raw('/index-abc123.js', 'gzip, deflate, br');
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(response.body.length).toBeLessThan(script.length / 10);
      expect(gunzipSync(response.body).toString()).toBe(script);
    }
  });

  it('leaves the file as it is without gzip in Accept-Encoding, for other types, and for missing files', async () => {
    const plain = await raw('/index-abc123.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);

    const image = await raw('/photo.png', 'gzip');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body.toString()).toBe('not really a png');

    expect((await raw('/missing.js', 'gzip')).status).toBe(404);
    expect((await raw('/%E0%A4%A.js', 'gzip')).status).toBeLessThan(500);
    expect((await raw('/..%2F..%2Fetc%2Fpasswd.js', 'gzip')).status).toBe(404);
  });

  it('keeps compressed files only, not the misses of random paths', async () => {
    expect((await raw('/index-abc123.js', 'gzip')).status).toBe(200);
    const kept = assets.cachedFiles();
    expect(kept).toBeGreaterThanOrEqual(1);
    for (let i = 0; i < 50; i += 1) expect((await raw(`/missing-${i}.js`, 'gzip')).status).toBe(404);
    expect(assets.cachedFiles()).toBe(kept);
  });
});
