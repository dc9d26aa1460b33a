import type { Knex } from 'knex';
import type { Logger } from '../platform/infra/logger';
import { importPathNetwork, type PathImportResult } from './path-import';

/** The path network's upkeep: the extract named by PATHS_OSM imported at start when it changed. */
export class PathNetworkService {
  /** The import begun at start, if any (tests and the demo wait for it). */
  started: Promise<PathImportResult | undefined> = Promise.resolve(undefined);

  constructor(
    private readonly knex: Knex,
    private readonly logger: Logger,
    /** The extract to keep imported (PATHS_OSM, or the demo world's). */
    private readonly file: string | undefined,
  ) {}

  /** Begins importing the configured extract in the background; the server serves meanwhile. */
  startImport(): void {
    if (this.file) this.started = this.importFile(this.file);
  }

  /** Imports the file unless the region already holds it; failures are logged, the server keeps serving. */
  async importFile(file: string): Promise<PathImportResult | undefined> {
    try {
      const started = Date.now();
      const result = await importPathNetwork(this.knex, file, { onlyIfChanged: true });
      if (!result.unchanged) {
        this.logger.info({ file, ...result, ms: Date.now() - started }, 'path network imported');
      }
      return result;
    } catch (error) {
      this.logger.error({ file, err: error }, 'the path network could not be imported');
      return undefined;
    }
  }
}
