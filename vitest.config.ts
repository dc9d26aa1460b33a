import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

/**
 * Node loads graphql's CommonJS build (the package has no exports map), and so do type-graphql and
 * graphql-ws; Vite would give our own sources the .mjs build, a second graphql that rejects the
 * schema's objects ("from another module or realm"). Tests that start the server resolve it as Node does.
 */
const nodeGraphql = [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }];

/**
 * Without TEST_DATABASE_URL each test file gets an embedded PGlite loaded with the migrated template
 * (with the 135,000-place gazetteer), from a pool that loads them ahead of time in processes of their
 * own; queries there are still slower than on a real server, so the limits are wider.
 */
const embedded = !process.env.TEST_DATABASE_URL;

/**
 * Test files share their worker's module cache (`isolate: false`): importing the app (type-graphql, Apollo,
 * the schema) once per worker instead of once per file halves the node lane (bench/README.md, "Test
 * lanes"). Each file still
 * gets its own database, server and browser; a file that changes shared state (a spy, an environment
 * variable) restores it before it ends.
 */
const shareModules = { isolate: false } as const;

export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'core', include: ['core/**/*.test.ts'], environment: 'node', ...shareModules },
      },
      {
        test: {
          name: 'api',
          alias: nodeGraphql,
          ...shareModules,
          include: ['api/**/*.test.ts', 'db/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['db/src/test-global-setup.ts'],
          testTimeout: embedded ? 180_000 : 60_000,
          hookTimeout: embedded ? 420_000 : 120_000,
        },
      },
      {
        test: { name: 'web', include: ['web/src/**/*.test.{ts,tsx}'], environment: 'node', ...shareModules },
      },
      {
        test: {
          name: 'web-e2e',
          alias: nodeGraphql,
          ...shareModules,
          include: ['web/e2e/**/*.e2e.test.ts'],
          environment: 'node',
          globalSetup: ['db/src/test-global-setup.ts'],
          testTimeout: embedded ? 240_000 : 120_000,
          hookTimeout: embedded ? 420_000 : 240_000,
          // Two files at a time: a browser test waits on Chromium and the page much of its time, so two
          // files share the cores better than one (bench/README.md, "Test lanes").
          // A project's own maxWorkers wins over the command line's, so `npm test` asks for one file at a
          // time, when the lane runs beside the node lane, through BROWSER_TEST_WORKERS.
          maxWorkers: Number(process.env.BROWSER_TEST_WORKERS) || 2,
        },
      },
    ],
  },
});
