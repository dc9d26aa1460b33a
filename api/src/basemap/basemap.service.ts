import {
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
import { MAP_STYLES } from '@sacred/core/enums';
import type { MapStyle } from '@sacred/core/settings';
import type { BasemapConfig } from '../platform/config';
import { ValidationError } from '../platform/errors';
import { BASEMAP_MESSAGES } from './basemap-messages';
import type { TileArchives } from './tile-archives';

/** Where the map's style comes from: our archive, a hosted style, or the public default service. */
export type BasemapOrigin = 'archive' | 'hosted' | 'default';

const DEFAULT_SERVICE_ATTRIBUTION = '<a href="https://openfreemap.org">OpenFreeMap</a>';

/**
 * The basemap's styles for Settings' street / terrain / satellite: where they come from, which this server
 * can draw, and each style with its sources (our archives, a hosted style, or the public default service).
 */
export class BasemapService {
  constructor(
    private readonly config: BasemapConfig,
    private readonly archives: TileArchives,
  ) {}

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
    const archive = await this.archives.summary('basemap');
    if (!archive) {
      return {
        schema: 'openmaptiles',
        url: this.config.defaultTileJsonUrl,
        minzoom: 0,
        maxzoom: 14,
        attribution: `${DEFAULT_SERVICE_ATTRIBUTION} ${OSM_ATTRIBUTION}`,
      };
    }
    const { header } = archive;
    const attribution = archive.attribution ?? OSM_ATTRIBUTION;
    return {
      schema: 'protomaps',
      tiles: ['/tiles/basemap/{z}/{x}/{y}.mvt'],
      minzoom: header.minZoom,
      maxzoom: header.maxZoom,
      attribution: attribution.includes('OpenStreetMap') ? attribution : `${attribution} ${OSM_ATTRIBUTION}`,
    };
  }

  private async demSource(): Promise<DemSource | undefined> {
    const archive = await this.archives.summary('terrain');
    if (!archive) return undefined;
    const { header } = archive;
    return {
      tiles: [`/tiles/terrain/{z}/{x}/{y}.${archive.ext ?? 'png'}`],
      minzoom: header.minZoom,
      maxzoom: header.maxZoom,
      encoding: 'terrarium',
      tileSize: 512,
      // The elevation data's licence asks for its own credit, which the archive's metadata carries.
      attribution: `Elevation: ${archive.attribution ?? 'Mapzen terrain tiles'}`,
    };
  }

  /** Contour lines traced on our origin from the elevation archive, at the same zooms. */
  private async contourSource(): Promise<ContourSource | undefined> {
    const archive = await this.archives.summary('terrain');
    if (!archive) return undefined;
    const { minZoom: minzoom, maxZoom: maxzoom } = archive.header;
    return { tiles: ['/tiles/contours/{z}/{x}/{y}.mvt'], minzoom, maxzoom };
  }
}
