import { existsSync } from 'node:fs';
import { ensureEmbeddedTemplate } from './test-database';

interface StoppableContainer {
  stop(): Promise<unknown>;
}

/**
 * Picks the test database server once per run: TEST_DATABASE_URL as given, else a PostGIS container
 * when Docker answers, else the embedded PGlite (its migrated template is built here, once).
 */
export default async function setup(): Promise<() => Promise<void>> {
  let container: StoppableContainer | undefined;
  if (!process.env.TEST_DATABASE_URL && dockerMayBeRunning()) {
    container = await startPostgisContainer();
  }
  if (!process.env.TEST_DATABASE_URL) await ensureEmbeddedTemplate();
  return async () => {
    await container?.stop();
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
