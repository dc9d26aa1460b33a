import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';
import { SaxesParser } from 'saxes';
import type { OsmWay, Position } from '@sacred/core/pathNetwork';

/**
 * Reads an OpenStreetMap extract: OSM XML with saxes (a maintained streaming XML parser), gzipped
 * (`.osm.gz`, node:zlib) or not; a `.osm.pbf` is first turned into the same XML by osmium-tool
 * (`osmium cat -f osm`, Debian's `osmium-tool`), so one reader serves all three. Only nodes and ways are kept; relations do not make paths.
 */
export class OsmReadError extends Error {}

export interface OsmExtract {
  nodes: Map<number, Position>;
  ways: OsmWay[];
  /** The file's <bounds> as [west, south, east, north], else the extent of its nodes. */
  bounds: [number, number, number, number];
}

const isPbf = (file: string) => /\.pbf$/i.test(file);

/** The XML text of the extract as a stream of chunks. */
async function* xmlChunks(file: string): AsyncGenerator<string> {
  if (/\.gz$/i.test(file)) {
    yield* createReadStream(file).pipe(createGunzip()).setEncoding('utf8');
    return;
  }
  if (!isPbf(file)) {
    yield* createReadStream(file, { encoding: 'utf8' });
    return;
  }
  const osmium = spawn('osmium', ['cat', '-f', 'osm', '-o', '-', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  osmium.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<number>((resolve, reject) => {
    osmium.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new OsmReadError('Reading .osm.pbf needs osmium-tool (apt-get install osmium-tool), or give an .osm file')
          : error,
      ),
    );
    osmium.on('close', (code) => resolve(code ?? 1));
  });
  osmium.stdout.setEncoding('utf8');
  yield* osmium.stdout as AsyncIterable<string>;
  const code = await exited;
  if (code !== 0) throw new OsmReadError(`osmium could not read ${file}: ${stderr.trim()}`);
}

export async function readOsmExtract(file: string): Promise<OsmExtract> {
  const nodes = new Map<number, Position>();
  const ways: OsmWay[] = [];
  let bounds: OsmExtract['bounds'] | undefined;
  let way: OsmWay | undefined;
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  const parser = new SaxesParser();
  let failure: Error | undefined;
  parser.on('error', (error) => (failure ??= new OsmReadError(`Not a readable OSM file: ${error.message}`)));
  parser.on('opentag', (tag) => {
    const attributes = tag.attributes as Record<string, string>;
    switch (tag.name) {
      case 'bounds': {
        const box = ['minlon', 'minlat', 'maxlon', 'maxlat'].map((key) => Number(attributes[key]));
        if (box.every(Number.isFinite)) bounds = box as [number, number, number, number];
        break;
      }
      case 'node': {
        const longitude = Number(attributes.lon);
        const latitude = Number(attributes.lat);
        if (!Number.isFinite(longitude) || !Number.isFinite(latitude)) break;
        nodes.set(Number(attributes.id), [longitude, latitude]);
        west = Math.min(west, longitude);
        east = Math.max(east, longitude);
        south = Math.min(south, latitude);
        north = Math.max(north, latitude);
        break;
      }
      case 'way':
        way = { id: Number(attributes.id), nodes: [], tags: {} };
        break;
      case 'nd':
        if (way) way.nodes.push(Number(attributes.ref));
        break;
      case 'tag':
        if (way && attributes.k !== undefined && attributes.v !== undefined) way.tags[attributes.k] = attributes.v;
        break;
    }
  });
  parser.on('closetag', (tag) => {
    if (tag.name === 'way' && way) {
      if (way.tags.highway !== undefined) ways.push(way);
      way = undefined;
    }
  });
  for await (const chunk of xmlChunks(file)) {
    parser.write(chunk);
    if (failure) throw failure;
  }
  parser.close();
  if (failure) throw failure;
  if (nodes.size === 0) throw new OsmReadError(`${file} has no OSM nodes`);
  return { nodes, ways, bounds: bounds ?? [west, south, east, north] };
}
