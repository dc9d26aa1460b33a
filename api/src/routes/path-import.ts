import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import { buildPathEdges } from '@sacred/core/pathNetwork';
import { readOsmExtract } from './osm-reader';
import { PathNetworkRepository } from './path-network.repository';

export interface PathImportResult {
  region: string;
  edges: number;
  /** True when the region already held this very file (PATHS_OSM at a restart). */
  unchanged: boolean;
}

/** The region a file fills unless named: its name without the .osm / .osm.gz / .osm.pbf ending. */
export const regionNameOf = (file: string): string => path.basename(file).replace(/(\.osm)?(\.pbf|\.gz)?$/i, '');

async function fileHash(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Imports the walkable ways of an OSM extract as the path network of the ground it covers, replacing
 * what was there, in one transaction. With `onlyIfChanged`, a region that already holds the same file
 * (by its sha256) is left as it is. Imports run one at a time (an advisory lock), so two instances
 * starting together import once.
 */
export async function importPathNetwork(
  knex: Knex,
  file: string,
  options: { region?: string; onlyIfChanged?: boolean } = {},
): Promise<PathImportResult> {
  const region = options.region ?? regionNameOf(file);
  const hash = await fileHash(file);
  const unchanged = async (repository: PathNetworkRepository) => {
    const existing = await repository.regionNamed(region);
    return options.onlyIfChanged && existing?.fileHash === hash ? existing : undefined;
  };
  const kept = await unchanged(new PathNetworkRepository(knex));
  if (kept) return { region, edges: kept.edgeCount, unchanged: true };
  // Read before the transaction: a large extract takes a while, the swap itself is quick.
  const extract = await readOsmExtract(file);
  const edges = buildPathEdges(extract.ways, extract.nodes);
  return knex.transaction(async (trx) => {
    await trx.raw("SELECT pg_advisory_xact_lock(hashtext('path-network-import'))");
    const repository = new PathNetworkRepository(trx);
    const imported = await unchanged(repository);
    if (imported) return { region, edges: imported.edgeCount, unchanged: true };
    await repository.replaceRegion(region, extract.bounds, hash, edges);
    return { region, edges: edges.length, unchanged: false };
  });
}
