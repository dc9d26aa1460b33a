import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import {
  BASEMAP_FONT,
  BASEMAP_FONT_BOLD,
  buildBasemapStyle,
  mapStyleAvailability,
  MapStyleUnavailableError,
  OSM_ATTRIBUTION,
  unavailableMapStyleMessage,
  type BasemapSources,
  type BasemapStyle,
  type ContourSource,
  type DemSource,
  type MapStyleAvailability,
  type VectorBasemapSource,
} from '@sacred/core/basemap';
import type { HorizonProfile, SkyPlace } from '@sacred/core/sky';
import { MAP_STYLES } from '@sacred/core/enums';
import { parseTileAddress, type TileAddress } from '@sacred/core/mercator';
import type { MapStyle } from '@sacred/core/settings';
import { TileType } from 'pmtiles';
import type { BasemapConfig } from '../platform/config';
import { NotFoundError, ValidationError } from '../platform/errors';
import { openArchive, type OpenArchive } from './archive-source';
import { ContourTiles } from './contour-tiles';
import { emptyGlyphRange } from './glyph-pbf';
import { countUpstreamError } from '../platform/metrics';
import { TerrainHorizon } from './horizon';

/** The generated glyph ranges and sprite (scripts/build-basemap-assets.mjs), served from our origin. */
export const BASEMAP_ASSETS_DIR = fileURLToPath(new URL('../../assets/basemap/', import.meta.url));

export type TileArchiveName = 'basemap' | 'terrain';

/** Where the map's style comes from: our archive, a hosted style, or the public default service. */
export type BasemapOrigin = 'archive' | 'hosted' | 'default';

export interface Tile {
  data: Uint8Array;
  contentType: string;
  etag: string;
}

const CONTENT_TYPES: Partial<Record<TileType, { ext: string; contentType: string }>> = {
  [TileType.Mvt]: { ext: 'mvt', contentType: 'application/vnd.mapbox-vector-tile' },
  [TileType.Png]: { ext: 'png', contentType: 'image/png' },
  [TileType.Webp]: { ext: 'webp', contentType: 'image/webp' },
  [TileType.Jpeg]: { ext: 'jpg', contentType: 'image/jpeg' },
};

/** The deepest zoom a web map tile can have (2^30 tiles a side); deeper is a bad request. */
export const MAX_TILE_ZOOM = 30;
/** 400 messages for tile addresses and glyph ranges. */
export const BASEMAP_MESSAGES = {
  badTile: 'A tile address is /{z}/{x}/{y} with whole numbers, z from 0 to 30 and x and y below 2^z.',
  badExtension: (expected: string) => `This archive serves .${expected} tiles.`,
  noArchive: (name: TileArchiveName) =>
    `No ${name === 'basemap' ? 'BASEMAP_PMTILES' : 'BASEMAP_TERRAIN_PMTILES'} archive is configured on this server.`,
  unknownStyle: `style must be one of ${MAP_STYLES.join(', ')}.`,
  badGlyphRange: 'A glyph range is {start}-{end}.pbf with start a multiple of 256 and end = start + 255.',
  unknownSprite: 'There is no such sprite file.',
} as const;

const DEFAULT_SERVICE_ATTRIBUTION = '<a href="https://openfreemap.org">OpenFreeMap</a>';

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
 * The basemap: map styles for Settings' street / terrain / satellite, tiles of our PMTiles archives,
 * glyph ranges and the sprite. Archives are opened lazily and read through the pmtiles library.
 */
export class BasemapService {
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

  origin(): BasemapOrigin {
    if (this.config.vectorArchive) return 'archive';
    if (this.config.styleUrl) return 'hosted';
    return 'default';
  }

  /** A hosted style (BASEMAP_STYLE_URL) replaces ours for the street map. */
  hostedStyleUrl(): string | undefined {
    return this.origin() === 'hosted' ? this.config.styleUrl : undefined;
  }

  availability(): MapStyleAvailability {
    return mapStyleAvailability({ dem: Boolean(this.config.terrainArchive), imagery: Boolean(this.config.imageryUrl) });
  }

  /** Settings' choices: each map style, whether this server can draw it, and why not. */
  styleChoices(): { style: MapStyle; available: boolean; reason?: string }[] {
    const availability = this.availability();
    return MAP_STYLES.map((style) =>
      availability[style]
        ? { style, available: true }
        : { style, available: false, reason: unavailableMapStyleMessage(style) },
    );
  }

  /** The origins a browser must reach for the map, besides ours (for the content security policy). */
  externalOrigins(): string[] {
    const urls: string[] = [];
    if (!this.config.vectorArchive) urls.push(this.config.styleUrl ?? this.config.defaultTileJsonUrl);
    if (this.config.imageryUrl) urls.push(this.config.imageryUrl.replace(/[{}]/g, ''));
    const origins = urls.map((url) => new URL(url).origin);
    // The public service answers its TileJSON on one host and may serve tiles from the same one.
    return [...new Set(origins)];
  }

  parseMapStyle(value: unknown): MapStyle {
    if (typeof value === 'string' && (MAP_STYLES as readonly string[]).includes(value)) return value as MapStyle;
    throw new ValidationError(BASEMAP_MESSAGES.unknownStyle, { style: BASEMAP_MESSAGES.unknownStyle });
  }

  async style(mapStyle: MapStyle): Promise<BasemapStyle> {
    try {
      return buildBasemapStyle(mapStyle, await this.sources());
    } catch (error) {
      if (error instanceof MapStyleUnavailableError) throw new ValidationError(error.message, { style: error.message });
      throw error;
    }
  }

  private async sources(): Promise<BasemapSources> {
    return {
      vector: await this.vectorSource(),
      dem: await this.demSource(),
      contours: await this.contourSource(),
      imagery: this.config.imageryUrl
        ? {
            tiles: [this.config.imageryUrl],
            minzoom: 0,
            maxzoom: 19,
            tileSize: 256,
            attribution: `Imagery: ${new URL(this.config.imageryUrl.replace(/[{}]/g, '')).host}`,
          }
        : undefined,
      glyphs: '/map/fonts/{fontstack}/{range}.pbf',
      sprite: '/map/sprite',
    };
  }

  private async vectorSource(): Promise<VectorBasemapSource> {
    const archive = this.archives.basemap;
    if (!archive) {
      return {
        schema: 'openmaptiles',
        url: this.config.defaultTileJsonUrl,
        minzoom: 0,
        maxzoom: 14,
        attribution: `${DEFAULT_SERVICE_ATTRIBUTION} ${OSM_ATTRIBUTION}`,
      };
    }
    const header = await archive.archive.getHeader();
    const metadata = (await archive.archive.getMetadata()) as { attribution?: unknown };
    const attribution = typeof metadata.attribution === 'string' ? metadata.attribution : OSM_ATTRIBUTION;
    return {
      schema: 'protomaps',
      tiles: ['/tiles/basemap/{z}/{x}/{y}.mvt'],
      minzoom: header.minZoom,
      maxzoom: header.maxZoom,
      attribution: attribution.includes('OpenStreetMap') ? attribution : `${attribution} ${OSM_ATTRIBUTION}`,
    };
  }

  private async demSource(): Promise<DemSource | undefined> {
    const archive = this.archives.terrain;
    if (!archive) return undefined;
    const header = await archive.archive.getHeader();
    const ext = CONTENT_TYPES[header.tileType]?.ext ?? 'png';
    const metadata = (await archive.archive.getMetadata()) as { attribution?: unknown };
    return {
      tiles: [`/tiles/terrain/{z}/{x}/{y}.${ext}`],
      minzoom: header.minZoom,
      maxzoom: header.maxZoom,
      encoding: 'terrarium',
      tileSize: 512,
      // The elevation data's licence asks for its own credit, which the archive's metadata carries.
      attribution: `Elevation: ${typeof metadata.attribution === 'string' ? metadata.attribution : 'Mapzen terrain tiles'}`,
    };
  }

  /** Contour lines traced on our origin from the elevation archive, at the same zooms. */
  private async contourSource(): Promise<ContourSource | undefined> {
    const archive = this.archives.terrain;
    if (!archive) return undefined;
    const header = await archive.archive.getHeader();
    return { tiles: ['/tiles/contours/{z}/{x}/{y}.mvt'], minzoom: header.minZoom, maxzoom: header.maxZoom };
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

  /**
   * A glyph range of the app's font. Any requested font stack is drawn with our font (bold when the
   * stack asks for bold), so a hosted style's labels still show; a range the font does not cover is
   * answered empty.
   */
  async glyphs(fontstack: string, range: string): Promise<Uint8Array> {
    const match = /^(\d{1,5})-(\d{1,5})$/.exec(range);
    const start = Number(match?.[1]);
    const end = Number(match?.[2]);
    if (!match || start % 256 !== 0 || end !== start + 255 || end > 65535)
      throw new ValidationError(BASEMAP_MESSAGES.badGlyphRange, { range: BASEMAP_MESSAGES.badGlyphRange });
    const font = /bold|semibold|black|heavy/i.test(fontstack) ? BASEMAP_FONT_BOLD : BASEMAP_FONT;
    try {
      return await readFile(`${BASEMAP_ASSETS_DIR}fonts/${font}/${range}.pbf`);
    } catch {
      return emptyGlyphRange(font, range);
    }
  }

  async sprite(file: string): Promise<{ data: Buffer; contentType: string }> {
    const match = /^sprite(@2x)?\.(json|png)$/.exec(file);
    if (!match) throw new NotFoundError(BASEMAP_MESSAGES.unknownSprite);
    const data = await readFile(`${BASEMAP_ASSETS_DIR}${file}`);
    return { data, contentType: match[2] === 'json' ? 'application/json' : 'image/png' };
  }

  async close(): Promise<void> {
    await Promise.all(Object.values(this.archives).map((archive) => archive.close()));
  }
}
