import 'reflect-metadata';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { basemapOperations } from './basemap/basemap.openapi';
import { buildOpenApiDocument } from './platform/rest/openapi';
import { createInProcessPubSub } from './platform/infra/pubsub';
import { buildGraphqlSchema } from './platform/graphql/schema';
import { RESOLVERS } from './resolvers';
import { REST_ROUTES } from './routes';

/**
 * `tsx emit-openapi.ts <file>` writes the document /api/openapi.json serves (for `redocly lint` in
 * `npm run check`, or a client generator) without starting a server.
 */
const file = process.argv[2] ?? '.data/openapi.json';
const schema = await buildGraphqlSchema(createInProcessPubSub(), RESOLVERS);
await mkdir(path.dirname(file), { recursive: true });
await writeFile(file, JSON.stringify(buildOpenApiDocument(REST_ROUTES, basemapOperations(), schema), null, 2));
console.log(`wrote ${file}`);
