import type { GeoJSONSource, Map as MapLibreMap, StyleSpecification } from 'maplibre-gl';
import type { WorldGeometry } from './worldGeometry';

export interface MapPalette {
  ocean: string;
  land: string;
  coastline: string;
  border: string;
}

export const MAP_SOURCES = { land: 'world-land', borders: 'world-borders' } as const;
const ATTRIBUTION = 'Natural Earth';

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
          'line-width': ['interpolate', ['linear'], ['zoom'], 1, 0.5, 6, 1.2, 10, 2],
        },
      },
      {
        id: 'country-borders',
        type: 'line',
        source: MAP_SOURCES.borders,
        layout: { 'line-join': 'round' },
        paint: {
          'line-color': palette.border,
          'line-opacity': 0.8,
          'line-width': ['interpolate', ['linear'], ['zoom'], 1, 0.4, 6, 1, 10, 1.6],
        },
      },
    ],
  };
}
