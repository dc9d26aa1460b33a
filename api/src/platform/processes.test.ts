import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@sacred/db/test-database';
import { redisKeyPrefixOf } from '../../test/redis';

/**
 * API_PROCESSES=2: `api/src/main.ts` as `npm start` runs it, with two API processes behind
 * one port (node:cluster), both answering, and a clean stop on SIGTERM.
 */
const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

let db: TestDatabase;
let primary: ChildProcess;
let url: string;

beforeAll(async () => {
  db = await createTestDatabase();
  primary = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: db.url,
      SEED: 'none',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      API_PROCESSES: '2',
      REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
      REDIS_KEY_PREFIX: redisKeyPrefixOf(db.url),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  url = await new Promise<string>((resolve, reject) => {
    let output = '';
    primary.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"processes":2,"url":"([^"]+)"/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    primary.once('exit', (code) => reject(new Error(`API exited with ${code}: ${output.slice(-500)}`)));
  });
}, 120_000);

afterAll(async () => {
  if (primary && primary.exitCode === null) primary.kill('SIGKILL');
  await db?.destroy();
});

async function workerPids(): Promise<number[]> {
  const text = await readFile(`/proc/${primary.pid}/task/${primary.pid}/children`, 'utf8');
  return text.split(' ').filter(Boolean).map(Number);
}

describe('API_PROCESSES=2', () => {
  it('serves one port from two worker processes and stops them all on SIGTERM', async () => {
    expect(await workerPids()).toHaveLength(2);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => fetch(`${url}/api/altars?lat=39.74&lng=-104.99`).then((r) => r.status)),
    );
    expect(answers).toEqual(Array.from({ length: 8 }, () => 200));
    const health = await fetch(`${url}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok' });

    const exited = new Promise<number | null>((resolve) => primary.once('exit', (code) => resolve(code)));
    primary.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 60_000);
});
