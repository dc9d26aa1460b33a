// `npm run build:api`: the API, the worker and the migration CLI compiled to plain JavaScript for the
// production image (no tsx, no dev dependencies at run time). Our workspaces (core, db, api) are bundled;
// npm packages stay external and come from node_modules. Migrations are compiled one file each beside
// the bundle (api/dist/migrations/), where db/src/migrator.ts looks for them.
// The bundles sit two folders below api/ (api/dist/bundle/), the same depth as api/src/platform/, so the
// paths config.ts derives from its own location (the repository root, web/dist) hold for both.
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { ROOT } from './prepare.mjs';

const out = path.join(ROOT, 'api/dist');
await rm(out, { recursive: true, force: true });

const common = {
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  logLevel: 'warning',
  tsconfig: path.join(ROOT, 'tsconfig.json'),
  // Bundled ESM still loads CommonJS packages through require().
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
};

// Workspace packages are TypeScript: bundle them instead of leaving them to node_modules (Node would be handed
// core/src/*.ts at run time).
const bundleWorkspaces = {
  name: 'bundle-workspaces',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^@sacred\// }, async (args) => {
      const [, workspace, ...rest] = args.path.split('/');
      const sub = rest.join('/');
      const file = sub.startsWith('seeds/') ? `${sub}.ts` : `src/${sub}.ts`;
      return { path: path.join(ROOT, workspace, file) };
    });
  },
};

await build({
  ...common,
  entryPoints: {
    main: path.join(ROOT, 'api/src/main.ts'),
    migrate: path.join(ROOT, 'db/src/cli.ts'),
    // Uploaded GPX is parsed on this worker thread (api/src/pilgrimages/gpx-reader.ts).
    'gpx-worker': path.join(ROOT, 'api/src/pilgrimages/gpx-worker.ts'),
  },
  outdir: path.join(out, 'bundle'),
  bundle: true,
  splitting: true,
  packages: 'external',
  plugins: [bundleWorkspaces],
});

const migrationsDir = path.join(ROOT, 'db/migrations');
const migrations = (await readdir(migrationsDir)).filter((file) => /^\d{14}_[\w-]+\.ts$/.test(file));
await build({
  ...common,
  banner: undefined,
  entryPoints: migrations.map((file) => path.join(migrationsDir, file)),
  outdir: path.join(out, 'migrations'),
  // One file per migration, npm packages external, the workspaces' rules (a threshold from core) inlined.
  bundle: true,
  packages: 'external',
  plugins: [bundleWorkspaces],
});
console.log(`api/dist: main.js, migrate.js, gpx-worker.js and ${migrations.length} migrations`);
