import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SHIPPED_CONFIG = fileURLToPath(new URL('../../deploy/haproxy.cfg', import.meta.url));

/** Where Debian's `haproxy` is, or undefined (`.ci/run` installs it; a developer machine may lack it). */
export function haproxyBinary(): string | undefined {
  const found = spawnSync('sh', ['-c', 'command -v haproxy || ls /usr/sbin/haproxy'], { encoding: 'utf8' });
  const binary = found.stdout.split('\n')[0]?.trim();
  return found.status === 0 && binary ? binary : undefined;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Ends a child process the test started (SIGTERM) and waits until it has exited. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export interface Balancer {
  url: string;
  /** HAProxy's process id (a benchmark reads its CPU time). */
  pid: number | undefined;
  close(): Promise<void>;
}

/**
 * The balancer of docker-compose.yml (deploy/haproxy.cfg, as shipped) in front of instances on loopback:
 * the same round robin, health checks, forwarding and tunnel timeouts, with the listening address and the
 * servers' addresses swapped for local ones. For tests it also names the instance that
 * answered (`x-served-by`) and lets a request ask for one (`x-instance: <name>`), so that "sign in on A,
 * act on B" does not depend on the order of other requests.
 */
export async function startBalancer(servers: Array<{ name: string; url: string }>): Promise<Balancer> {
  const binary = haproxyBinary();
  if (!binary) throw new Error('haproxy is not installed (apt-get install haproxy)');
  const shipped = await readFile(SHIPPED_CONFIG, 'utf8');
  const port = await freePort();
  // The shipped server lines (checks, rise and fall) with local addresses: `server api1 api1:3000 check ...`.
  const shippedServer = /^\s*server \S+ \S+(.*)$/m.exec(shipped);
  const checks = shippedServer?.[1] ?? '';
  const serverLines = servers.map(({ name, url }) => `  server ${name} ${new URL(url).host}${checks}`).join('\n');
  const pins = servers.map(({ name }) => `  use-server ${name} if { req.hdr(x-instance) -m str ${name} }`).join('\n');
  const config = shipped
    .replace(/^\s*maxconn \d+$/m, '  maxconn 512')
    .replace(/^\s*bind :80$/m, `  bind 127.0.0.1:${port}`)
    .replace(/^(\s*server .*\n?)+/m, '')
    .concat(`  http-response set-header x-served-by %[srv_name]\n${pins}\n${serverLines}\n`);
  if (!config.includes(`bind 127.0.0.1:${port}`) || !config.includes('backend api'))
    throw new Error('deploy/haproxy.cfg no longer has the shape this test rewrites (bind :80, backend api)');
  const directory = await mkdtemp(path.join(tmpdir(), 'sacred-haproxy-'));
  const file = path.join(directory, 'haproxy.cfg');
  await writeFile(file, config);
  const check = spawnSync(binary, ['-c', '-q', '-f', file], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`haproxy refuses the config:\n${check.stderr}\n${config}`);

  const child: ChildProcess = spawn(binary, ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  // Ready when both servers pass their health check: every instance answers through it.
  const giveUpAt = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited with ${child.exitCode}: ${errors}`);
    const answered = await Promise.all(
      servers.map(({ name }) =>
        fetch(`${url}/healthz`, { headers: { 'x-instance': name } }).then(
          (response) => (response.status === 200 ? response.headers.get('x-served-by') : undefined),
          () => undefined,
        ),
      ),
    );
    if (answered.every((served, i) => served === servers[i]?.name)) break;
    if (Date.now() > giveUpAt) throw new Error(`haproxy did not reach every instance: ${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    pid: child.pid,
    async close() {
      await stopProcess(child);
      await rm(directory, { recursive: true, force: true });
    },
  };
}
