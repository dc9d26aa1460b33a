/**
 * Load loops of the HTTP benchmarks: `measure` runs a request from N concurrent clients for BENCH_SECONDS
 * (default 4) after a short warm-up and gives p50, p99 and requests per second; `httpRequest` sends one
 * over a keep-alive agent and fails on any answer but a 200 without GraphQL errors.
 */
import http from 'node:http';

export const SECONDS = Number(process.env.BENCH_SECONDS || 4);

export interface Measurement {
  p50: number;
  p99: number;
  rps: number;
}

/** Runs `once` from `clients` concurrent loops for SECONDS (after a short warm-up). */
export async function measure(clients: number, once: (i: number) => Promise<void>): Promise<Measurement> {
  let counter = 0;
  const warmUntil = Date.now() + 500;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (Date.now() < warmUntil) await once(counter++);
    }),
  );
  const latencies: number[] = [];
  const started = performance.now();
  const until = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < until) {
        const t0 = performance.now();
        await once(counter++);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { p50: at(0.5), p99: at(0.99), rps: latencies.length / elapsed };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/**
 * Idle keep-alive sockets the server may be closing (its 5 s keep-alive timeout) would reset the next
 * request: a measurement that starts after a pause starts on fresh sockets.
 */
export const freshSockets = (): void => agent.destroy();

export function httpRequest(
  base: URL,
  method: 'GET' | 'POST',
  path: string,
  body?: string,
  cookie?: string,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: base.hostname,
        port: base.port,
        method,
        path,
        agent,
        headers: {
          ...(body === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
          ...(cookie === undefined ? {} : { cookie }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          if (response.statusCode !== 200 || (!path.endsWith('.mvt') && text.includes('"errors"')))
            reject(new Error(`${path}: ${response.statusCode} ${text.slice(0, 300)}`));
          else resolve();
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

export const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(1));
