// `npm run codegen`: GraphQL Code Generator (codegen.yml), then each typed document in a module of its own.
// `--check` writes nothing and fails when web/src/gql/ differs from what would be written.
//
// The client preset writes every document into web/src/gql/graphql.ts. A bundler keeps a module whole, so
// one page's document would ship with the code every page shares: the landing route would carry all of
// them. Here graphql.ts keeps the types and re-exports each document from web/src/gql/documents/, so each
// page's chunk holds the documents it uses and imports stay as they are.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generate, loadCodegenConfig } from '@graphql-codegen/cli';
import { ROOT } from './prepare.mjs';

const OUTPUT_DIR = path.join(ROOT, 'web/src/gql');
const DOCUMENTS_DIR = path.join(OUTPUT_DIR, 'documents');
const DOCUMENT_LINE = /^export const (\w+) = (\{"kind":"Document".*\}) as unknown as DocumentNode<(.*)>;$/;
const TYPE_NAME = /\b[A-Z]\w*\b/g;

/** graphql.ts with its documents moved out, and the module of each document, by path. */
function splitDocuments(graphqlSource) {
  const files = new Map();
  const lines = graphqlSource.split('\n').map((line) => {
    const found = DOCUMENT_LINE.exec(line);
    if (!found) return line;
    const [, name, body, typeArguments] = found;
    const types = [...new Set(typeArguments.match(TYPE_NAME) ?? [])];
    files.set(
      path.join(DOCUMENTS_DIR, `${name}.ts`),
      [
        '/* eslint-disable */',
        "import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';",
        ...(types.length > 0 ? [`import type { ${types.join(', ')} } from '../graphql';`] : []),
        '',
        `export const ${name} = ${body} as unknown as DocumentNode<${typeArguments}>;`,
        '',
      ].join('\n'),
    );
    return `export { ${name} } from './documents/${name}';`;
  });
  if (files.size === 0) throw new Error('codegen: no typed document found in graphql.ts; has the preset changed?');
  files.set(path.join(OUTPUT_DIR, 'graphql.ts'), lines.join('\n'));
  return files;
}

async function wantedFiles() {
  const { config } = await loadCodegenConfig({ configFilePath: path.join(ROOT, 'codegen.yml') });
  const outputs = await generate({ ...config, cwd: ROOT, silent: true }, false);
  const files = new Map();
  for (const { filename, content } of outputs) {
    const file = path.resolve(ROOT, filename);
    if (path.basename(file) === 'graphql.ts') for (const [name, text] of splitDocuments(content)) files.set(name, text);
    else files.set(file, content);
  }
  return files;
}

const existingDocuments = () =>
  existsSync(DOCUMENTS_DIR) ? readdirSync(DOCUMENTS_DIR).map((name) => path.join(DOCUMENTS_DIR, name)) : [];

const files = await wantedFiles();
if (process.argv.includes('--check')) {
  const stale = [...files].filter(([file, text]) => !existsSync(file) || readFileSync(file, 'utf8') !== text);
  const extra = existingDocuments().filter((file) => !files.has(file));
  for (const [file] of stale) console.error(`stale: ${path.relative(ROOT, file)}`);
  for (const file of extra) console.error(`not generated: ${path.relative(ROOT, file)}`);
  if (stale.length + extra.length > 0) {
    console.error('The generated GraphQL client is not current: run `npm run codegen`.');
    process.exit(1);
  }
  console.log(`codegen: ${files.size} files current`);
} else {
  rmSync(DOCUMENTS_DIR, { recursive: true, force: true });
  mkdirSync(DOCUMENTS_DIR, { recursive: true });
  for (const [file, text] of files) writeFileSync(file, text);
  console.log(`codegen: ${files.size} files written`);
}
