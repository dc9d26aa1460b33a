import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OWN_TILE_TERMS, PUBLIC_TILE_TERMS, type DownloadTerms } from '@sacred/core/offlinePacks';
import { afterEach, describe, expect, it } from 'vitest';
import { downloadAll } from './tileDownloads';

/**
 * A tile server on loopback that holds its answers until `target` requests are open at once (or every
 * request of the download has arrived): a download that keeps fewer open would never be answered, and the
 * most it keeps open is counted. `script` answers a path's nth request differently (429, 503).
 */
interface FakeTileServer {
  url: string;
  maxOpen: number;
  requests: string[];
  close(): Promise<void>;
}

async function startTileServer(options: {
  target: number;
  total: number;
  bodyBytes?: number;
  script?: (path: string, nth: number) => { status: number; headers?: Record<string, string> } | undefined;
}): Promise<FakeTileServer> {
  const held: Array<() => void> = [];
  const seen = new Map<string, number>();
  const state = { maxOpen: 0, open: 0, arrived: 0, requests: [] as string[] };
  const answer = (req: IncomingMessage, res: ServerResponse) => {
    const path = req.url ?? '/';
    const nth = (seen.get(path) ?? 0) + 1;
    seen.set(path, nth);
    const scripted = options.script?.(path, nth);
    if (scripted) res.writeHead(scripted.status, scripted.headers).end();
    else res.writeHead(200, { 'content-type': 'application/x-protobuf' }).end(Buffer.alloc(options.bodyBytes ?? 100));
  };
  const server: Server = createServer((req, res) => {
    state.requests.push(req.url ?? '/');
    state.arrived += 1;
    state.open += 1;
    state.maxOpen = Math.max(state.maxOpen, state.open);
    res.once('finish', () => (state.open -= 1));
    held.push(() => answer(req, res));
    if (state.open >= options.target || state.arrived >= options.total) held.splice(0).forEach((release) => release());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get maxOpen() {
      return state.maxOpen;
    },
    requests: state.requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const tiles = (base: string, count: number) => Array.from({ length: count }, (_, index) => `${base}/t/${index}.pbf`);

let server: FakeTileServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function run(terms: DownloadTerms, urls: string[], pauses: number[] = []) {
  const kept: string[] = [];
  const outcome = await downloadAll(urls, terms, {
    fetch: (url) => fetch(url),
    store: async (url) => void kept.push(url),
    sleep: async (ms) => void pauses.push(ms),
  });
  return { ...outcome, kept };
}

describe('tile downloads', () => {
  it('keep at most 3 requests open to the public service', async () => {
    // Answers wait until 3 are open: the download must reach 3 and never a fourth.
    server = await startTileServer({ target: 3, total: 24 });
    const outcome = await run(PUBLIC_TILE_TERMS, tiles(server.url, 24));
    expect(outcome.stored).toHaveLength(24);
    expect(server.maxOpen).toBe(3);
  });

  it('keep our own archive at today’s speed: 6 at once, no cap', async () => {
    server = await startTileServer({ target: 6, total: 24, bodyBytes: 4096 });
    const outcome = await run(OWN_TILE_TERMS, tiles(server.url, 24));
    expect(outcome.stored).toHaveLength(24);
    expect(server.maxOpen).toBe(6);
    expect(outcome.capped).toBe(false);
  });

  it('pause every request on 429 for Retry-After, and on 5xx for 1 s then 2 s, then ask again', async () => {
    server = await startTileServer({
      target: 1,
      total: 1,
      script: (path, nth) => {
        if (path === '/t/2.pbf' && nth === 1) return { status: 429, headers: { 'retry-after': '7' } };
        if (path === '/t/5.pbf' && nth <= 2) return { status: 503 };
        return undefined;
      },
    });
    const pauses: number[] = [];
    const outcome = await run({ ...PUBLIC_TILE_TERMS, concurrency: 1 }, tiles(server.url, 8), pauses);
    expect(outcome.stored).toHaveLength(8);
    expect(outcome.failed).toBe(0);
    expect(pauses).toEqual([7000, 1000, 2000]);
    // One request at a time: the retry of a refused tile comes right after the pause, before the next tile.
    expect(server.requests.slice(2, 5)).toEqual(['/t/2.pbf', '/t/2.pbf', '/t/3.pbf']);
  });

  it('give up on a tile that keeps failing and keep the rest', async () => {
    server = await startTileServer({
      target: 1,
      total: 1,
      script: (path) => (path === '/t/1.pbf' ? { status: 500 } : undefined),
    });
    const pauses: number[] = [];
    const outcome = await run({ ...PUBLIC_TILE_TERMS, concurrency: 1 }, tiles(server.url, 3), pauses);
    expect(outcome.failed).toBe(1);
    expect(outcome.stored).toHaveLength(2);
    expect(pauses).toEqual([1000, 2000, 4000, 8000, 16000]);
  });

  it('stop starting requests once the pack holds the cap', async () => {
    server = await startTileServer({ target: 3, total: 3, bodyBytes: 1024 });
    const outcome = await run({ concurrency: 3, maxPackBytes: 10 * 1024 }, tiles(server.url, 40));
    expect(outcome.capped).toBe(true);
    expect(outcome.bytes).toBeGreaterThanOrEqual(10 * 1024);
    // Requests already open when the cap was reached finish: at most concurrency - 1 tiles over it.
    expect(outcome.stored.length).toBeLessThanOrEqual(12);
    expect(outcome.failed).toBe(0);
  });
});
