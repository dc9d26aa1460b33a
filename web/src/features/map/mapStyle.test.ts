import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { buildOfflineStyle, COASTLINE_WIDTHS, widthAtZoom } from './mapStyle';
import { EMPTY_WORLD, toWorldGeometry } from './worldGeometry';

const require = createRequire(import.meta.url);
const readAtlas = async (name: string): Promise<unknown> =>
  JSON.parse(await readFile(require.resolve(`world-atlas/${name}`), 'utf8')) as unknown;

const palette = { ocean: '#000001', land: '#000002', coastline: '#000003', border: '#000004' };

describe('toWorldGeometry', () => {
  it('turns the world atlas into land polygons and inner country borders', async () => {
    const world = toWorldGeometry(await readAtlas('land-110m.json'), await readAtlas('countries-110m.json'));
    expect(world.land.type).toBe('FeatureCollection');
    expect(world.land.features.length).toBeGreaterThan(0);
    expect(world.land.features.every((f) => f.geometry.type.endsWith('Polygon'))).toBe(true);
    expect(world.borders.type).toBe('MultiLineString');
    expect(world.borders.coordinates.length).toBeGreaterThan(100);
  });

  it('refuses files that are not TopoJSON', () => {
    expect(() => toWorldGeometry({ type: 'FeatureCollection' }, {})).toThrow(/TopoJSON/);
  });
});

describe('buildOfflineStyle', () => {
  const style = buildOfflineStyle(EMPTY_WORLD, palette);

  it('needs no network: no tiles, glyphs, sprites or URLs', () => {
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    for (const source of Object.values(style.sources)) {
      expect(source.type).toBe('geojson');
      expect(typeof (source as { data: unknown }).data).toBe('object');
    }
    expect(JSON.stringify(style)).not.toMatch(/https?:\/\//);
  });

  it('paints ocean, land and borders in the palette colours, bottom to top', () => {
    expect(style.layers.map((layer) => layer.id)).toEqual(['ocean', 'land', 'coastline', 'country-borders']);
    const [ocean, land] = style.layers;
    expect(ocean?.type === 'background' && ocean.paint?.['background-color']).toBe(palette.ocean);
    expect(land?.type === 'fill' && land.paint?.['fill-color']).toBe(palette.land);
  });
});

describe('widthAtZoom', () => {
  it('interpolates the style’s line widths as MapLibre does, flat beyond the stops', () => {
    // The map preview draws the coastline at the width the style gives MapLibre at that zoom.
    const style = buildOfflineStyle(EMPTY_WORLD, palette);
    const coastline = style.layers.find((layer) => layer.id === 'coastline');
    expect(coastline?.paint).toMatchObject({
      'line-width': ['interpolate', ['linear'], ['zoom'], 1, 0.5, 6, 1.2, 10, 2],
    });
    expect(widthAtZoom(COASTLINE_WIDTHS, 0)).toBe(0.5);
    expect(widthAtZoom(COASTLINE_WIDTHS, 4)).toBeCloseTo(0.5 + (0.7 * 3) / 5, 12);
    expect(widthAtZoom(COASTLINE_WIDTHS, 8)).toBeCloseTo(1.6, 12);
    expect(widthAtZoom(COASTLINE_WIDTHS, 14)).toBe(2);
  });
});
