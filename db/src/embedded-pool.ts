import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * Embedded test databases made ahead of time. Loading the migrated template into PGlite costs seconds of
 * CPU; the pool (started once per test run by the global set-up) keeps databases loading or ready, each in
 * a process of its own, so a test file takes one that is ready while the next loads on the other core,
 * and the file's queries run beside the test instead of on its event loop. A process whose database is
 * given back loads the next one itself: a new process would pay again for Node, tsx and compiling
 * PGlite's WebAssembly (about a second of CPU per test file).
 *
 * Test files reach the pool over HTTP on 127.0.0.1 at the address in `EMBEDDED_POOL_ENV`:
 * `POST /databases` answers `{ id, url }` once a database is ready; `DELETE /databases/:id` gives it back.
 */
export const EMBEDDED_POOL_ENV = 'SACRED_EMBEDDED_POOL_URL';

const MEMBER_FILE = fileURLToPath(new URL('./embedded-pool-member.ts', import.meta.url));

/** A pool process and the address of the database it is loading or has ready. */
class Member {
  readonly child: ChildProcess;
  url: Promise<string>;
  private pending: { resolve(url: string): void; reject(error: Error): void } | undefined;

  constructor(templateFile: string) {
    // The member is TypeScript like the rest of db/src: tsx (a dev dependency, as the tests are) loads it.
    this.child = fork(MEMBER_FILE, [templateFile], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child.on('message', (message: { url: string }) => {
      this.pending?.resolve(message.url);
      this.pending = undefined;
    });
    this.child.once('exit', (code, signal) => {
      this.pending?.reject(
        new Error(`The embedded test database process ended (${signal ?? code}) before it was ready`),
      );
      this.pending = undefined;
    });
    this.url = this.nextUrl();
  }

  get alive(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null && this.child.connected;
  }

  /** Drops the database given back and loads a fresh one. */
  reload(): void {
    this.url = this.nextUrl();
    this.child.send('next');
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = once(this.child, 'exit');
    this.child.kill('SIGKILL');
    await exited;
  }

  private nextUrl(): Promise<string> {
    const url = new Promise<string>((resolve, reject) => {
      this.pending = { resolve, reject };
    });
    // A member nobody takes may fail unobserved (e.g. stopped at the end of the run).
    url.catch(() => undefined);
    return url;
  }
}

export interface EmbeddedPool {
  url: string;
  close(): Promise<void>;
}

function answer(response: ServerResponse, status: number, body?: object) {
  response.writeHead(status, body ? { 'content-type': 'application/json' } : {});
  response.end(body ? JSON.stringify(body) : undefined);
}

/** `spare` databases loading or ready besides those taken; a given-back one's process loads the next. */
export async function startEmbeddedPool(templateFile: string, spare: number): Promise<EmbeddedPool> {
  const waiting: Member[] = [];
  const taken = new Map<string, Member>();
  let lastId = 0;
  let closed = false;
  const refill = () => {
    while (!closed && waiting.length < spare) waiting.push(new Member(templateFile));
  };

  const server = createServer((request, response) => {
    void (async () => {
      try {
        const release = /^\/databases\/(\d+)$/.exec(request.url ?? '');
        if (request.method === 'POST' && request.url === '/databases') {
          const member = waiting.shift() ?? new Member(templateFile);
          // Start a new process only when no given-back one will come: the one taken is reloaded on release.
          if (waiting.length === 0) refill();
          const id = String((lastId += 1));
          taken.set(id, member);
          answer(response, 200, { id, url: await member.url });
        } else if (request.method === 'DELETE' && release?.[1]) {
          const member = taken.get(release[1]);
          taken.delete(release[1]);
          if (member) {
            if (!closed && member.alive && waiting.length < spare) {
              member.reload();
              waiting.push(member);
            } else await member.stop();
          }
          answer(response, 204);
        } else {
          answer(response, 404, { message: 'Use POST /databases or DELETE /databases/:id' });
        }
      } catch (error) {
        answer(response, 500, { message: (error as Error).message });
      }
    })();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  refill();
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      closed = true;
      server.close();
      await Promise.all([...waiting, ...taken.values()].map((member) => member.stop()));
    },
  };
}

/** A database from the pool at `poolUrl`, and how to give it back. */
export async function takePooledDatabase(poolUrl: string): Promise<{ url: string; release(): Promise<void> }> {
  const response = await fetch(`${poolUrl}/databases`, { method: 'POST' });
  const body = (await response.json()) as { id?: string; url?: string; message?: string };
  if (!response.ok || !body.id || !body.url) {
    throw new Error(`The embedded test database pool failed: ${body.message ?? response.status}`);
  }
  const { id, url } = body;
  return {
    url,
    async release() {
      await fetch(`${poolUrl}/databases/${id}`, { method: 'DELETE' });
    },
  };
}
