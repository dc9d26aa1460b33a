import { existsSync } from 'node:fs';
import { EMBEDDED_POOL_ENV, startEmbeddedPool, type EmbeddedPool } from './embedded-pool';
import { ensureEmbeddedTemplate } from './test-database';

interface StoppableContainer {
  stop(): Promise<unknown>;
}

/**
 * Embedded databases loading or ready at any time: one for the test file that asks next and one more,
 * so a file never waits for a load when the one before it took longer than a load.
 */
const SPARE_EMBEDDED_DATABASES = 2;

/** Projects share one pool: each project runs this set-up, in the same process. */
const shared = globalThis as typeof globalThis & {
  sacredEmbeddedPool?: { pool: Promise<EmbeddedPool>; users: number };
};

/**
 * Picks the test database server once per run: TEST_DATABASE_URL as given, else a PostGIS container
 * when Docker answers, else the embedded PGlite (its migrated template is built here, once, and a pool
 * of databases loaded from it serves the test files).
 */
export default async function setup(): Promise<() => Promise<void>> {
  let container: StoppableContainer | undefined;
  if (!process.env.TEST_DATABASE_URL && dockerMayBeRunning()) {
    container = await startPostgisContainer();
  }
  if (process.env.TEST_DATABASE_URL) {
    return async () => {
      await container?.stop();
    };
  }
  shared.sacredEmbeddedPool ??= {
    pool: ensureEmbeddedTemplate().then((template) => startEmbeddedPool(template, SPARE_EMBEDDED_DATABASES)),
    users: 0,
  };
  const entry = shared.sacredEmbeddedPool;
  entry.users += 1;
  // Workers are started after this and inherit the variable.
  process.env[EMBEDDED_POOL_ENV] = (await entry.pool).url;
  return async () => {
    entry.users -= 1;
    if (entry.users > 0) return;
    delete shared.sacredEmbeddedPool;
    delete process.env[EMBEDDED_POOL_ENV];
    await (await entry.pool).close();
  };
}

function dockerMayBeRunning(): boolean {
  return Boolean(process.env.DOCKER_HOST) || existsSync('/var/run/docker.sock');
}

async function startPostgisContainer(): Promise<StoppableContainer | undefined> {
  try {
    const { GenericContainer, Wait } = await import('testcontainers');
    const container = await new GenericContainer('postgis/postgis:15-3.4')
      .withEnvironment({ POSTGRES_PASSWORD: 'postgres' })
      .withExposedPorts(5432)
      .withWaitStrategy(Wait.forLogMessage(/database system is ready to accept connections/, 2))
      .start();
    // Workers are started after this and inherit the variable.
    process.env.TEST_DATABASE_URL = `postgres://postgres:postgres@${container.getHost()}:${container.getMappedPort(5432)}/postgres`;
    return container;
  } catch (error) {
    console.warn(`Docker is not usable (${(error as Error).message.split('\n')[0]}); tests use the embedded PGlite.`);
    return undefined;
  }
}
