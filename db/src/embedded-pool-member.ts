import { readFile } from 'node:fs/promises';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded';

/**
 * One pool process for embedded test databases (started by embedded-pool.ts): loads the migrated template
 * given as the first argument and reports the database's address to the pool; on 'next' (the test file
 * gave the database back) stops it and loads a fresh one in the same process, which skips a Node start
 * and the WebAssembly compile. Stops when the pool disconnects.
 */
const [templateFile] = process.argv.slice(2);
if (!templateFile || !process.send) throw new Error('embedded-pool-member runs as a forked child with a template');
const send = process.send.bind(process);

const template = new Blob([await readFile(templateFile)]);
let current: EmbeddedPostgres | undefined;

async function loadNext() {
  await current?.stop();
  current = await startEmbeddedPostgres({ loadDataDir: template });
  send({ url: current.url });
}

process.on('message', (message) => {
  if (message === 'next') void loadNext();
});
process.once('disconnect', () => {
  void (current?.stop() ?? Promise.resolve()).finally(() => process.exit(0));
});
await loadNext();
