import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ownPages } from './web-pages';

describe('ownPages', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'sacred-pages-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('maps the listed paths to their own HTML files in web/dist', async () => {
    await writeFile(path.join(dir, 'map.html'), '<html></html>');
    await writeFile(path.join(dir, 'pages.json'), JSON.stringify({ '/guest': 'map.html', '/map': 'map.html' }));
    expect([...ownPages(dir)]).toEqual([
      ['/guest', 'map.html'],
      ['/map', 'map.html'],
    ]);
  });

  it('takes nothing outside web/dist, nothing missing and no list at all', async () => {
    expect(ownPages(dir).size).toBe(0);
    await writeFile(path.join(dir, 'map.html'), '<html></html>');
    await writeFile(
      path.join(dir, 'pages.json'),
      JSON.stringify({
        '/a': '../secret.html',
        '/b': 'missing.html',
        '/c': 'sub/map.html',
        '/d': 42,
        '/e': 'map.html',
      }),
    );
    expect([...ownPages(dir)]).toEqual([['/e', 'map.html']]);
  });
});
