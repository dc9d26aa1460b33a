// `npm test`: install what is missing, then the whole suite (core, api with db, web, browser).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ROOT, ensureDependencies, ensureWebBuild } from './prepare.mjs';

ensureDependencies();
ensureWebBuild();

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const note = `No Chromium at ${chromium}: the browser tests will ${process.env.CI === 'true' ? 'FAIL (CI requires them)' : 'NOT run'}. Install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH.`;
  console.warn(`\n${note}\n`);
}
if (!process.env.TEST_DATABASE_URL) {
  console.log(
    'TEST_DATABASE_URL is not set: tests use Docker (testcontainers) if it answers, else the embedded PGlite.',
  );
}

const result = spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...process.argv.slice(2)], {
  cwd: ROOT,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
