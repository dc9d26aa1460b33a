import { readFile } from 'node:fs/promises';
import { startEmbeddedPostgres } from './embedded';

/**
 * One pooled embedded test database (started by embedded-pool.ts in a process of its own): loads the
 * migrated template given as the first argument, reports its address to the pool, and stops when the
 * pool disconnects.
 */
const [templateFile] = process.argv.slice(2);
if (!templateFile || !process.send) throw new Error('embedded-pool-member runs as a forked child with a template');

const embedded = await startEmbeddedPostgres({ loadDataDir: new Blob([await readFile(templateFile)]) });
process.send({ url: embedded.url });
process.once('disconnect', () => {
  void embedded.stop().finally(() => process.exit(0));
});
