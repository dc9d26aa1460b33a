import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, stopProcess } from './haproxy';

/** Where Debian's `pgbouncer` is, or undefined (`.ci/run` installs it; a developer machine may lack it). */
export function pgbouncerBinary(): string | undefined {
  const found = spawnSync('sh', ['-c', 'command -v pgbouncer || ls /usr/sbin/pgbouncer'], { encoding: 'utf8' });
  const binary = found.stdout.split('\n')[0]?.trim();
  return found.status === 0 && binary ? binary : undefined;
}

export interface Pooler {
  /** `databaseUrl` with its host and port swapped for the pooler's. */
  url: string;
  close(): Promise<void>;
}

/**
 * PgBouncer in transaction mode in front of the PostgreSQL of `databaseUrl`, with few server connections
 * (`serverConnections`) for many clients, so consecutive transactions of one client land on different server
 * connections: anything that keeps state in a session between transactions breaks through it. PgBouncer
 * refuses to run as root; as root it runs as the `postgres` user (setpriv), as the test databases' initdb does.
 */
export async function startPgBouncer(databaseUrl: string, { serverConnections = 2 } = {}): Promise<Pooler> {
  const binary = pgbouncerBinary();
  if (!binary) throw new Error('pgbouncer is not installed (apt-get install pgbouncer)');
  const target = new URL(databaseUrl);
  const port = await freePort();
  const directory = await mkdtemp(path.join(tmpdir(), 'sacred-pgbouncer-'));
  const user = decodeURIComponent(target.username || 'postgres');
  await writeFile(path.join(directory, 'userlist.txt'), `"${user}" ""\n`);
  await writeFile(
    path.join(directory, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = host=${target.hostname} port=${target.port || 5432}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${path.join(directory, 'userlist.txt')}`,
      'pool_mode = transaction',
      // The admin console's SHOW STATS, for a test to see that its transactions went through.
      `stats_users = ${user}`,
      `default_pool_size = ${serverConnections}`,
      'min_pool_size = 0',
      'reserve_pool_size = 0',
      'max_client_conn = 500',
      'server_login_retry = 1',
      'log_connections = 0',
      'log_disconnections = 0',
      '',
    ].join('\n'),
  );
  const asRoot = process.getuid?.() === 0;
  if (asRoot) await chmod(directory, 0o755);
  const command = asRoot
    ? [
        'setpriv',
        ['--reuid=postgres', '--regid=postgres', '--init-groups', binary, path.join(directory, 'pgbouncer.ini')],
      ]
    : [binary, [path.join(directory, 'pgbouncer.ini')]];
  const child: ChildProcess = spawn(command[0] as string, command[1] as string[], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const giveUpAt = Date.now() + 10_000;
  while (!(await listening(port))) {
    if (child.exitCode !== null) throw new Error(`pgbouncer exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > giveUpAt) throw new Error(`pgbouncer did not listen on ${port}:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    async close() {
      await stopProcess(child);
      await rm(directory, { recursive: true, force: true });
    },
  };
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.end(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}
