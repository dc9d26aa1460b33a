import type { ExpressionSpecification, GeoJSONSource, Map as MapLibreMap, StyleSpecification } from 'maplibre-gl';
import type { DefaultTheme } from 'styled-components';
import type { WorldGeometry } from './worldGeometry';

export interface MapPalette {
  ocean: string;
  land: string;
  coastline: string;
  border: string;
}

/** The outlines' colours from the app's theme (light or dark). */
export const themeMapPalette = (colors: DefaultTheme['colors']): MapPalette => ({
  ocean: colors.ocean,
  land: colors.land,
  coastline: colors.forest500,
  border: colors.earth500,
});

export const MAP_SOURCES = { land: 'world-land', borders: 'world-borders' } as const;
const ATTRIBUTION = 'Natural Earth';

/** Line widths in CSS pixels by zoom (linear between the stops, flat beyond them). */
type WidthStops = readonly (readonly [zoom: number, width: number])[];
export const COASTLINE_WIDTHS: WidthStops = [
  [1, 0.5],
  [6, 1.2],
  [10, 2],
];
export const BORDER_WIDTHS: WidthStops = [
  [1, 0.4],
  [6, 1],
  [10, 1.6],
];
export const BORDER_OPACITY = 0.8;

/** The width at a zoom, as MapLibre's linear `interpolate` computes it from the same stops. */
export function widthAtZoom(stops: WidthStops, zoom: number): number {
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) return 1;
  if (zoom <= first[0]) return first[1];
  for (let i = 1; i < stops.length; i += 1) {
    const [z1, w1] = stops[i] as readonly [number, number];
    const [z0, w0] = stops[i - 1] as readonly [number, number];
    if (zoom <= z1) return w0 + ((w1 - w0) * (zoom - z0)) / (z1 - z0);
  }
  return last[1];
}

const interpolateWidth = (stops: WidthStops): ExpressionSpecification => [
  'interpolate',
  ['linear'],
  ['zoom'],
  ...stops.flat(),
];

const bordersFeature = (world: WorldGeometry) =>
  ({ type: 'Feature', properties: {}, geometry: world.borders }) as const;

/** Replaces the outlines of a map drawn with buildOfflineStyle (the detailed atlas after the coarse one). */
export function setWorldData(map: MapLibreMap, world: WorldGeometry): void {
  void map.getSource<GeoJSONSource>(MAP_SOURCES.land)?.setData(world.land);
  void map.getSource<GeoJSONSource>(MAP_SOURCES.borders)?.setData(bordersFeature(world));
}

/**
 * A dark basemap that needs no network: no tiles, glyphs or sprites, only two GeoJSON sources built in
 * the browser from world-atlas. Labels would need glyphs, so there are none.
 */
export function buildOfflineStyle(world: WorldGeometry, palette: MapPalette): StyleSpecification {
  return {
    version: 8,
    name: 'Sacred Spaces offline',
    sources: {
      [MAP_SOURCES.land]: { type: 'geojson', data: world.land, attribution: ATTRIBUTION },
      [MAP_SOURCES.borders]: {
        type: 'geojson',
        data: bordersFeature(world),
      },
    },
    layers: [
      { id: 'ocean', type: 'background', paint: { 'background-color': palette.ocean } },
      { id: 'land', type: 'fill', source: MAP_SOURCES.land, paint: { 'fill-color': palette.land } },
      {
        id: 'coastline',
        type: 'line',
        source: MAP_SOURCES.land,
        paint: {
          'line-color': palette.coastline,
          'line-width': interpolateWidth(COASTLINE_WIDTHS),
        },
      },
      {
        id: 'country-borders',
        type: 'line',
        source: MAP_SOURCES.borders,
        layout: { 'line-join': 'round' },
        paint: {
          'line-color': palette.border,
          'line-opacity': BORDER_OPACITY,
          'line-width': interpolateWidth(BORDER_WIDTHS),
        },
      },
    ],
  };
}
