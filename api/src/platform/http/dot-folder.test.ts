import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';

/**
 * A checkout under a folder whose name starts with a dot (~/.local/src/sacred, /srv/.apps/...) serves its
 * pages: `send` refuses dot-folders anywhere in an absolute path, so the page fallback names its file
 * relative to the build folder.
 */
describe('a checkout under a dot-folder', () => {
  let app: TestApp;
  let base: string;

  beforeAll(async () => {
    base = await mkdtemp(path.join(tmpdir(), 'sacred-dot-'));
    const dist = path.join(base, '.checkout', 'web', 'dist');
    await mkdir(path.join(dist, 'assets'), { recursive: true });
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Sacred Spaces</title><div id="root"></div>');
    await writeFile(path.join(dist, 'graphiql.html'), '<!doctype html><title>GraphiQL</title>');
    await writeFile(path.join(dist, 'assets', 'app-1234.js'), 'console.log("sacred")');
    await writeFile(path.join(dist, 'theme-boot.js'), '// boot');
    app = await startTestApp({ webDistDir: dist });
  });

  afterAll(async () => {
    await app?.close();
    await rm(base, { recursive: true, force: true });
  });

  it('serves every page, the explorer, the assets and the public files', async () => {
    for (const page of ['/', '/map', '/altar/3', '/settings']) {
      const response = await fetch(`${app.url}${page}`);
      expect(response.status, page).toBe(200);
      expect(await response.text(), page).toContain('<div id="root"></div>');
    }
    expect(await (await fetch(`${app.url}/graphiql`)).text()).toContain('GraphiQL');
    expect((await fetch(`${app.url}/assets/app-1234.js`)).status).toBe(200);
    expect((await fetch(`${app.url}/theme-boot.js`)).status).toBe(200);
  });
});
