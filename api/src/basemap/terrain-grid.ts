import { terrariumMetres } from '@sacred/core/contours';
import type { PMTiles } from 'pmtiles';
import sharp from 'sharp';

/** One elevation tile decoded: `size` x `size` heights in metres, row by row from the north-west corner. */
export interface TerrainGrid {
  size: number;
  metres: Float32Array;
}

/** The elevation tile z/x/y of a terrain archive (terrarium encoding) as heights; undefined where it has none. */
export async function readTerrainGrid(
  archive: Pick<PMTiles, 'getZxy'>,
  z: number,
  x: number,
  y: number,
): Promise<TerrainGrid | undefined> {
  const found = await archive.getZxy(z, x, y);
  if (!found) return undefined;
  const { data, info } = await sharp(new Uint8Array(found.data)).raw().toBuffer({ resolveWithObject: true });
  const size = info.width;
  const metres = new Float32Array(size * size);
  for (let index = 0; index < size * size; index++) {
    const offset = index * info.channels;
    metres[index] = terrariumMetres(data[offset] ?? 0, data[offset + 1] ?? 0, data[offset + 2] ?? 0);
  }
  return { size, metres };
}
