/**
 * Start-up and idle memory of the server with the embedded database (what `npm start` runs):
 * time until /healthz answers 200 on a cold data directory and again on a warm one, and the RSS
 * of the process (server + embedded PostgreSQL share it) after a short idle.
 *   npx tsx bench/startup.ts            (uses a fresh temporary data directory)
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { benchRedisKeyPrefix } from './api-process';

const PORT = 3900 + Math.floor(Math.random() * 50);

async function rssMegabytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function runOnce(dataDir: string, label: string) {
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // Used only when REDIS_URL is set.
      REDIS_KEY_PREFIX: benchRedisKeyPrefix('startup'),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${PORT}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const readyMs = Date.now() - started;
    const altars = (await (await fetch(`http://127.0.0.1:${PORT}/api/altars?limit=2000`)).json()) as unknown[];
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const rss = await rssMegabytes(child.pid!);
    console.log(
      `${label}: ready in ${(readyMs / 1000).toFixed(1)} s, ${altars.length} altars served, idle RSS ${rss} MB`,
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'sacred-bench-'));
try {
  await runOnce(dataDir, 'cold start (empty data directory: PostGIS install, migrations, demo seed)');
  await runOnce(dataDir, 'warm start (existing data directory)');
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
