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

// eslint-disable-next-line no-control-regex
const ANSI = /\x1b\[[0-9;]*m/g;
const FAILED_TESTS_HEADING = /Failed Tests? \d+|Unhandled Errors?|FAIL /;
const REPEATED_FAILURE_LINES = 400;

/**
 * The lines a lane printed about its failures: vitest's failure report (from its "Failed Tests" heading to
 * the summary) and every line naming a failed test or file. Printed again after both lanes, so the end of
 * a long log says what failed without scrolling back over the other lane.
 */
const failureCollector = () => {
  const lines = [];
  let inReport = false;
  return {
    lines,
    keep(raw) {
      const line = raw.replace(ANSI, '');
      if (FAILED_TESTS_HEADING.test(line)) inReport = true;
      if (/^\s*Test Files\s/.test(line)) inReport = false;
      const namesFailure = /^\s*(×|✗|FAIL)\s/.test(line);
      if ((inReport || namesFailure) && lines.length < REPEATED_FAILURE_LINES) lines.push(line);
    },
  };
};

/** One lane's run: resolves with its exit code and the lines of its failures. */
const runLane = ({ name, projects, besideAnother = {} }) =>
  new Promise((resolve) => {
    const args = [VITEST, 'run', ...projects.flatMap((p) => ['--project', p])];
    const env = { ...process.env, ...(sideBySide ? besideAnother : {}) };
    const lane = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const failures = failureCollector();
    for (const [stream, out] of [
      [lane.stdout, process.stdout],
      [lane.stderr, process.stderr],
    ]) {
      createInterface({ input: stream }).on('line', (line) => {
        out.write(`[${name}] ${line}\n`);
        failures.keep(line);
      });
    }
    lane.on('close', (code) => resolve({ name, code: code ?? 1, failures: failures.lines }));
  });

const started = Date.now();
const statuses = [];
if (sideBySide) statuses.push(...(await Promise.all(LANES.map(runLane))));
else for (const lane of LANES) statuses.push(await runLane(lane));
for (const { name, code, failures } of statuses) {
  if (code === 0) continue;
  console.log(`\nWhat failed in the ${name} lane:`);
  for (const line of failures) console.log(`[${name}] ${line}`);
}
const failed = statuses.filter(({ code }) => code !== 0).map(({ name }) => name);
console.log(
  `\nnpm test: ${failed.length === 0 ? 'passed' : `FAILED in ${failed.join(' and ')}`} in ${Math.round((Date.now() - started) / 1000)} s`,
);
process.exit(failed.length === 0 ? 0 : 1);
