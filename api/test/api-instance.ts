import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { redisKeyPrefixOf } from './redis';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface ApiInstance {
  child: ChildProcess;
  /** Everything it printed so far (JSON log lines). */
  output(): string;
  /** Resolves with its own address once it listens. */
  listening: Promise<string>;
  stop(): Promise<void>;
}

/**
 * `api/src/main.ts` in a process of its own, as a deployment runs each instance: its own memory, timers,
 * connections and disk (`DATA_DIR`), nothing shared but what `env` points at.
 */
export function startApiInstance(env: Record<string, string>): ApiInstance {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED: 'none',
      LOG_LEVEL: 'info',
      // Tests never reach the internet.
      WEATHER_BASE_URL: 'http://127.0.0.1:9',
      BASEMAP_DEFAULT_TILEJSON: 'http://127.0.0.1:9/planet',
      // Instances on one test database share their Redis keys, and no other run's.
      ...(env.DATABASE_URL ? { REDIS_KEY_PREFIX: redisKeyPrefixOf(env.DATABASE_URL) } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const listening = new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', () => {
      const match = /"url":"([^"]+)"[^\n]*Sacred Spaces is listening/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`API instance exited with ${code}:\n${output.slice(-2000)}`)));
  });
  // A test that never awaits `listening` (the instance is stopped first) must not fail on its rejection.
  listening.catch(() => undefined);
  return {
    child,
    output: () => output,
    listening,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 12_000);
      await exited;
      clearTimeout(force);
    },
  };
}
