import type { StyleSpecification } from 'maplibre-gl';
import { describe, expect, it } from 'vitest';
import {
  availabilityOf,
  BASEMAP_TEXTS,
  effectiveMapStyle,
  withAbsoluteUrls,
  withFallbackNotice,
  withWorldBeneath,
} from './basemapStyle';

describe('the basemap style in the browser', () => {
  it('makes our origin-relative URLs absolute without escaping the templates', () => {
    const style = withAbsoluteUrls(
      {
        version: 8,
        glyphs: '/map/fonts/{fontstack}/{range}.pbf',
        sprite: '/map/sprite',
        sources: {
          basemap: { type: 'vector', tiles: ['/tiles/basemap/{z}/{x}/{y}.mvt'] },
          hosted: { type: 'vector', url: 'https://tiles.example.org/planet' },
        },
        layers: [],
      },
      'http://localhost:3000',
    );
    expect(style.glyphs).toBe('http://localhost:3000/map/fonts/{fontstack}/{range}.pbf');
    expect(style.sprite).toBe('http://localhost:3000/map/sprite');
    expect(style.sources.basemap).toMatchObject({ tiles: ['http://localhost:3000/tiles/basemap/{z}/{x}/{y}.mvt'] });
    expect(style.sources.hosted).toMatchObject({ url: 'https://tiles.example.org/planet' });
  });

  it('uses the street map while a chosen style is unavailable or unknown', () => {
    expect(effectiveMapStyle('satellite', availabilityOf(null))).toBe('street');
    const choices = [
      { style: 'satellite' as const, available: false, reason: 'no imagery' },
      { style: 'terrain' as const, available: true },
      { style: 'street' as const, available: true },
    ];
    expect(effectiveMapStyle('terrain', availabilityOf(choices))).toBe('terrain');
    expect(effectiveMapStyle('satellite', availabilityOf(choices))).toBe('street');
  });

  it('puts the notice in the outlines attribution once', () => {
    const outlines: StyleSpecification = {
      version: 8,
      sources: {
        land: { type: 'geojson', data: { type: 'FeatureCollection', features: [] }, attribution: 'Natural Earth' },
      },
      layers: [],
    };
    expect(withFallbackNotice(outlines).sources.land).toMatchObject({
      attribution: `Natural Earth · ${BASEMAP_TEXTS.fallbackNotice}`,
    });
  });
});

describe('the world beneath the detailed map', () => {
  it('draws the outlines above the basemap background and under all it draws', () => {
    const detailed: StyleSpecification = {
      version: 8,
      sources: { basemap: { type: 'vector', tiles: ['/tiles/basemap/{z}/{x}/{y}.mvt'] } },
      layers: [
        { id: 'background', type: 'background', paint: { 'background-color': '#0a1620' } },
        { id: 'earth', type: 'fill', source: 'basemap', 'source-layer': 'earth' },
      ],
    };
    const outlines: StyleSpecification = {
      version: 8,
      sources: { 'world-land': { type: 'geojson', data: { type: 'FeatureCollection', features: [] } } },
      layers: [
        { id: 'ocean', type: 'background', paint: { 'background-color': '#000' } },
        { id: 'land', type: 'fill', source: 'world-land' },
      ],
    };
    const merged = withWorldBeneath(detailed, outlines);
    expect(merged.layers.map((layer) => layer.id)).toEqual(['background', 'world-land', 'earth']);
    expect(Object.keys(merged.sources).sort()).toEqual(['basemap', 'world-land']);
  });
});
