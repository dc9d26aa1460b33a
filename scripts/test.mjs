// `npm test`: install what is missing, then the whole suite (core, api with db, web, browser).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { ROOT, ensureDependencies, ensureWebBuild } from './prepare.mjs';

ensureDependencies();
ensureWebBuild();

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const note = `No Chromium at ${chromium}: the browser tests will ${process.env.CI === 'true' ? 'FAIL (CI requires them)' : 'NOT run'}. Install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH.`;
  console.warn(`\n${note}\n`);
}
const embedded = !process.env.TEST_DATABASE_URL;
if (embedded) {
  console.log(
    'TEST_DATABASE_URL is not set: tests use Docker (testcontainers) if it answers, else the embedded PGlite.',
  );
}

const VITEST = 'node_modules/vitest/vitest.mjs';
const args = process.argv.slice(2);

if (args.length > 0) {
  // A project, a file or options: one run, as asked.
  const result = spawnSync(process.execPath, [VITEST, 'run', ...args], { cwd: ROOT, stdio: 'inherit' });
  process.exit(result.status ?? 1);
}

/**
 * The whole suite in two lanes: the browser tests (each mostly waiting on Chromium and the page) and
 * everything else. Each line says its lane; the exit status fails if either lane fails.
 */
const LANES = [
  { name: 'node', projects: ['core', 'web', 'api'] },
  // Beside the node lane, one browser file at a time; alone, as many as vitest.config.ts says.
  { name: 'browser', projects: ['web-e2e'], besideAnother: { BROWSER_TEST_WORKERS: '1' } },
];

// CI runs the lanes one after the other: side by side on two cores, browser steps timed out beside the
// API lane. A newcomer's machine runs them side by side, for speed.
const sideBySide = process.env.CI !== 'true';

if (embedded) {
  // Both lanes load the migrated template: build it once before they start.
  const template = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      "await (await import('./db/src/test-database.ts')).ensureEmbeddedTemplate();",
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (template.status !== 0) process.exit(template.status ?? 1);
}

/** One lane's run: resolves with its exit code. */
const runLane = ({ name, projects, besideAnother = {} }) =>
  new Promise((resolve) => {
    const args = [VITEST, 'run', ...projects.flatMap((p) => ['--project', p])];
    const env = { ...process.env, ...(sideBySide ? besideAnother : {}) };
    const lane = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const [stream, out] of [
      [lane.stdout, process.stdout],
      [lane.stderr, process.stderr],
    ]) {
      createInterface({ input: stream }).on('line', (line) => out.write(`[${name}] ${line}\n`));
    }
    lane.on('close', (code) => resolve({ name, code: code ?? 1 }));
  });

const started = Date.now();
const statuses = [];
if (sideBySide) statuses.push(...(await Promise.all(LANES.map(runLane))));
else for (const lane of LANES) statuses.push(await runLane(lane));
const failed = statuses.filter(({ code }) => code !== 0).map(({ name }) => name);
console.log(
  `\nnpm test: ${failed.length === 0 ? 'passed' : `FAILED in ${failed.join(' and ')}`} in ${Math.round((Date.now() - started) / 1000)} s`,
);
process.exit(failed.length === 0 ? 0 : 1);
