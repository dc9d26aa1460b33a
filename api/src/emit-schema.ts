import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createInProcessPubSub } from './platform/infra/pubsub';
import { buildGraphqlSchema, printGraphqlSchema } from './platform/graphql/schema';
import { RESOLVERS } from './resolvers';

const SCHEMA_FILE = fileURLToPath(new URL('../schema.graphql', import.meta.url));

/** `tsx emit-schema.ts` rewrites api/schema.graphql; with `--check` it fails when the file is stale. */
const sdl = printGraphqlSchema(await buildGraphqlSchema(createInProcessPubSub(), RESOLVERS));
if (process.argv.includes('--check')) {
  const committed = await readFile(SCHEMA_FILE, 'utf8').catch(() => '');
  if (committed !== sdl) {
    console.error('api/schema.graphql is stale: run `npm run schema` and commit it.');
    process.exit(1);
  }
  console.log('api/schema.graphql is current.');
} else {
  await writeFile(SCHEMA_FILE, sdl);
  console.log('wrote api/schema.graphql');
}
