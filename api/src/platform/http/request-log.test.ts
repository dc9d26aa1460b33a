import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { TestClient, validSignup } from '../../../test/http';

/**
 * The request log as written: the session cookie handed out at sign-in is redacted like the one asked
 * with, and a share page's traffic (its link in any case, its own GraphQL operations, the code and data
 * it loads) is logged without the viewer's address or headers (nor the link's token).
 */
const TOKEN = 'Zk3'.repeat(14) + 'Q';
const lines: Array<Record<string, unknown>> = [];
let app: TestApp;
let webDir: string;

beforeAll(async () => {
  webDir = await mkdtemp(path.join(tmpdir(), 'sacred-web-'));
  await mkdir(path.join(webDir, 'assets'));
  await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>Sacred Spaces</title>');
  await writeFile(path.join(webDir, 'assets', 'app.js'), 'console.log(1);');
  app = await startTestApp({
    logLevel: 'info',
    webDistDir: webDir,
    logDestination: { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
  });
});

afterAll(async () => {
  await app?.close();
  await rm(webDir, { recursive: true, force: true });
});

interface Entry {
  req?: { url?: string; remoteAddress?: string; headers?: Record<string, string> };
  res?: { headers?: Record<string, unknown> };
}

/** The request log's entry of the request answered last with this URL (it is written once the answer is). */
async function entryOf(url: string): Promise<Entry> {
  for (let tries = 0; tries < 200; tries += 1) {
    const entry = [...lines].reverse().find((line) => (line.req as Entry['req'])?.url === url);
    if (entry) return entry as Entry;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error(`No request log entry for ${url}`);
}

describe('the request log', () => {
  it('keeps the address and headers of ordinary requests, and redacts the session cookie it hands out', async () => {
    const client = new TestClient(app.url);
    const signup = await client.post('/api/auth/signup', validSignup());
    expect(signup.headers.get('set-cookie')).toContain('sid');
    const entry = await entryOf('/api/auth/signup');
    expect(entry.req?.remoteAddress).toBeTruthy();
    expect(entry.req?.headers?.['user-agent']).toBeDefined();
    expect(entry.res?.headers?.['set-cookie']).toBe('[Redacted]');
    expect(JSON.stringify(lines)).not.toContain(client.cookie?.split('=')[1]?.split(';')[0] ?? 'no cookie');
  });

  it.each(['/api/walk-shares/', '/API/walk-shares/', '/Api/Walk-Shares/', '/share/', '/SHARE/'])(
    'masks the token and the viewer of %s<token>',
    async (prefix) => {
      await fetch(`${app.url}${prefix}${TOKEN}`, { headers: { 'user-agent': 'Viewer-Browser/1.0' } });
      const entry = await entryOf(`${prefix}[secret]`);
      expect(entry.req?.remoteAddress).toBeUndefined();
      expect(entry.req?.headers).toBeUndefined();
      expect(JSON.stringify(lines)).not.toContain(TOKEN);
    },
  );

  it("serves the share page with a same-origin Referrer-Policy, and logs nothing of who loads the page's code and data", async () => {
    const page = await fetch(`${app.url}/share/${TOKEN}`);
    expect(page.headers.get('referrer-policy')).toBe('same-origin');
    const fromPage = { referer: `${app.url}/share/${TOKEN}`, 'user-agent': 'Viewer-Browser/1.0' };
    await fetch(`${app.url}/assets/app.js`, { headers: fromPage });
    await fetch(`${app.url}/api/moon-phase`, { headers: fromPage });
    for (const url of ['/assets/app.js', '/api/moon-phase']) {
      const entry = await entryOf(url);
      expect(entry.req?.remoteAddress, url).toBeUndefined();
      expect(entry.req?.headers, url).toBeUndefined();
    }
    // The share page's own GraphQL operations, whatever page sent them.
    for (const query of [
      'query SharedWalk($token: String!) { sharedWalk(token: $token) { latitude } }',
      'mutation CountSharedWalkView($token: String!) { countSharedWalkView(token: $token) }',
    ]) {
      lines.length = 0;
      await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'Viewer-Browser/1.0' },
        body: JSON.stringify({ query, variables: { token: TOKEN } }),
      });
      const entry = await entryOf('/graphql');
      expect(entry.req?.remoteAddress, query).toBeUndefined();
      expect(entry.req?.headers, query).toBeUndefined();
    }
    // Another operation is logged as usual.
    await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ moonPhase { illumination } }' }),
    });
    expect((await entryOf('/graphql')).req?.remoteAddress).toBeTruthy();
    expect(JSON.stringify(lines)).not.toContain('Viewer-Browser');
  });
});
