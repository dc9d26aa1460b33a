import type { StyleSpecification, VectorSourceSpecification } from 'maplibre-gl';
import { describe, expect, it } from 'vitest';
import { MAX_PREFETCH_TILES_PER_SOURCE, sourcesToPrefetch, tileUrlsInView, type CoverView } from './prefetchTiles';

const ORIGIN = 'http://localhost:3000';
const basemap: VectorSourceSpecification = {
  type: 'vector',
  tiles: [`${ORIGIN}/tiles/basemap/{z}/{x}/{y}.mvt`],
  minzoom: 0,
  maxzoom: 15,
};
const street: StyleSpecification = { version: 8, sources: { basemap }, layers: [] };
const terrain: StyleSpecification = {
  version: 8,
  sources: {
    basemap,
    'terrain-dem': {
      type: 'raster-dem',
      tiles: [`${ORIGIN}/tiles/terrain/{z}/{x}/{y}.png`],
      minzoom: 0,
      maxzoom: 12,
      tileSize: 512,
      encoding: 'terrarium',
    },
    contours: { type: 'vector', tiles: [`${ORIGIN}/tiles/contours/{z}/{x}/{y}.mvt`], minzoom: 0, maxzoom: 12 },
    hosted: { type: 'vector', url: 'https://tiles.example.org/planet' },
  },
  layers: [],
};

describe('prefetching a style switch', () => {
  it('asks for the sources the new style adds, with the zoom rule MapLibre applies to each', () => {
    expect(sourcesToPrefetch(terrain, street)).toEqual([
      { tiles: [`${ORIGIN}/tiles/terrain/{z}/{x}/{y}.png`], minzoom: 0, maxzoom: 12, tileSize: 512, roundZoom: true },
      { tiles: [`${ORIGIN}/tiles/contours/{z}/{x}/{y}.mvt`], minzoom: 0, maxzoom: 12, tileSize: 512, roundZoom: false },
    ]);
    // Nothing new: the map already draws every tile of the style.
    expect(sourcesToPrefetch(street, terrain)).toEqual([]);
    expect(sourcesToPrefetch(terrain, terrain)).toEqual([]);
  });

  it("lists each tile in the map's view once (world copies share an address), at the zoom the cover gives", () => {
    const asked: Parameters<CoverView>[0][] = [];
    const cover: CoverView = (options) => {
      asked.push(options);
      const z = Math.min(options.maxzoom, 15);
      return [
        { canonical: { z, x: 853, y: 1554 } },
        { canonical: { z, x: 853, y: 1554 } },
        { canonical: { z, x: 854, y: 1554 } },
      ];
    };
    expect(tileUrlsInView(sourcesToPrefetch(terrain, street), cover)).toEqual([
      `${ORIGIN}/tiles/terrain/12/853/1554.png`,
      `${ORIGIN}/tiles/terrain/12/854/1554.png`,
      `${ORIGIN}/tiles/contours/12/853/1554.mvt`,
      `${ORIGIN}/tiles/contours/12/854/1554.mvt`,
    ]);
    expect(asked.map((options) => options.roundZoom)).toEqual([true, false]);
  });

  it('stops at a bounded number of tiles per source, however many a pitched view covers', () => {
    const cover: CoverView = () =>
      Array.from({ length: 200 }, (_, i) => ({
        canonical: { z: 12, x: 800 + (i % 20), y: 1500 + Math.floor(i / 20) },
      }));
    const urls = tileUrlsInView(sourcesToPrefetch(terrain, street), cover);
    expect(urls).toHaveLength(2 * MAX_PREFETCH_TILES_PER_SOURCE);
  });
});
