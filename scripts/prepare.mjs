// Shared by `npm start` and `npm test`: install what is missing, build the web app when stale.
// Plain Node with no dependencies, because it runs before node_modules exists.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

const run = (command) => execSync(command, { cwd: ROOT, stdio: 'inherit', env: process.env });
const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

function newestIn(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestIn(path.join(target, entry)));
  }
  return newest;
}

export function ensureDependencies() {
  const installed = path.join(ROOT, 'node_modules', '.package-lock.json');
  const lock = path.join(ROOT, 'package-lock.json');
  if (mtime(installed) >= mtime(lock) && mtime(installed) >= mtime(path.join(ROOT, 'package.json'))) return;
  console.log('Installing dependencies (npm ci)...');
  run('npm ci --no-audit --no-fund');
}

export function ensureWebBuild() {
  const built = mtime(path.join(ROOT, 'web', 'dist', 'index.html'));
  const sources = [
    'web/src',
    'web/index.html',
    'web/graphiql.html',
    'web/public',
    'web/vite.config.ts',
    'core/src',
  ].map((p) => newestIn(path.join(ROOT, p)));
  if (built >= Math.max(...sources)) return;
  console.log('Building the web app...');
  run('npm run build -w web');
}
