import Point from '@mapbox/point-geometry';
import { fromVectorTileJs, type VectorTileFeatureLike } from '@maplibre/vt-pbf';
import { contourInterval, simplifyLine, traceContours, type ElevationGrid } from '@sacred/core/contours';
import type { TileId } from '@sacred/core/offlinePacks';
import type { PMTiles } from 'pmtiles';
import { readTerrainGrid, type TerrainGrid } from './terrain-grid';

/** The vector layer of contour tiles: lines with `ele` (metres) and `major` (every fifth line). */
export const CONTOUR_LAYER = 'contours';
const EXTENT = 4096;
/** Decoded elevation tiles and finished contour tiles kept in memory (about 0.3 MB and 20 KB each). */
const DECODED_KEPT = 48;
const TILES_KEPT = 512;

/** A memo that forgets the least recently used entry beyond `limit` (Map keeps insertion order). */
class Recent<V> {
  private readonly entries = new Map<string, V>();
  constructor(private readonly limit: number) {}

  get(key: string, make: () => V): V {
    const found = this.entries.get(key);
    if (found !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, found);
      return found;
    }
    const made = make();
    this.entries.set(key, made);
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value as string);
    return made;
  }

  forget(key: string): void {
    this.entries.delete(key);
  }
}

/**
 * Contour lines as vector tiles (`/tiles/contours/{z}/{x}/{y}.mvt`), traced from the terrain archive's
 * elevation tile at the same address. Each tile also reads the first column of its eastern neighbour
 * and the first row of its southern one, so its lines run on into the next tile without a gap.
 */
export class ContourTiles {
  private readonly decoded = new Recent<Promise<TerrainGrid | undefined>>(DECODED_KEPT);
  private readonly tiles = new Recent<Promise<Uint8Array | undefined>>(TILES_KEPT);

  constructor(private readonly archive: PMTiles) {}

  /** The tile's bytes, undefined where the archive has no elevation (or the ground is flat). */
  tile(address: TileId): Promise<Uint8Array | undefined> {
    const key = `${address.z}/${address.x}/${address.y}`;
    const made = this.tiles.get(key, () => this.trace(address));
    made.catch(() => this.tiles.forget(key));
    return made;
  }

  private elevations({ z, x, y }: TileId): Promise<TerrainGrid | undefined> {
    const n = 2 ** z;
    if (y < 0 || y >= n) return Promise.resolve(undefined);
    const column = ((x % n) + n) % n;
    const key = `${z}/${column}/${y}`;
    const made = this.decoded.get(key, () => readTerrainGrid(this.archive, z, column, y));
    made.catch(() => this.decoded.forget(key));
    return made;
  }

  private async trace(address: TileId): Promise<Uint8Array | undefined> {
    const { z, x, y } = address;
    const [self, east, south, southEast] = await Promise.all([
      this.elevations(address),
      this.elevations({ z, x: x + 1, y }),
      this.elevations({ z, x, y: y + 1 }),
      this.elevations({ z, x: x + 1, y: y + 1 }),
    ]);
    if (!self) return undefined;
    const grid = withNeighbours(self, east, south, southEast);
    const { minor, major } = contourInterval(z);
    // Sample (i, j) is the centre of pixel (i, j): half a pixel in from the tile's corner.
    const scale = EXTENT / self.size;
    const features: VectorTileFeatureLike[] = [];
    for (const level of traceContours(grid, minor)) {
      for (const line of level.lines) {
        const points = quantized(line, scale);
        if (points.length < 2) continue;
        features.push({
          id: undefined,
          type: 2,
          properties: { ele: level.metres, major: level.metres % major === 0 },
          extent: EXTENT,
          loadGeometry: () => [points],
        });
      }
    }
    if (features.length === 0) return undefined;
    return fromVectorTileJs({
      layers: {
        [CONTOUR_LAYER]: {
          version: 2,
          name: CONTOUR_LAYER,
          extent: EXTENT,
          length: features.length,
          feature: (index) => features[index] as VectorTileFeatureLike,
        },
      },
    });
  }
}

/**
 * The tile's samples plus one more column and row from its neighbours (size + 1 a side); where a
 * neighbour is missing (the archive's edge), the tile's own last column or row is repeated.
 */
function withNeighbours(
  self: TerrainGrid,
  east: TerrainGrid | undefined,
  south: TerrainGrid | undefined,
  southEast: TerrainGrid | undefined,
): ElevationGrid {
  const { size } = self;
  const wide = size + 1;
  const metres = new Float32Array(wide * wide);
  const sample = (tile: TerrainGrid | undefined, i: number, j: number, fallback: number) =>
    tile && tile.size === size ? (tile.metres[j * size + i] as number) : fallback;
  for (let j = 0; j < size; j++) {
    metres.set(self.metres.subarray(j * size, (j + 1) * size), j * wide);
    metres[j * wide + size] = sample(east, 0, j, self.metres[j * size + size - 1] as number);
  }
  for (let i = 0; i < size; i++) metres[size * wide + i] = sample(south, i, 0, metres[(size - 1) * wide + i] as number);
  const corner = sample(southEast, 0, 0, Number.NaN);
  metres[size * wide + size] = Number.isNaN(corner)
    ? ((metres[size * wide + size - 1] as number) + (metres[(size - 1) * wide + size] as number)) / 2
    : corner;
  return { size: wide, metres };
}

/**
 * Grid points to whole tile units, simplified within a quarter of an elevation pixel (a line traced
 * per pixel is mostly straight runs) and without repeated points.
 */
function quantized(line: ReadonlyArray<[number, number]>, scale: number): Point[] {
  const inTile = line.map(([i, j]) => [(i + 0.5) * scale, (j + 0.5) * scale] as const);
  const points: Point[] = [];
  for (const [x, y] of simplifyLine(inTile, scale / 4)) {
    const point = new Point(Math.round(x), Math.round(y));
    const last = points.at(-1);
    if (!last || last.x !== point.x || last.y !== point.y) points.push(point);
  }
  return points;
}
