import { createHash } from 'node:crypto';
import type { HorizonProfile, SkyPlace } from '@sacred/core/sky';
import { parseTileAddress, type TileAddress } from '@sacred/core/mercator';
import { TileType, type Header } from 'pmtiles';
import type { BasemapConfig } from '../platform/config';
import { NotFoundError, ValidationError } from '../platform/errors';
import { countUpstreamError } from '../platform/infra/metrics';
import { openArchive, type OpenArchive } from './archive-source';
import { BASEMAP_MESSAGES, type TileArchiveName } from './basemap-messages';
import { ContourTiles } from './contour-tiles';
import { TerrainHorizon } from './horizon';

export interface Tile {
  data: Uint8Array;
  contentType: string;
  etag: string;
}

/** What an archive holds, for a style's source: its zooms, the extension of its tiles and its credit. */
export interface ArchiveSummary {
  header: Header;
  ext: string | undefined;
  attribution: string | undefined;
}

const CONTENT_TYPES: Partial<Record<TileType, { ext: string; contentType: string }>> = {
  [TileType.Mvt]: { ext: 'mvt', contentType: 'application/vnd.mapbox-vector-tile' },
  [TileType.Png]: { ext: 'png', contentType: 'image/png' },
  [TileType.Webp]: { ext: 'webp', contentType: 'image/webp' },
  [TileType.Jpeg]: { ext: 'jpg', contentType: 'image/jpeg' },
};

/** The deepest zoom a web map tile can have (2^30 tiles a side); deeper is a bad request. */
export const MAX_TILE_ZOOM = 30;

/** The z/x/y of a basemap tile; a 400 when any part is not a whole number in range. */
export function basemapTileAddress(z: string, x: string, y: string): TileAddress {
  const address = parseTileAddress(z, x, y, MAX_TILE_ZOOM);
  if (!address) throw new ValidationError(BASEMAP_MESSAGES.badTile, { tile: BASEMAP_MESSAGES.badTile });
  return address;
}

function strongEtag(data: Uint8Array): string {
  return `"${createHash('sha1').update(data).digest('base64url')}"`;
}

/**
 * Our PMTiles archives (BASEMAP_PMTILES, BASEMAP_TERRAIN_PMTILES), opened lazily and read through the pmtiles
 * library: their tiles and TileJSON, the contour lines and horizons traced from the elevation.
 */
export class TileArchives {
  private readonly archives: Partial<Record<TileArchiveName, OpenArchive>> = {};
  private readonly contours: ContourTiles | undefined;
  private readonly horizons: TerrainHorizon | undefined;

  constructor(private readonly config: BasemapConfig) {
    if (config.vectorArchive) this.archives.basemap = openArchive(config.vectorArchive);
    if (config.terrainArchive) {
      this.archives.terrain = openArchive(config.terrainArchive);
      this.contours = new ContourTiles(this.archives.terrain.archive);
      this.horizons = new TerrainHorizon(this.archives.terrain.archive);
    }
  }

  /** The archive's header and credit; undefined when it is not configured. */
  async summary(name: TileArchiveName): Promise<ArchiveSummary | undefined> {
    const archive = this.archives[name];
    if (!archive) return undefined;
    const header = await archive.archive.getHeader();
    const metadata = (await archive.archive.getMetadata()) as { attribution?: unknown };
    return {
      header,
      ext: CONTENT_TYPES[header.tileType]?.ext,
      attribution: typeof metadata.attribution === 'string' ? metadata.attribution : undefined,
    };
  }

  /** The terrain's horizon around a place; undefined without an elevation archive or where it has no ground. */
  horizonAt(place: SkyPlace): Promise<HorizonProfile | undefined> {
    return this.horizons ? this.horizons.profile(place) : Promise.resolve(undefined);
  }

  /** A contour tile, undefined where there is no elevation or no line. */
  async contourTile(address: { z: number; x: number; y: number }, ext: string): Promise<Tile | undefined> {
    if (!this.contours) throw new NotFoundError(BASEMAP_MESSAGES.noArchive('terrain'));
    if (ext !== 'mvt')
      throw new ValidationError(BASEMAP_MESSAGES.badExtension('mvt'), { tile: BASEMAP_MESSAGES.badExtension('mvt') });
    const data = await this.contours.tile(address);
    if (!data) return undefined;
    return { data, contentType: CONTENT_TYPES[TileType.Mvt]?.contentType ?? '', etag: strongEtag(data) };
  }

  private archive(name: TileArchiveName): OpenArchive {
    const archive = this.archives[name];
    if (!archive) throw new NotFoundError(BASEMAP_MESSAGES.noArchive(name));
    return archive;
  }

  /** A TileJSON 3 document for one archive, with tile URLs under `baseUrl` (our origin). */
  async tileJson(name: TileArchiveName, baseUrl: string): Promise<unknown> {
    const { archive } = this.archive(name);
    const header = await archive.getHeader();
    const ext = CONTENT_TYPES[header.tileType]?.ext ?? 'bin';
    const json = (await archive.getTileJson(`${baseUrl}/tiles/${name}`)) as Record<string, unknown>;
    return { ...json, tiles: [`${baseUrl}/tiles/${name}/{z}/{x}/{y}.${ext}`] };
  }

  /**
   * One tile, undefined when the archive has none there (outside its area or zooms). The extension
   * must be the archive's tile type.
   */
  async tile(
    name: TileArchiveName,
    address: { z: number; x: number; y: number },
    ext: string,
  ): Promise<Tile | undefined> {
    const { archive } = this.archive(name);
    const header = await archive.getHeader();
    const type = CONTENT_TYPES[header.tileType];
    if (!type) throw new NotFoundError(BASEMAP_MESSAGES.noArchive(name));
    if (ext !== type.ext)
      throw new ValidationError(BASEMAP_MESSAGES.badExtension(type.ext), {
        tile: BASEMAP_MESSAGES.badExtension(type.ext),
      });
    // A read that fails (an archive URL not answering, most often) is an upstream error to watch.
    const found = await archive.getZxy(address.z, address.x, address.y).catch((error: unknown) => {
      countUpstreamError('tiles');
      throw error;
    });
    if (!found) return undefined;
    const data = new Uint8Array(found.data);
    return { data, contentType: type.contentType, etag: strongEtag(data) };
  }

  /** The local file of the vector archive, for byte-range reads by the browser (offline packs). */
  archiveFile(): string | undefined {
    const location = this.config.vectorArchive;
    return location?.kind === 'file' ? location.path : undefined;
  }

  async close(): Promise<void> {
    await Promise.all(Object.values(this.archives).map((archive) => archive.close()));
  }
}
