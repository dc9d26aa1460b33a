import { describe, expect, it } from 'vitest';
import { haversineMeters } from './geo';
import {
  backoffMs,
  corridorDisks,
  downloadTermsFor,
  estimateBytes,
  fontStacks,
  formatBytes,
  isRetriableStatus,
  PACK_MESSAGES,
  packStyleDocuments,
  planTiles,
  routeMeters,
  spreadSample,
  styleAssets,
  tileAt,
  tileBounds,
  tilesForDisks,
  zoomWithin,
} from './offlinePacks';

describe('offline packs', () => {
  it('finds the XYZ tile of a point and its bounds', () => {
    expect(tileAt({ latitude: 0.1, longitude: 0.1 }, 1)).toEqual({ z: 1, x: 1, y: 0 });
    // Boulder, Colorado at zoom 15: x = 74.7295 / 360 * 2^15 = 6802.05; y from the Mercator formula 12403.6.
    const tile = tileAt({ latitude: 40.015, longitude: -105.2705 }, 15);
    expect(tile).toEqual({ z: 15, x: 6802, y: 12403 });
    const box = tileBounds(tile);
    expect(box.west).toBeLessThanOrEqual(-105.2705);
    expect(box.east).toBeGreaterThan(-105.2705);
    expect(box.south).toBeLessThanOrEqual(40.015);
    expect(box.north).toBeGreaterThan(40.015);
  });

  it('keeps the tiles of a disk and no others', () => {
    const centre = { latitude: 40, longitude: -105 };
    const tiles = tilesForDisks([{ centre, radiusMeters: 2000 }], 15);
    // About 4 km across on 0.94 km tiles: a 5 x 5 block less its far corners.
    expect(tiles.length).toBeGreaterThanOrEqual(16);
    expect(tiles.length).toBeLessThanOrEqual(30);
    for (const tile of tiles) {
      const box = tileBounds(tile);
      const nearest = {
        latitude: Math.max(box.south, Math.min(box.north, centre.latitude)),
        longitude: Math.max(box.west, Math.min(box.east, centre.longitude)),
      };
      expect(haversineMeters(centre, nearest)).toBeLessThanOrEqual(2000);
    }
    expect(tilesForDisks([{ centre, radiusMeters: 2000 }], 0)).toEqual([{ z: 0, x: 0, y: 0 }]);
  });

  it('covers a corridor 2 km either side of the route, and not 4 km away', () => {
    const route = [
      { latitude: 40, longitude: -105 },
      { latitude: 40.3, longitude: -105 },
      { latitude: 40.3, longitude: -104.6 },
    ];
    const tiles = new Set(tilesForDisks(corridorDisks(route, 2000), 15).map((t) => `${t.x}/${t.y}`));
    const has = (latitude: number, longitude: number) => {
      const tile = tileAt({ latitude, longitude }, 15);
      return tiles.has(`${tile.x}/${tile.y}`);
    };
    // 1.9 km east of the first leg (0.0223 degrees of longitude at 40 N is 1.9 km).
    expect(has(40.15, -105 + 0.0223)).toBe(true);
    expect(has(40.15, -105 - 0.0223)).toBe(true);
    // 4.5 km away from every leg.
    expect(has(40.15, -105 + 0.053)).toBe(false);
    expect(routeMeters(route)).toBeGreaterThan(33_000 + 33_000);
  });

  it('plans tiles per zoom within each source zoom range', () => {
    const disks = [{ centre: { latitude: 40, longitude: -105 }, radiusMeters: 1000 }];
    const plan = planTiles(
      [
        { tiles: ['/tiles/basemap/{z}/{x}/{y}.mvt'], minzoom: 0, maxzoom: 14 },
        { tiles: ['https://dem.example/{z}/{x}/{y}.png'], minzoom: 5, maxzoom: 12 },
      ],
      disks,
    );
    expect(plan.map((zoom) => zoom.z)).toEqual(Array.from({ length: 15 }, (_, z) => z));
    expect(plan[0]?.urls).toEqual(['/tiles/basemap/0/0/0.mvt']);
    expect(plan[5]?.urls).toHaveLength(2);
    expect(plan[13]?.urls.every((url) => url.startsWith('/tiles/basemap/13/'))).toBe(true);
  });

  it('reads the font stacks and sprite a style needs', () => {
    const style = {
      glyphs: '/map/fonts/{fontstack}/{range}.pbf',
      sprite: '/map/sprite',
      layers: [
        { layout: { 'text-font': ['Noto Sans Regular'] } },
        { layout: { 'text-font': ['Noto Sans Regular'] } },
        { layout: { 'text-font': ['Noto Sans Italic', 'Noto Sans Regular'] } },
        { layout: { 'text-font': ['step', ['zoom'], ['literal', ['A']], 10, ['literal', ['B']]] } },
        { paint: {} },
      ],
    };
    expect(fontStacks(style.layers)).toEqual(['Noto Sans Regular', 'Noto Sans Italic,Noto Sans Regular']);
    const assets = styleAssets(style);
    expect(assets).toContain('/map/fonts/Noto%20Sans%20Regular/0-255.pbf');
    expect(assets).toContain('/map/fonts/Noto%20Sans%20Italic%2CNoto%20Sans%20Regular/8192-8447.pbf');
    expect(assets.slice(-4)).toEqual([
      '/map/sprite.json',
      '/map/sprite.png',
      '/map/sprite@2x.json',
      '/map/sprite@2x.png',
    ]);
    expect(styleAssets({ sprite: [{ id: 'a', url: '/s/a' }] })).toEqual([
      '/s/a.json',
      '/s/a.png',
      '/s/a@2x.json',
      '/s/a@2x.png',
    ]);
  });

  it('estimates from sampled tiles and formats sizes', () => {
    expect(estimateBytes(1000, [10_000, 30_000], 50_000)).toBe(20_050_000);
    expect(estimateBytes(1000, [], 50_000)).toBe(50_000);
    expect(spreadSample([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 2)).toEqual([3, 8]);
    expect(formatBytes(25 * 1024 * 1024)).toBe('25.0 MB');
    expect(formatBytes(300)).toBe('1 KB');
  });

  it("keeps the member's style, the street style it contains and the list of styles", () => {
    expect(packStyleDocuments('terrain')).toEqual([
      '/map/style.json?style=terrain',
      '/map/style.json?style=street',
      '/map/styles.json',
    ]);
    expect(packStyleDocuments('street')).toEqual(['/map/style.json?style=street', '/map/styles.json']);
    expect(PACK_MESSAGES.otherStyle('street', 'terrain')).toBe(
      'Downloaded with the Street map; download again to have the Terrain map offline.',
    );
  });
});

describe('the public tile service terms', () => {
  it('apply when tiles come from another origin; our own archive keeps its speed and has no cap', () => {
    const app = 'https://sacred.example';
    expect(downloadTermsFor(['https://tiles.openfreemap.org/planet/1/0/0.pbf'], app)).toEqual({
      concurrency: 3,
      maxPackBytes: 50 * 1024 * 1024,
    });
    expect(
      downloadTermsFor(['https://sacred.example/tiles/basemap/1/0/0.mvt', '/tiles/terrain/1/0/0.png'], app),
    ).toEqual({ concurrency: 6, maxPackBytes: undefined });
  });

  it('back off for Retry-After (seconds or a date), else 1 s doubling, at most a minute', () => {
    expect(backoffMs(1, '7')).toBe(7000);
    expect(backoffMs(1, new Date(Date.UTC(2026, 0, 1, 0, 0, 30)).toUTCString(), Date.UTC(2026, 0, 1))).toBe(30_000);
    expect([1, 2, 3, 4].map((attempt) => backoffMs(attempt, null))).toEqual([1000, 2000, 4000, 8000]);
    expect(backoffMs(12, null)).toBe(60_000);
    expect(backoffMs(1, '3600')).toBe(60_000);
    expect(isRetriableStatus(429)).toBe(true);
    expect(isRetriableStatus(503)).toBe(true);
    expect(isRetriableStatus(404)).toBe(false);
  });

  it('drop the deepest zooms until the estimate fits the cap', () => {
    const zooms = [0, 1, 2, 3, 4].map((z) => ({ z, count: 4 ** z }));
    // 10 KB tiles: zooms 0-3 are 85 tiles (850 KB), zoom 4 adds 256 (2.56 MB).
    expect(zoomWithin(zooms, 10_000, 0, 1_000_000)).toBe(3);
    expect(zoomWithin(zooms, 10_000, 0, 10_000_000)).toBe(4);
    expect(zoomWithin(zooms, 10_000, 0, 1)).toBe(0);
  });
});
