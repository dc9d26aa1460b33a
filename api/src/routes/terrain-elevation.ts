import type { Bounds, ElevationAt } from '@sacred/core/routing';
import { openArchive, type OpenArchive } from '../basemap/archive-source';
import { readTerrainGrid, type TerrainGrid } from '../basemap/terrain-grid';
import type { ArchiveLocation } from '../platform/config';
import type { ElevationSource } from './route.service';

/** Zoom 12 terrarium tiles are about 30 m a pixel at the equator: finer than the paths' own detail. */
const ELEVATION_ZOOM = 12;
/** A corridor needing more tiles than this reads a coarser zoom. */
const MAX_TILES = 64;
const KEPT_TILES = 256;

const tileX = (longitude: number, z: number) => ((longitude + 180) / 360) * 2 ** z;
const tileY = (latitude: number, z: number) => {
  const radians = (Math.max(-85.05, Math.min(85.05, latitude)) * Math.PI) / 180;
  return ((1 - Math.log(Math.tan(radians) + 1 / Math.cos(radians)) / Math.PI) / 2) * 2 ** z;
};

/**
 * Heights from the terrain archive (BASEMAP_TERRAIN_PMTILES, terrarium encoding, the one the terrain
 * style draws): the tiles under a route's corridor are decoded once, then read bilinearly.
 */
export class TerrainElevation implements ElevationSource {
  private readonly archive: OpenArchive;
  private readonly grids = new Map<string, Promise<TerrainGrid | undefined>>();

  constructor(location: ArchiveLocation) {
    this.archive = openArchive(location);
  }

  close(): Promise<void> {
    return this.archive.close();
  }

  async forBoxes(boxes: readonly Bounds[]): Promise<ElevationAt | undefined> {
    const header = await this.archive.archive.getHeader();
    let z = Math.min(ELEVATION_ZOOM, header.maxZoom);
    const tilesAt = (zoom: number) => {
      const keys = new Set<string>();
      for (const [west, south, east, north] of boxes) {
        for (let x = Math.floor(tileX(west, zoom)); x <= Math.floor(tileX(east, zoom)); x++) {
          for (let y = Math.floor(tileY(north, zoom)); y <= Math.floor(tileY(south, zoom)); y++) keys.add(`${x}/${y}`);
        }
      }
      return keys;
    };
    let keys = tilesAt(z);
    while (keys.size > MAX_TILES && z > header.minZoom) keys = tilesAt(--z);
    const loaded = new Map<string, TerrainGrid>();
    await Promise.all(
      [...keys].map(async (key) => {
        const grid = await this.grid(z, key);
        if (grid) loaded.set(key, grid);
      }),
    );
    if (loaded.size === 0) return undefined;
    return (longitude, latitude) => {
      const fx = tileX(longitude, z);
      const fy = tileY(latitude, z);
      const grid = loaded.get(`${Math.floor(fx)}/${Math.floor(fy)}`);
      if (!grid) return undefined;
      const { size, metres } = grid;
      const px = Math.max(0, Math.min(size - 1.001, (fx - Math.floor(fx)) * size - 0.5));
      const py = Math.max(0, Math.min(size - 1.001, (fy - Math.floor(fy)) * size - 0.5));
      const i = Math.floor(px);
      const j = Math.floor(py);
      const u = px - i;
      const v = py - j;
      const at = (a: number, b: number) => metres[b * size + a]!;
      return (
        at(i, j) * (1 - u) * (1 - v) +
        at(i + 1, j) * u * (1 - v) +
        at(i, j + 1) * (1 - u) * v +
        at(i + 1, j + 1) * u * v
      );
    };
  }

  private grid(z: number, key: string): Promise<TerrainGrid | undefined> {
    const cacheKey = `${z}/${key}`;
    let made = this.grids.get(cacheKey);
    if (!made) {
      const [x, y] = key.split('/').map(Number) as [number, number];
      made = this.decode(z, x, y);
      made.catch(() => this.grids.delete(cacheKey));
      this.grids.set(cacheKey, made);
      if (this.grids.size > KEPT_TILES) this.grids.delete(this.grids.keys().next().value as string);
    }
    return made;
  }

  private decode(z: number, x: number, y: number): Promise<TerrainGrid | undefined> {
    return readTerrainGrid(this.archive.archive, z, x, y);
  }
}
