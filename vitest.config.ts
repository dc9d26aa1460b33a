import { defineConfig } from 'vitest/config';

/**
 * Without TEST_DATABASE_URL each test file loads the migrated template (with the 135,000-place
 * gazetteer) into its own embedded PGlite: far slower than cloning a database on a real server.
 */
const embedded = !process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'core', include: ['core/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'api',
          include: ['api/**/*.test.ts', 'db/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['db/src/test-global-setup.ts'],
          testTimeout: embedded ? 180_000 : 60_000,
          hookTimeout: embedded ? 420_000 : 120_000,
        },
      },
      {
        test: { name: 'web', include: ['web/src/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        test: {
          name: 'web-e2e',
          include: ['web/e2e/**/*.e2e.test.ts'],
          environment: 'node',
          globalSetup: ['db/src/test-global-setup.ts'],
          testTimeout: embedded ? 240_000 : 120_000,
          hookTimeout: embedded ? 420_000 : 240_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
