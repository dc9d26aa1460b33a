import { describe, expect, it } from 'vitest';
import {
  BASEMAP_PALETTE,
  BASEMAP_PALETTE_LIGHT,
  buildBasemapStyle,
  inLightPalette,
  MAP_STYLE_UNAVAILABLE,
  MapStyleUnavailableError,
  type BasemapSources,
  type DemSource,
} from './basemap';

const sources: BasemapSources = {
  vector: {
    schema: 'protomaps',
    tiles: ['/tiles/basemap/{z}/{x}/{y}.mvt'],
    minzoom: 0,
    maxzoom: 15,
    attribution: 'OSM',
  },
  glyphs: '/map/fonts/{fontstack}/{range}.pbf',
  sprite: '/map/sprite',
};

describe('buildBasemapStyle', () => {
  it('draws paths and tracks apart from roads, buildings from zoom 15, and names', () => {
    const style = buildBasemapStyle('street', sources);
    const byId = new Map(style.layers.map((layer) => [layer.id, layer]));
    expect(byId.get('paths')).toMatchObject({ 'source-layer': 'roads', minzoom: 12 });
    expect(byId.get('tracks')).toMatchObject({ 'source-layer': 'roads' });
    expect(byId.get('buildings')).toMatchObject({ 'source-layer': 'buildings', minzoom: 15 });
    for (const id of ['place-labels', 'water-labels', 'peak-labels', 'park-labels'])
      expect(byId.get(id)?.type, id).toBe('symbol');
    // Every vector layer reads a layer of the Protomaps schema.
    const read = new Set(style.layers.map((layer) => layer['source-layer']).filter(Boolean));
    expect(
      [...read].every((name) =>
        [
          'earth',
          'water',
          'landuse',
          'landcover',
          'natural',
          'roads',
          'buildings',
          'boundaries',
          'places',
          'pois',
        ].includes(String(name)),
      ),
    ).toBe(true);
  });

  it('reads the OpenMapTiles schema of the public service with the same look', () => {
    const style = buildBasemapStyle('street', { ...sources, vector: { ...sources.vector, schema: 'openmaptiles' } });
    const paths = style.layers.find((layer) => layer.id === 'paths');
    expect(paths).toMatchObject({
      'source-layer': 'transportation',
      filter: ['in', ['get', 'class'], ['literal', ['path']]],
    });
    expect(style.layers.some((layer) => layer.id === 'earth')).toBe(false);
  });

  it('adds hillshade for terrain and imagery for satellite, and refuses them without a source', () => {
    expect(() => buildBasemapStyle('terrain', sources)).toThrow(
      new MapStyleUnavailableError(MAP_STYLE_UNAVAILABLE.terrain),
    );
    expect(() => buildBasemapStyle('satellite', sources)).toThrow(MAP_STYLE_UNAVAILABLE.satellite);
    const dem: DemSource = {
      tiles: ['/tiles/terrain/{z}/{x}/{y}.png'],
      minzoom: 0,
      maxzoom: 12,
      encoding: 'terrarium',
      tileSize: 512,
      attribution: '',
    };
    const contours = { tiles: ['/tiles/contours/{z}/{x}/{y}.mvt'], minzoom: 0, maxzoom: 12 };
    const terrain = buildBasemapStyle('terrain', { ...sources, dem, contours });
    const ids = terrain.layers.map((layer) => layer.id);
    expect(ids.indexOf('hillshade')).toBeLessThan(ids.indexOf('paths'));
    // Contour lines over the hillshade and under the paths, labelled with their height on major lines.
    expect(ids.indexOf('hillshade')).toBeLessThan(ids.indexOf('contours-minor'));
    expect(ids.indexOf('contours-major')).toBeLessThan(ids.indexOf('paths'));
    expect(terrain.sources.contours).toEqual({ type: 'vector', ...contours });
    expect(terrain.layers.find((layer) => layer.id === 'contour-labels')).toMatchObject({
      'source-layer': 'contours',
      filter: ['==', ['get', 'major'], true],
    });
    // The street style draws no relief.
    const street = buildBasemapStyle('street', { ...sources, dem, contours });
    expect(Object.keys(street.sources)).toEqual(['basemap']);
    const imagery = {
      tiles: ['https://img.example.org/{z}/{x}/{y}.jpg'],
      minzoom: 0,
      maxzoom: 19,
      tileSize: 256,
      attribution: 'img',
    };
    const satellite = buildBasemapStyle('satellite', { ...sources, imagery });
    expect(satellite.sources.imagery).toMatchObject({ type: 'raster' });
    expect(satellite.layers.map((layer) => layer.id)).toEqual(
      expect.arrayContaining(['imagery', 'paths', 'place-labels']),
    );
    expect(satellite.layers.some((layer) => layer.id === 'landcover-wood')).toBe(false);
  });
});

describe('the light palette and the unavailable styles', () => {
  it('gives every role of the dark palette a light colour of its own, and recolours a style by role', () => {
    const dark = Object.values(BASEMAP_PALETTE).map((colour) => colour.toLowerCase());
    expect(new Set(dark).size).toBe(dark.length);
    const style = {
      layers: [
        { id: 'earth', type: 'background', paint: { 'background-color': BASEMAP_PALETTE.earth } },
        {
          id: 'paths',
          type: 'line',
          paint: { 'line-color': ['match', ['get', 'kind'], 'path', BASEMAP_PALETTE.path, '#123456'] },
        },
        { id: 'no-paint', type: 'symbol' },
      ],
      metadata: { 'sacred:mapStyle': 'street' },
    };
    const light = inLightPalette(style);
    expect(light.layers[0]).toEqual({
      id: 'earth',
      type: 'background',
      paint: { 'background-color': BASEMAP_PALETTE_LIGHT.earth },
    });
    expect((light.layers[1] as { paint: { 'line-color': unknown[] } }).paint['line-color']).toEqual([
      'match',
      ['get', 'kind'],
      'path',
      BASEMAP_PALETTE_LIGHT.path,
      '#123456',
    ]);
    expect(light.layers[2]).toEqual({ id: 'no-paint', type: 'symbol' });
    expect(light.metadata).toEqual({ 'sacred:mapStyle': 'street', 'sacred:theme': 'light' });
  });

  it("explains an unavailable style in a walker's words, naming no server setting", () => {
    for (const message of Object.values(MAP_STYLE_UNAVAILABLE)) {
      expect(message).not.toMatch(/[A-Z]+_[A-Z_]+|server|source/);
    }
  });
});
