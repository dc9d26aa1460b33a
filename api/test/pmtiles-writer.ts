import { gzipSync } from 'node:zlib';
import { Compression, TileType, zxyToTileId } from 'pmtiles';

/**
 * A small PMTiles v3 writer for test fixtures (the spec: header of 127 bytes, a root directory, JSON
 * metadata, then tile data in tile-id order). Everything fits in the root directory, which is all a
 * fixture of a few hundred tiles needs; internal data is uncompressed, tiles are gzipped vector tiles
 * or raw images as given.
 */
export interface ArchiveTile {
  z: number;
  x: number;
  y: number;
  data: Uint8Array;
}

export interface ArchiveOptions {
  tileType: TileType;
  metadata: Record<string, unknown>;
  bounds: { west: number; south: number; east: number; north: number };
  centre: { longitude: number; latitude: number; zoom: number };
}

const HEADER_BYTES = 127;
const ROOT_DIRECTORY_LIMIT = 16384 - HEADER_BYTES;

function varints(values: number[]): number[] {
  const bytes: number[] = [];
  for (const value of values) {
    let rest = value;
    while (rest > 0x7f) {
      bytes.push((rest & 0x7f) | 0x80);
      rest = Math.floor(rest / 128);
    }
    bytes.push(rest);
  }
  return bytes;
}

interface DirectoryEntry {
  tileId: number;
  offset: number;
  length: number;
}

function serializeDirectory(entries: DirectoryEntry[]): Uint8Array {
  const ids: number[] = [];
  let previousId = 0;
  for (const entry of entries) {
    ids.push(entry.tileId - previousId);
    previousId = entry.tileId;
  }
  const offsets = entries.map((entry, index) => {
    const previous = entries[index - 1];
    // 0 means "right after the previous tile"; otherwise the offset plus one.
    return previous && previous.offset + previous.length === entry.offset ? 0 : entry.offset + 1;
  });
  return Uint8Array.from([
    ...varints([entries.length]),
    ...varints(ids),
    ...varints(entries.map(() => 1)),
    ...varints(entries.map((entry) => entry.length)),
    ...varints(offsets),
  ]);
}

export function writePmtiles(tiles: ArchiveTile[], options: ArchiveOptions): Buffer {
  const vector = options.tileType === TileType.Mvt;
  const sorted = tiles
    .map((tile) => ({
      tileId: zxyToTileId(tile.z, tile.x, tile.y),
      data: vector ? gzipSync(tile.data) : tile.data,
      z: tile.z,
    }))
    .sort((a, b) => a.tileId - b.tileId);
  const entries: DirectoryEntry[] = [];
  let offset = 0;
  for (const tile of sorted) {
    entries.push({ tileId: tile.tileId, offset, length: tile.data.length });
    offset += tile.data.length;
  }
  const directory = serializeDirectory(entries);
  if (directory.length > ROOT_DIRECTORY_LIMIT) throw new Error('The fixture has too many tiles for a root directory');
  const metadata = Buffer.from(JSON.stringify(options.metadata));
  const tileData = Buffer.concat(sorted.map((tile) => tile.data));
  const zooms = sorted.map((tile) => tile.z);

  const header = Buffer.alloc(HEADER_BYTES);
  header.write('PMTiles', 0, 'ascii');
  header.writeUInt8(3, 7);
  const u64 = (position: number, value: number) => header.writeBigUInt64LE(BigInt(value), position);
  const rootOffset = HEADER_BYTES;
  const metadataOffset = rootOffset + directory.length;
  const tileDataOffset = metadataOffset + metadata.length;
  u64(8, rootOffset);
  u64(16, directory.length);
  u64(24, metadataOffset);
  u64(32, metadata.length);
  u64(40, tileDataOffset);
  u64(48, 0);
  u64(56, tileDataOffset);
  u64(64, tileData.length);
  u64(72, sorted.length);
  u64(80, sorted.length);
  u64(88, sorted.length);
  header.writeUInt8(1, 96);
  header.writeUInt8(Compression.None, 97);
  header.writeUInt8(vector ? Compression.Gzip : Compression.None, 98);
  header.writeUInt8(options.tileType, 99);
  header.writeUInt8(Math.min(...zooms), 100);
  header.writeUInt8(Math.max(...zooms), 101);
  const e7 = (degrees: number) => Math.round(degrees * 1e7);
  header.writeInt32LE(e7(options.bounds.west), 102);
  header.writeInt32LE(e7(options.bounds.south), 106);
  header.writeInt32LE(e7(options.bounds.east), 110);
  header.writeInt32LE(e7(options.bounds.north), 114);
  header.writeUInt8(options.centre.zoom, 118);
  header.writeInt32LE(e7(options.centre.longitude), 119);
  header.writeInt32LE(e7(options.centre.latitude), 123);
  return Buffer.concat([header, directory, metadata, tileData]);
}

/** The tiles (x, y) at zoom z that cover a bounding box (Web Mercator). */
export function tilesCovering(
  bounds: { west: number; south: number; east: number; north: number },
  z: number,
): { x: number; y: number }[] {
  const n = 2 ** z;
  const column = (longitude: number) => Math.min(n - 1, Math.floor(((longitude + 180) / 360) * n));
  const row = (latitude: number) => {
    const radians = (latitude * Math.PI) / 180;
    const y = (1 - Math.log(Math.tan(radians) + 1 / Math.cos(radians)) / Math.PI) / 2;
    return Math.min(n - 1, Math.max(0, Math.floor(y * n)));
  };
  const tiles: { x: number; y: number }[] = [];
  for (let x = column(bounds.west); x <= column(bounds.east); x++)
    for (let y = row(bounds.north); y <= row(bounds.south); y++) tiles.push({ x, y });
  return tiles;
}
