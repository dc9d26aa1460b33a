import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import webpush from 'web-push';

export interface BenchApi {
  child: ChildProcess;
  /** The server's origin, e.g. http://127.0.0.1:41234. */
  url: URL;
  stop(): Promise<void>;
}

export interface BenchApiOptions {
  /** Added to the environment (NODE_ENV, SESSION_SECRET, ...). */
  env?: Record<string, string>;
  /** Node options before the script (--expose-gc, --cpu-prof, ...). */
  nodeArgs?: string[];
  /** An IPC channel, for bench/map-server.ts's 'memory' and 'heap-snapshot:' messages. */
  ipc?: boolean;
  /** The server script under bench/ (default map-server.ts, the API). */
  script?: string;
}

const vapidKeys = () => {
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  return { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey };
};

/**
 * The Redis key prefix (REDIS_KEY_PREFIX) of one benchmark run's API processes: the benchmark's database
 * and process id, so they share rate-limit counters and channels with each other and never with a test
 * run's servers (which use their test database's name) or another benchmark's, on the machine's one Redis.
 */
export const benchRedisKeyPrefix = (name: string): string => `bench-${name}-${process.pid}:`;

/**
 * The API on `databaseUrl` in a process of its own (bench/map-server.ts), so that its CPU and memory are
 * its own and not the benchmark's; resolves once it prints where it listens.
 */
export async function startBenchApi(databaseUrl: string, options: BenchApiOptions = {}): Promise<BenchApi> {
  const child = spawn(
    process.execPath,
    [
      ...(options.nodeArgs ?? []),
      '--import',
      'tsx',
      fileURLToPath(new URL(`./${options.script ?? 'map-server.ts'}`, import.meta.url)),
    ],
    {
      env: {
        ...process.env,
        // What production insists on (api/src/platform/config.ts), for benchmarks run with NODE_ENV=production.
        DATABASE_URL: databaseUrl,
        REDIS_KEY_PREFIX: benchRedisKeyPrefix(new URL(databaseUrl).pathname.slice(1)),
        ...vapidKeys(),
        ...options.env,
        BENCH_SERVER_DATABASE_URL: databaseUrl,
      },
      stdio: options.ipc ? ['ignore', 'pipe', 'inherit', 'ipc'] : ['ignore', 'pipe', 'inherit'],
    },
  );
  const url = await new Promise<URL>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\S+)/.exec(output);
      if (match?.[1]) resolve(new URL(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`API server exited with ${code}`)));
  });
  return {
    child,
    url,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
