// `npm run check`: format, lint, types, that the committed GraphQL schema and generated client are current,
// that comments state rules, and that the OpenAPI document passes `redocly lint`.
import { execSync } from 'node:child_process';
import { ROOT } from './prepare.mjs';

const steps = [
  ['format', 'npx prettier --check .'],
  ['lint', 'npx eslint .'],
  ['types', 'npx tsc -p tsconfig.check.json'],
  ['schema', 'npx tsx api/src/emit-schema.ts --check'],
  ['codegen', 'node scripts/codegen.mjs --check'],
  // The map's and the search's SQL, written out for fixed examples (docs/map-statements.sql).
  ['map-statements', 'npx tsx scripts/map-statements.ts --check'],
  // Every catalogue is complete in every language, with its English's arguments (check-catalogues.ts).
  ['catalogues', 'npx tsx scripts/check-catalogues.ts'],
  // Comments state rules: no tracker issue numbers and no timings outside bench/ (check-comments.mjs).
  ['comments', 'node scripts/check-comments.mjs'],
  // The REST reference passes Redocly's recommended rules (errors fail; warnings are printed).
  [
    'openapi',
    'npx tsx api/src/emit-openapi.ts .data/openapi.json && npx redocly lint .data/openapi.json --format=summary',
  ],
];
for (const [name, command] of steps) {
  console.log(`\n> ${name}: ${command}`);
  execSync(command, { cwd: ROOT, stdio: 'inherit' });
}
console.log('\nAll checks passed.');
