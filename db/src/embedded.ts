import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { postgis } from '@electric-sql/pglite-postgis';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { EmbeddedSessionQueue } from './embedded-session';

/** Extensions the migrations create; a real server ships them as postgresql-contrib and PostGIS. */
const EXTENSIONS = { postgis, pg_trgm, citext };

/** The wire-protocol server in front of PGlite, with a queue that keeps each client's exchanges whole. */
function socketServer(db: PGlite, port = 0): PGLiteSocketServer {
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port, maxConnections: 40 });
  // Connections read the queue from the server when they attach, so replacing it before start() covers all.
  // The property is private in the typings, hence the assignment through Object.assign.
  Object.assign(server, { queryQueue: new EmbeddedSessionQueue(db) });
  return server;
}

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** Directory that keeps the data across restarts; omit for an in-memory database. */
  dataDir?: string;
  /** A dump from `dumpDataDir()` to start from (used for test databases). */
  loadDataDir?: Blob | File;
  /** 0 picks a free port. */
  port?: number;
}

/**
 * PostgreSQL + PostGIS compiled to WebAssembly, served on 127.0.0.1 over the wire protocol so the
 * rest of the code uses the same `pg`/knex path as with a real server.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions = {}): Promise<EmbeddedPostgres> {
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const db = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: EXTENSIONS,
  });
  await db.exec('CREATE EXTENSION IF NOT EXISTS postgis');
  const server = socketServer(db, options.port);
  await server.start();
  const address = server.getServerConn();
  return {
    url: `postgres://postgres@${address}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}

/** A tarball of an embedded database, to clone it cheaply (the test-database provider uses it). */
export async function dumpEmbedded(options: EmbeddedPostgresOptions, prepare: (url: string) => Promise<void>) {
  const db = await PGlite.create({ extensions: EXTENSIONS });
  await db.exec('CREATE EXTENSION IF NOT EXISTS postgis');
  const server = socketServer(db, options.port);
  await server.start();
  try {
    await prepare(`postgres://postgres@${server.getServerConn()}/postgres`);
  } finally {
    await server.stop();
  }
  const dump = await db.dumpDataDir('gzip');
  await db.close();
  return dump;
}
