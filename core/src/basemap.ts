import type { MapStyle } from './settings';

/**
 * The basemap: one dark style written once for the API (`GET /map/style.json`) and the web map. It is
 * drawn from OpenStreetMap-derived vector tiles in the Protomaps basemap schema (our own archives and
 * the test fixture), or in the OpenMapTiles schema (the key-less public service used when nothing is
 * configured). Each layer below names its source layer and filter for both schemas, so the two maps
 * look the same.
 */

export type BasemapSchema = 'protomaps' | 'openmaptiles';

export const BASEMAP_FONT = 'Noto Sans Regular';
export const BASEMAP_FONT_BOLD = 'Noto Sans Bold';
export const OSM_ATTRIBUTION = '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap contributors</a>';

/** Tile URLs are origin-relative (`/tiles/...`) or absolute; the web map makes them absolute. */
export interface VectorBasemapSource {
  schema: BasemapSchema;
  /** A TileJSON URL, or tile templates. */
  url?: string;
  tiles?: string[];
  minzoom: number;
  maxzoom: number;
  attribution: string;
}

export interface DemSource {
  tiles: string[];
  minzoom: number;
  maxzoom: number;
  encoding: 'terrarium' | 'mapbox';
  tileSize: number;
  attribution: string;
}

/** Contour lines as vector tiles (layer `contours`: `ele` in metres, `major` every fifth line). */
export interface ContourSource {
  tiles: string[];
  minzoom: number;
  maxzoom: number;
}

export interface ImagerySource {
  tiles: string[];
  minzoom: number;
  maxzoom: number;
  tileSize: number;
  attribution: string;
}

export interface BasemapSources {
  vector: VectorBasemapSource;
  dem?: DemSource;
  /** Traced from the elevation source; drawn by the terrain style with its hillshade. */
  contours?: ContourSource;
  imagery?: ImagerySource;
  /** `{fontstack}` and `{range}` templates on our origin. */
  glyphs: string;
  sprite: string;
}

/** The dark palette: readable at night and, with its light labels and strong paths, in sunlight. */
export const BASEMAP_PALETTE = {
  background: '#0a1620',
  earth: '#1a2e22',
  water: '#12334a',
  waterLine: '#2f6f95',
  wood: '#1f4a2c',
  grass: '#243d2a',
  park: '#22452f',
  protectedOutline: '#5f9b6e',
  farmland: '#27352a',
  urban: '#24302a',
  building: '#3a4a40',
  buildingOutline: '#4f6256',
  road: '#8c8a7c',
  roadMajor: '#c9b48a',
  roadCasing: '#0c1a12',
  path: '#f2c14e',
  track: '#d9985f',
  boundary: '#8a6d55',
  label: '#e8e4d4',
  labelHalo: '#07110b',
  waterLabel: '#8fc4e6',
  parkLabel: '#a9d6a0',
  peakLabel: '#e3c9a0',
  contour: '#c79a63',
  contourLabel: '#d9b98e',
} as const;

/**
 * The light palette, for the Light theme (and Auto in daylight): paper land, blue water and magenta
 * footpaths as on a printed walking map, readable in full sun; the same roles as the dark one.
 */
export const BASEMAP_PALETTE_LIGHT: Record<keyof typeof BASEMAP_PALETTE, string> = {
  background: '#c9dde8',
  earth: '#f2efe6',
  water: '#a8cce3',
  waterLine: '#3f82b5',
  wood: '#c3dbb0',
  grass: '#dcebc9',
  park: '#cfe6bf',
  protectedOutline: '#3f7d4e',
  farmland: '#ece8d2',
  urban: '#e7e1d5',
  building: '#d8d0c2',
  buildingOutline: '#b9af9f',
  road: '#a99f8c',
  roadMajor: '#c98a34',
  roadCasing: '#fbf8f0',
  path: '#b0306a',
  track: '#8a5a2b',
  boundary: '#8f6e96',
  label: '#26251f',
  labelHalo: '#fffdf7',
  waterLabel: '#245a84',
  parkLabel: '#2f5e2a',
  peakLabel: '#6b4a2b',
  contour: '#a88454',
  contourLabel: '#7d5e37',
};

/**
 * A basemap style in the light palette: every colour of the dark palette in its layers becomes the
 * light one of the same role. Marked `sacred:theme` in its metadata.
 */
export function inLightPalette<S extends { layers: unknown[]; metadata?: unknown }>(style: S): S {
  const swap = new Map<string, string>(
    (Object.keys(BASEMAP_PALETTE) as Array<keyof typeof BASEMAP_PALETTE>).map((role) => [
      BASEMAP_PALETTE[role].toLowerCase(),
      BASEMAP_PALETTE_LIGHT[role],
    ]),
  );
  const recolour = (value: unknown): unknown => {
    if (typeof value === 'string') return swap.get(value.toLowerCase()) ?? value;
    if (Array.isArray(value)) return value.map(recolour);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, recolour(inner)]));
    return value;
  };
  const layers = style.layers.map((layer) => {
    const { paint, ...rest } = layer as { paint?: unknown };
    return paint === undefined ? layer : { ...rest, paint: recolour(paint) };
  });
  const metadata = { ...(style.metadata as Record<string, unknown> | undefined), 'sacred:theme': 'light' };
  return { ...style, layers, metadata };
}

/** Why a style cannot be chosen, in a walker's words; shown beside the disabled choice and answered by the API. */
export const MAP_STYLE_UNAVAILABLE: Record<Exclude<MapStyle, 'street'>, string> = {
  terrain: 'Terrain (hill shading and contour lines) is not offered on this map yet. The Street map shows the paths.',
  satellite: 'Satellite photos are not offered on this map yet. The Street map shows the paths.',
};

export function unavailableMapStyleMessage(style: MapStyle): string {
  return style === 'street' ? '' : MAP_STYLE_UNAVAILABLE[style];
}

export type MapStyleAvailability = Record<MapStyle, boolean>;

/** street always works; terrain needs an elevation source, satellite an imagery source. */
export function mapStyleAvailability(has: { dem: boolean; imagery: boolean }): MapStyleAvailability {
  return { street: true, terrain: has.dem, satellite: has.imagery };
}

type Expression = unknown[];
type Filter = Expression;

interface SchemaLayer {
  sourceLayer: string;
  filter?: Filter;
}

/** One drawn layer: its MapLibre type, paint, layout and where it reads in each schema. */
interface LayerDefinition {
  id: string;
  type: 'fill' | 'line' | 'symbol';
  minzoom?: number;
  /** null: the schema has no such features (the layer is left out). */
  schemas: Record<BasemapSchema, SchemaLayer | null>;
  paint?: Record<string, unknown>;
  layout?: Record<string, unknown>;
}

const P = BASEMAP_PALETTE;
const kindIn = (...kinds: string[]): Filter => ['in', ['get', 'kind'], ['literal', kinds]];
const classIn = (...classes: string[]): Filter => ['in', ['get', 'class'], ['literal', classes]];
const isLine: Filter = ['==', ['geometry-type'], 'LineString'];
const isPolygon: Filter = ['==', ['geometry-type'], 'Polygon'];
const isPoint: Filter = ['==', ['geometry-type'], 'Point'];
const named: Filter = ['has', 'name'];

/** Footpaths, trails and tracks: the Protomaps schema has kind=path (kind_detail footway, track...). */
const PATH_KINDS = ['path', 'track'];
const PATH_DETAILS = ['path', 'footway', 'track', 'bridleway', 'cycleway', 'steps'];
const protomapsPath: Filter = [
  'any',
  kindIn(...PATH_KINDS),
  ['in', ['coalesce', ['get', 'kind_detail'], ''], ['literal', PATH_DETAILS]],
];
const protomapsTrack: Filter = [
  'any',
  ['==', ['get', 'kind'], 'track'],
  ['==', ['coalesce', ['get', 'kind_detail'], ''], 'track'],
];
const lineWidth = (base: number, atZoom18: number) => [
  'interpolate',
  ['exponential', 1.6],
  ['zoom'],
  10,
  base,
  18,
  atZoom18,
];
const labelLayout = (size: number, font = BASEMAP_FONT) => ({
  'text-field': ['get', 'name'],
  'text-font': [font],
  'text-size': size,
  'text-max-width': 8,
});
const labelPaint = (color: string) => ({
  'text-color': color,
  'text-halo-color': P.labelHalo,
  'text-halo-width': 1.6,
});

const VECTOR_LAYERS: LayerDefinition[] = [
  {
    id: 'earth',
    type: 'fill',
    schemas: { protomaps: { sourceLayer: 'earth' }, openmaptiles: null },
    paint: { 'fill-color': P.earth },
  },
  {
    id: 'landcover-wood',
    type: 'fill',
    schemas: {
      protomaps: { sourceLayer: 'landcover', filter: kindIn('forest', 'wood') },
      openmaptiles: { sourceLayer: 'landcover', filter: classIn('wood') },
    },
    paint: { 'fill-color': P.wood },
  },
  {
    id: 'landcover-grass',
    type: 'fill',
    schemas: {
      protomaps: { sourceLayer: 'landcover', filter: kindIn('grassland', 'scrub', 'farmland') },
      openmaptiles: { sourceLayer: 'landcover', filter: classIn('grass', 'farmland', 'wetland') },
    },
    paint: { 'fill-color': P.grass },
  },
  {
    id: 'landuse-urban',
    type: 'fill',
    schemas: {
      protomaps: { sourceLayer: 'landuse', filter: kindIn('residential', 'commercial', 'industrial', 'urban_area') },
      openmaptiles: { sourceLayer: 'landuse', filter: classIn('residential', 'commercial', 'industrial') },
    },
    paint: { 'fill-color': P.urban },
  },
  {
    id: 'landuse-wood',
    type: 'fill',
    schemas: {
      protomaps: { sourceLayer: 'landuse', filter: kindIn('wood', 'forest') },
      openmaptiles: null,
    },
    paint: { 'fill-color': P.wood },
  },
  {
    id: 'landuse-park',
    type: 'fill',
    schemas: {
      protomaps: {
        sourceLayer: 'landuse',
        filter: kindIn('park', 'national_park', 'nature_reserve', 'protected_area', 'garden', 'grass', 'meadow'),
      },
      openmaptiles: { sourceLayer: 'park' },
    },
    paint: { 'fill-color': P.park, 'fill-opacity': 0.85 },
  },
  {
    id: 'protected-outline',
    type: 'line',
    schemas: {
      protomaps: { sourceLayer: 'landuse', filter: kindIn('national_park', 'nature_reserve', 'protected_area') },
      openmaptiles: { sourceLayer: 'park' },
    },
    paint: { 'line-color': P.protectedOutline, 'line-width': 1.5, 'line-dasharray': [3, 2] },
  },
  {
    id: 'water',
    type: 'fill',
    schemas: { protomaps: { sourceLayer: 'water', filter: isPolygon }, openmaptiles: { sourceLayer: 'water' } },
    paint: { 'fill-color': P.water },
  },
  {
    id: 'waterway',
    type: 'line',
    schemas: {
      protomaps: { sourceLayer: 'water', filter: isLine },
      openmaptiles: { sourceLayer: 'waterway' },
    },
    layout: { 'line-cap': 'round', 'line-join': 'round' },
    paint: { 'line-color': P.waterLine, 'line-width': lineWidth(1, 8) },
  },
  {
    id: 'buildings',
    type: 'fill',
    minzoom: 15,
    schemas: { protomaps: { sourceLayer: 'buildings' }, openmaptiles: { sourceLayer: 'building' } },
    paint: { 'fill-color': P.building, 'fill-outline-color': P.buildingOutline },
  },
  {
    id: 'roads-minor',
    type: 'line',
    schemas: {
      protomaps: { sourceLayer: 'roads', filter: kindIn('minor_road', 'other') },
      openmaptiles: { sourceLayer: 'transportation', filter: classIn('minor', 'service') },
    },
    layout: { 'line-cap': 'round', 'line-join': 'round' },
    paint: { 'line-color': P.road, 'line-width': lineWidth(0.6, 10) },
  },
  {
    id: 'roads-major',
    type: 'line',
    schemas: {
      protomaps: { sourceLayer: 'roads', filter: kindIn('major_road', 'highway') },
      openmaptiles: {
        sourceLayer: 'transportation',
        filter: classIn('motorway', 'trunk', 'primary', 'secondary', 'tertiary'),
      },
    },
    layout: { 'line-cap': 'round', 'line-join': 'round' },
    paint: { 'line-color': P.roadMajor, 'line-width': lineWidth(1, 16) },
  },
  {
    // Paths and tracks: bright, dashed and on top of roads, so a walker tells a trail from a lane.
    id: 'paths',
    type: 'line',
    minzoom: 12,
    schemas: {
      protomaps: { sourceLayer: 'roads', filter: ['all', protomapsPath, ['!', protomapsTrack]] },
      openmaptiles: { sourceLayer: 'transportation', filter: classIn('path') },
    },
    layout: { 'line-join': 'round' },
    paint: { 'line-color': P.path, 'line-width': lineWidth(2, 6), 'line-dasharray': [2, 1] },
  },
  {
    id: 'tracks',
    type: 'line',
    minzoom: 12,
    schemas: {
      protomaps: { sourceLayer: 'roads', filter: protomapsTrack },
      openmaptiles: { sourceLayer: 'transportation', filter: classIn('track') },
    },
    layout: { 'line-join': 'round' },
    paint: { 'line-color': P.track, 'line-width': lineWidth(2, 6), 'line-dasharray': [4, 1.5] },
  },
  {
    id: 'boundaries',
    type: 'line',
    schemas: {
      protomaps: { sourceLayer: 'boundaries' },
      openmaptiles: { sourceLayer: 'boundary', filter: ['<=', ['get', 'admin_level'], 4] },
    },
    paint: { 'line-color': P.boundary, 'line-width': 1, 'line-dasharray': [3, 2] },
  },
  {
    id: 'waterway-labels',
    type: 'symbol',
    minzoom: 12,
    schemas: {
      protomaps: { sourceLayer: 'water', filter: ['all', isLine, named] },
      openmaptiles: { sourceLayer: 'waterway', filter: named },
    },
    layout: { ...labelLayout(12), 'symbol-placement': 'line' },
    paint: labelPaint(P.waterLabel),
  },
  {
    id: 'water-labels',
    type: 'symbol',
    schemas: {
      protomaps: { sourceLayer: 'water', filter: ['all', isPoint, named] },
      openmaptiles: { sourceLayer: 'water_name' },
    },
    layout: labelLayout(12),
    paint: labelPaint(P.waterLabel),
  },
  {
    id: 'path-labels',
    type: 'symbol',
    minzoom: 14,
    schemas: {
      protomaps: { sourceLayer: 'roads', filter: ['all', protomapsPath, named] },
      openmaptiles: { sourceLayer: 'transportation_name', filter: classIn('path', 'track') },
    },
    layout: { ...labelLayout(11), 'symbol-placement': 'line' },
    paint: labelPaint(P.path),
  },
  {
    id: 'park-labels',
    type: 'symbol',
    minzoom: 11,
    schemas: {
      protomaps: {
        sourceLayer: 'pois',
        filter: ['all', kindIn('park', 'nature_reserve', 'national_park', 'forest', 'wood'), named],
      },
      openmaptiles: { sourceLayer: 'park', filter: named },
    },
    layout: labelLayout(12),
    paint: labelPaint(P.parkLabel),
  },
  {
    id: 'peak-labels',
    type: 'symbol',
    minzoom: 11,
    schemas: {
      protomaps: {
        sourceLayer: 'natural',
        filter: ['all', kindIn('peak', 'volcano', 'saddle', 'spring', 'cave_entrance'), named],
      },
      openmaptiles: { sourceLayer: 'mountain_peak' },
    },
    layout: { ...labelLayout(12), 'icon-image': 'peak', 'text-offset': [0, 0.9], 'text-anchor': 'top' },
    paint: labelPaint(P.peakLabel),
  },
  {
    id: 'poi-peak-labels',
    type: 'symbol',
    minzoom: 11,
    schemas: {
      protomaps: { sourceLayer: 'pois', filter: ['all', kindIn('peak', 'volcano'), named] },
      openmaptiles: null,
    },
    layout: { ...labelLayout(12), 'icon-image': 'peak', 'text-offset': [0, 0.9], 'text-anchor': 'top' },
    paint: labelPaint(P.peakLabel),
  },
  {
    id: 'place-labels',
    type: 'symbol',
    schemas: {
      protomaps: { sourceLayer: 'places', filter: named },
      openmaptiles: { sourceLayer: 'place', filter: named },
    },
    layout: {
      ...labelLayout(13, BASEMAP_FONT_BOLD),
      'text-size': ['interpolate', ['linear'], ['zoom'], 6, 11, 14, 15],
      'symbol-sort-key': ['coalesce', ['get', 'min_zoom'], ['get', 'rank'], 10],
    },
    paint: labelPaint(P.label),
  },
];

const VECTOR_SOURCE = 'basemap';
const DEM_SOURCE = 'terrain-dem';
const CONTOUR_SOURCE = 'contours';
const IMAGERY_SOURCE = 'imagery';

function vectorLayer(definition: LayerDefinition, schema: BasemapSchema): Record<string, unknown>[] {
  const readFrom = definition.schemas[schema];
  if (!readFrom) return [];
  const { sourceLayer, filter } = readFrom;
  return [
    {
      id: definition.id,
      type: definition.type,
      source: VECTOR_SOURCE,
      'source-layer': sourceLayer,
      ...(definition.minzoom === undefined ? {} : { minzoom: definition.minzoom }),
      ...(filter ? { filter } : {}),
      ...(definition.layout ? { layout: definition.layout } : {}),
      ...(definition.paint ? { paint: definition.paint } : {}),
    },
  ];
}

const isMajor: Filter = ['==', ['get', 'major'], true];

/**
 * Contour lines for walkers: thin lines every interval from zoom 11, every fifth thicker and labelled
 * with its height in metres along the line.
 */
function contourLayers(): Record<string, unknown>[] {
  const line = (id: string, filter: Filter, width: unknown, opacity: number) => ({
    id,
    type: 'line',
    source: CONTOUR_SOURCE,
    'source-layer': 'contours',
    minzoom: 11,
    filter,
    layout: { 'line-join': 'round' },
    paint: { 'line-color': P.contour, 'line-width': width, 'line-opacity': opacity },
  });
  return [
    line('contours-minor', ['!', isMajor], ['interpolate', ['linear'], ['zoom'], 11, 0.5, 16, 1.4], 0.7),
    line('contours-major', isMajor, ['interpolate', ['linear'], ['zoom'], 11, 1, 16, 2.2], 0.9),
    {
      id: 'contour-labels',
      type: 'symbol',
      source: CONTOUR_SOURCE,
      'source-layer': 'contours',
      minzoom: 13,
      filter: isMajor,
      layout: {
        'symbol-placement': 'line',
        'text-field': ['concat', ['to-string', ['get', 'ele']], ' m'],
        'text-font': [BASEMAP_FONT],
        'text-size': 10,
      },
      paint: labelPaint(P.contourLabel),
    },
  ];
}

/** A MapLibre style (v8) as plain JSON; the web map passes it to MapLibre as it is. */
export interface BasemapStyle {
  version: 8;
  name: string;
  metadata: { 'sacred:mapStyle': MapStyle; 'sacred:schema': BasemapSchema };
  glyphs: string;
  sprite: string;
  sources: Record<string, Record<string, unknown>>;
  layers: Record<string, unknown>[];
}

export class MapStyleUnavailableError extends Error {}

/**
 * The style for one of Settings' map styles. street: the vector basemap. terrain: the same with
 * hillshade and contour lines from the elevation source. satellite: imagery with the vector labels, paths and water lines
 * on top. A style whose source is missing throws MapStyleUnavailableError with the reason.
 */
export function buildBasemapStyle(mapStyle: MapStyle, sources: BasemapSources): BasemapStyle {
  const availability = mapStyleAvailability({ dem: Boolean(sources.dem), imagery: Boolean(sources.imagery) });
  if (!availability[mapStyle]) throw new MapStyleUnavailableError(unavailableMapStyleMessage(mapStyle));
  const { vector } = sources;
  const styleSources: BasemapStyle['sources'] = {
    [VECTOR_SOURCE]: {
      type: 'vector',
      ...(vector.url ? { url: vector.url } : { tiles: vector.tiles }),
      minzoom: vector.minzoom,
      maxzoom: vector.maxzoom,
      attribution: vector.attribution,
    },
  };
  const vectorLayers = VECTOR_LAYERS.flatMap((definition) => vectorLayer(definition, vector.schema));
  // Protomaps draws land as `earth` polygons over the sea; OpenMapTiles draws water over the land.
  const background = {
    id: 'background',
    type: 'background',
    paint: { 'background-color': vector.schema === 'protomaps' ? P.background : P.earth },
  };
  let layers: Record<string, unknown>[] = [background, ...vectorLayers];
  if (mapStyle === 'terrain' && sources.dem) {
    styleSources[DEM_SOURCE] = { type: 'raster-dem', ...sources.dem };
    const hillshade = {
      id: 'hillshade',
      type: 'hillshade',
      source: DEM_SOURCE,
      paint: {
        'hillshade-shadow-color': '#020805',
        'hillshade-highlight-color': '#6f8f78',
        'hillshade-accent-color': '#1c3324',
        'hillshade-exaggeration': 0.6,
      },
    };
    const relief: Record<string, unknown>[] = [hillshade];
    if (sources.contours) {
      styleSources[CONTOUR_SOURCE] = { type: 'vector', ...sources.contours };
      relief.push(...contourLayers());
    }
    // Hillshade and contours lie over the land and water, under roads, paths and labels.
    const firstLine = layers.findIndex((layer) => layer.id === 'buildings');
    layers = [...layers.slice(0, firstLine), ...relief, ...layers.slice(firstLine)];
  }
  if (mapStyle === 'satellite' && sources.imagery) {
    styleSources[IMAGERY_SOURCE] = { type: 'raster', ...sources.imagery };
    const overImagery = new Set(['waterway', 'roads-minor', 'roads-major', 'paths', 'tracks', 'boundaries']);
    layers = [
      background,
      { id: 'imagery', type: 'raster', source: IMAGERY_SOURCE },
      ...vectorLayers.filter((layer) => overImagery.has(String(layer.id)) || layer.type === 'symbol'),
    ];
  }
  return {
    version: 8,
    name: `Sacred Spaces ${mapStyle}`,
    metadata: { 'sacred:mapStyle': mapStyle, 'sacred:schema': vector.schema },
    glyphs: sources.glyphs,
    sprite: sources.sprite,
    sources: styleSources,
    layers,
  };
}
