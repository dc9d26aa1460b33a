#!/usr/bin/env node
// Dependency audit for CI: `npm audit --omit=dev`; any high or critical advisory fails the
// build unless scripts/audit-exceptions.json lists it with a reason. When the registry's audit endpoint
// cannot be asked (this machine's registry answers 405 to the bulk advisory POST), the audit did not
// run: that is said plainly and does not fail the build, unless AUDIT_REQUIRED=true.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const FAILING = new Set(['high', 'critical']);
const exceptions = JSON.parse(readFileSync(new URL('./audit-exceptions.json', import.meta.url), 'utf8'));
const excepted = new Map(exceptions.map((entry) => [entry.advisory, entry]));

// AUDIT_REPORT_FILE: judge a saved `npm audit --json` report instead (to check this script itself).
const run = process.env.AUDIT_REPORT_FILE
  ? { stdout: readFileSync(process.env.AUDIT_REPORT_FILE, 'utf8'), stderr: '' }
  : spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
let report;
try {
  report = JSON.parse(run.stdout || '{}');
} catch {
  report = {};
}

if (!report.vulnerabilities) {
  const why = report.message || report.error?.summary || run.stderr.trim().split('\n').at(-1) || 'no answer';
  console.warn(`npm audit DID NOT RUN: the registry's audit endpoint could not be asked (${why}).`);
  process.exit(process.env.AUDIT_REQUIRED === 'true' ? 1 : 0);
}

const findings = [];
for (const [name, vulnerability] of Object.entries(report.vulnerabilities)) {
  for (const via of vulnerability.via) {
    if (typeof via !== 'object' || !FAILING.has(via.severity)) continue;
    const advisory = via.url ?? String(via.source);
    if (excepted.has(advisory)) {
      console.log(`excepted: ${name} ${via.severity} ${advisory} (${excepted.get(advisory).reason})`);
      continue;
    }
    findings.push(
      `${name}: ${via.severity} ${via.title} ${advisory} (fix: ${vulnerability.fixAvailable ? 'available' : 'none yet'})`,
    );
  }
}
const counts = report.metadata?.vulnerabilities ?? {};
console.log(`npm audit --omit=dev: ${JSON.stringify(counts)}`);
if (findings.length > 0) {
  console.error(`High or critical advisories in production dependencies:\n- ${[...new Set(findings)].join('\n- ')}`);
  console.error('Upgrade, or list the advisory in scripts/audit-exceptions.json with a reason.');
  process.exit(1);
}
console.log('No high or critical advisory in production dependencies (beyond documented exceptions).');
