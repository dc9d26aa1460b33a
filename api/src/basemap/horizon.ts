import { EARTH_RADIUS_METERS } from '@sacred/core/limits';
import { mercatorX, mercatorY } from '@sacred/core/mercator';
import type { HorizonProfile, SkyPlace } from '@sacred/core/sky';
import type { PMTiles } from 'pmtiles';
import { readTerrainGrid, type TerrainGrid } from './terrain-grid';

/** Azimuths sampled around a place (one a degree). */
export const HORIZON_AZIMUTHS = 360;
/** How far the horizon is looked for: beyond this, terrain rarely rises above a degree. */
export const HORIZON_REACH_METERS = 30_000;
/** The first sample's distance and the growth from one sample to the next along a ray. */
const FIRST_SAMPLE_METERS = 30;
const SAMPLE_GROWTH = 1.03;
/** The observer's eyes above the ground. */
const EYE_HEIGHT_METERS = 1.7;
/** Terrestrial refraction bends sight lines along the curved Earth by this fraction of the curvature. */
const REFRACTION_COEFFICIENT = 0.13;
/** The deepest elevation zoom read: a pixel of a 512-pixel tile is about 19 m there at the equator. */
const HORIZON_MAX_ZOOM = 12;
const PROFILES_KEPT = 256;

/**
 * The horizon around a place, traced from the terrain archive (terrarium elevation tiles): along a ray every
 * degree of azimuth, the highest elevation angle of the ground out to HORIZON_REACH_METERS, after the
 * Earth's curvature less terrestrial refraction. Where the archive has no tile under the place, there is
 * no horizon to trace.
 */
export class TerrainHorizon {
  private readonly profiles = new Map<string, Promise<HorizonProfile | undefined>>();

  constructor(private readonly archive: PMTiles) {}

  profile(place: SkyPlace): Promise<HorizonProfile | undefined> {
    // Five decimals (about a metre) name a place: the same altar always reads its cached profile.
    const key = `${place.latitude.toFixed(5)},${place.longitude.toFixed(5)}`;
    const known = this.profiles.get(key);
    if (known) return known;
    const made = this.trace(place);
    made.catch(() => this.profiles.delete(key));
    this.profiles.set(key, made);
    if (this.profiles.size > PROFILES_KEPT) this.profiles.delete(this.profiles.keys().next().value as string);
    return made;
  }

  private async trace(place: SkyPlace): Promise<HorizonProfile | undefined> {
    const header = await this.archive.getHeader();
    const zoom = Math.min(header.maxZoom, HORIZON_MAX_ZOOM);
    const tiles = new Map<string, Promise<TerrainGrid | undefined>>();
    const tileAt = (x: number, y: number) => {
      const key = `${x}/${y}`;
      let tile = tiles.get(key);
      if (!tile) {
        tile = this.decode(zoom, x, y);
        tiles.set(key, tile);
      }
      return tile;
    };
    const n = 2 ** zoom;
    const metresAt = async (latitude: number, longitude: number): Promise<number | undefined> => {
      const worldX = mercatorX(longitude) * n;
      const worldY = mercatorY(latitude) * n;
      const x = Math.floor(worldX);
      const y = Math.floor(worldY);
      if (y < 0 || y >= n) return undefined;
      const tile = await tileAt(((x % n) + n) % n, y);
      if (!tile) return undefined;
      // Each pixel holds the height at its centre: bilinear between the four around the point.
      const px = Math.min(tile.size - 1, Math.max(0, (worldX - x) * tile.size - 0.5));
      const py = Math.min(tile.size - 1, Math.max(0, (worldY - y) * tile.size - 0.5));
      const x0 = Math.floor(px);
      const y0 = Math.floor(py);
      const x1 = Math.min(tile.size - 1, x0 + 1);
      const y1 = Math.min(tile.size - 1, y0 + 1);
      const fx = px - x0;
      const fy = py - y0;
      const at = (column: number, row: number) => tile.metres[row * tile.size + column] ?? 0;
      return (
        at(x0, y0) * (1 - fx) * (1 - fy) +
        at(x1, y0) * fx * (1 - fy) +
        at(x0, y1) * (1 - fx) * fy +
        at(x1, y1) * fx * fy
      );
    };

    const ground = await metresAt(place.latitude, place.longitude);
    if (ground === undefined) return undefined;
    const eye = ground + EYE_HEIGHT_METERS;
    const distances: number[] = [];
    for (let distance = FIRST_SAMPLE_METERS; distance <= HORIZON_REACH_METERS; distance *= SAMPLE_GROWTH)
      distances.push(distance);
    const radians = Math.PI / 180;
    const cosLatitude = Math.cos(place.latitude * radians);
    const angles = await Promise.all(
      Array.from({ length: HORIZON_AZIMUTHS }, async (_, index) => {
        const azimuth = (index * 360) / HORIZON_AZIMUTHS;
        const north = Math.cos(azimuth * radians);
        const east = Math.sin(azimuth * radians);
        let highest = -90;
        for (const distance of distances) {
          const latitude = place.latitude + (distance * north) / EARTH_RADIUS_METERS / radians;
          const longitude = place.longitude + (distance * east) / (EARTH_RADIUS_METERS * cosLatitude) / radians;
          const metres = await metresAt(latitude, longitude);
          if (metres === undefined) continue;
          const drop = ((distance * distance) / (2 * EARTH_RADIUS_METERS)) * (1 - REFRACTION_COEFFICIENT);
          const angle = Math.atan2(metres - drop - eye, distance) / radians;
          if (angle > highest) highest = angle;
        }
        // No ground known along the ray: the sea-level horizon, seen from the eye's height.
        return highest === -90
          ? -Math.acos(EARTH_RADIUS_METERS / (EARTH_RADIUS_METERS + Math.max(eye, 0))) / radians
          : highest;
      }),
    );
    return { angles: angles.map((angle) => Math.round(angle * 1000) / 1000) };
  }

  private decode(z: number, x: number, y: number): Promise<TerrainGrid | undefined> {
    return readTerrainGrid(this.archive, z, x, y);
  }
}
