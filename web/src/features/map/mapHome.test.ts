import { formatNearbyDistance } from '@sacred/core/settings';
import { MAP_PILGRIMAGE_TYPES } from '@sacred/core/enums';
import { haversineMeters } from '@sacred/core/geo';
import { describe, expect, it } from 'vitest';
import {
  FIRST_FIX_OPTIONS,
  LOCATION_ZOOM,
  PILGRIMAGE_ZOOM,
  RECENTER_OPTIONS,
  WATCH_OPTIONS,
  queryPoint,
} from './geolocation';
import { activeFilterCount, clampRadiusKm, NO_FILTERS, RADIUS_KM, toAltarFilter } from './mapFilters';
import { MAP_TEXT } from './mapMessages';
import { altarFeatures, clusterFeatures, pilgrimageFeatures, searchAreaFeature } from './mapLayers';
import { pickMarker } from './markerPicking';
import { altarIcon, ICON_PIXEL_RATIO, iconSvg, knownIcon, MARKER_SIZE, pilgrimageIcon } from './markerIcons';
import {
  altarCountLabel,
  clusterLabel,
  clusterRadiusPixels,
  CLUSTER_LABEL_CHARACTERS,
  toAltarMarkers,
  toClusterMarkers,
  toPilgrimageMarkers,
} from './markers';
import type { AltarMarker, MapPilgrimage } from './markers';
import {
  ALTAR_LEGEND,
  altarBadges,
  altarColor,
  DEFAULT_PILGRIMAGE_COLOR,
  PILGRIMAGE_LEGEND,
  pilgrimageColor,
  pilgrimageGroup,
} from './markerStyle';
import { moreSpacesLabel, nearbyByDistance, nearbyInView, nearbyTitle, NEARBY_LIMIT } from './nearby';
import { createRouteUrl, selectionLabel, toggleSelected } from './selection';
import { boxContains, pilgrimageFetchBox, sameView, viewAround, viewportBox } from './viewport';

const altar = (id: number, overrides: Partial<AltarMarker> = {}): AltarMarker => ({
  id,
  name: `Altar ${id}`,
  latitude: 39.74,
  longitude: -104.99,
  altarType: 'Stone Circle',
  isEcoFriendly: true,
  photoCount: 1,
  visitCount: 0,
  likes: 0,
  recentActivity: 0,
  ...overrides,
});

const pilgrimage = (id: number, overrides: Partial<MapPilgrimage> = {}): MapPilgrimage => ({
  id,
  cursor: `0.0.${id}`,
  name: `Route ${id}`,
  type: 'Nature Spiritual',
  description: null,
  distance: 12,
  difficulty: 'moderate',
  duration: '2 days',
  estimatedDuration: null,
  season: 'Spring',
  significance: null,
  startLatitude: null,
  startLongitude: null,
  startingLatitude: null,
  startingLongitude: null,
  ...overrides,
});

describe('marker badges', () => {
  it('is red above 0 recent activity and yellow above 10 visits', () => {
    expect(altarBadges({ recentActivity: 0, visitCount: 10 })).toEqual({ recent: false, popular: false });
    expect(altarBadges({ recentActivity: 1, visitCount: 11 })).toEqual({ recent: true, popular: true });
  });

  it('draws a badge dot only when the badge applies', () => {
    const plain = iconSvg(altarIcon('#ffffff', { recent: false, popular: false }, false));
    const both = iconSvg(altarIcon('#ffffff', { recent: true, popular: true }, false));
    expect(plain).not.toContain('#ef4444');
    expect(plain).not.toContain('#facc15');
    expect(both).toContain('#ef4444');
    expect(both).toContain('#facc15');
  });

  it('makes 32x32 markers anchored at the bottom centre (16,32), drawn at twice the size', () => {
    const icon = altarIcon('#ffffff', { recent: false, popular: false }, true);
    expect(MARKER_SIZE).toBe(32);
    expect(icon.anchorX / icon.width).toBe(16 / 32);
    expect(icon.anchorY / icon.height).toBe(32 / 32);
    expect(ICON_PIXEL_RATIO).toBe(2);
    expect(iconSvg(icon)).toMatch(/^<svg [^>]*width="64" height="64" viewBox="0 0 32 32">/);
    expect(icon.id).not.toBe(altarIcon('#ffffff', { recent: false, popular: false }, false).id);
    expect(pilgrimageIcon('#123456').anchorY).toBe(pilgrimageIcon('#123456').height);
  });
});

describe('marker layers', () => {
  it('names each altar image by colour, badges and selection, and the map can draw every name it is given', () => {
    const plain = altar(1);
    const busy = altar(2, { visitCount: 50, recentActivity: 3, latitude: 40 });
    const { features } = altarFeatures([plain, busy], new Set([2]));
    expect(features.map((feature) => feature.properties.i)).toEqual([0, 1]);
    expect(features.map((feature) => feature.geometry.coordinates)).toEqual([
      [plain.longitude, plain.latitude],
      [busy.longitude, busy.latitude],
    ]);
    const [first, second] = features.map((feature) => feature.properties.icon ?? '');
    expect(first).not.toBe(second);
    expect(iconSvg(knownIcon(second ?? '')!)).toContain('#ef4444');
    expect(iconSvg(knownIcon(first ?? '')!)).not.toContain('#ef4444');
    const route = pilgrimageFeatures([{ ...pilgrimage(1), latitude: 40, longitude: -105 }]);
    expect(knownIcon(route.features[0]?.properties.icon ?? '')).toBeDefined();
  });

  it('sizes clusters and gives a count image only to clusters of more than one altar', () => {
    const bounds = { west: 0, south: 0, east: 1, north: 1 };
    const { features } = clusterFeatures([
      { id: 'a', count: 1, latitude: 1, longitude: 1, bounds },
      { id: 'b', count: 1234, latitude: 2, longitude: 2, bounds },
    ]);
    expect(features.map((feature) => feature.properties.count)).toEqual([undefined, 'count-1.2k']);
    expect(features.map((feature) => feature.properties.radius)).toEqual([
      clusterRadiusPixels(1),
      clusterRadiusPixels(1234),
    ]);
  });

  it('draws the search area as a closed ring at the radius from the centre', () => {
    expect(searchAreaFeature(null).features).toEqual([]);
    const centre = { latitude: 39.74, longitude: -104.99 };
    const [area] = searchAreaFeature({ centre, radiusMeters: 5000 }).features;
    const ring = (area?.geometry as GeoJSON.Polygon).coordinates[0] ?? [];
    expect(ring).toHaveLength(65);
    expect(ring[0]).toEqual(ring[64]);
    for (const [longitude = 0, latitude = 0] of ring)
      expect(haversineMeters(centre, { latitude, longitude })).toBeCloseTo(5000, -1);
  });
});

describe('marker picking', () => {
  // A flat projection: one degree is 1,000 px, north up.
  const project = ({ latitude, longitude }: { latitude: number; longitude: number }) => ({
    x: longitude * 1000,
    y: -latitude * 1000,
  });
  const bounds = { west: 0, south: 0, east: 1, north: 1 };
  const first = altar(1, { latitude: 0, longitude: 0 });
  const over = altar(2, { latitude: 0, longitude: 0.01 });
  const cluster = { id: 'c', count: 100, latitude: 0, longitude: 0.1, bounds };
  const route = { ...pilgrimage(3), latitude: 0, longitude: 0.2 };
  const markers = { altars: [first, over], clusters: [cluster], pilgrimages: [route] };

  it('hits a pin on its head and body, not beside or below it', () => {
    expect(pickMarker(markers, { x: -10, y: -20 }, project)).toEqual({ kind: 'altar', altar: first });
    expect(pickMarker(markers, { x: -10, y: -1 }, project)).toEqual({ kind: 'altar', altar: first });
    expect(pickMarker(markers, { x: -30, y: -20 }, project)).toBeNull();
    expect(pickMarker(markers, { x: -10, y: 10 }, project)).toBeNull();
  });

  it('takes the topmost: the later altar where two overlap, altars over clusters over routes', () => {
    expect(pickMarker(markers, { x: 5, y: -20 }, project)).toEqual({ kind: 'altar', altar: over });
    expect(pickMarker(markers, { x: 100 + clusterRadiusPixels(100) - 1, y: 0 }, project)).toEqual({
      kind: 'cluster',
      cluster,
    });
    expect(pickMarker(markers, { x: 100 + clusterRadiusPixels(100) + 2, y: 0 }, project)).toBeNull();
    expect(pickMarker(markers, { x: 200, y: -16 }, project)).toEqual({ kind: 'pilgrimage', pilgrimage: route });
    const stacked = { ...markers, altars: [altar(4, { latitude: 0, longitude: 0.2 })] };
    expect(pickMarker(stacked, { x: 200, y: -16 }, project)?.kind).toBe('altar');
  });
});

describe('marker colours', () => {
  const legend = Object.fromEntries(PILGRIMAGE_LEGEND.map((entry) => [entry.label, entry.color]));

  it('lists the legend in the spec order', () => {
    expect(PILGRIMAGE_LEGEND.map((entry) => entry.label)).toEqual([
      'Religious',
      'Native American',
      'Historical',
      'Nature/Interfaith',
    ]);
  });

  it('colours pilgrimages by their type group, default indigo otherwise', () => {
    expect(pilgrimageColor('Catholic Marian')).toBe(legend.Religious);
    expect(pilgrimageColor('Native American Sacred')).toBe(legend['Native American']);
    expect(pilgrimageColor('Native American Historic')).toBe(legend['Native American']);
    expect(pilgrimageColor('Historical Religious')).toBe(legend.Historical);
    expect(pilgrimageColor('Interfaith Nature')).toBe(legend['Nature/Interfaith']);
    expect(pilgrimageColor('Wilderness Spiritual')).toBe(legend['Nature/Interfaith']);
    expect(pilgrimageColor('ancient_path')).toBe(DEFAULT_PILGRIMAGE_COLOR);
    expect(pilgrimageColor('')).toBe(DEFAULT_PILGRIMAGE_COLOR);
  });

  it('puts every known map type in a legend group', () => {
    for (const type of MAP_PILGRIMAGE_TYPES) expect(pilgrimageGroup(type), type).toBeDefined();
  });

  it('colours altars by type, custom types as Other', () => {
    expect(new Set(ALTAR_LEGEND.map((entry) => entry.color)).size).toBe(ALTAR_LEGEND.length);
    expect(altarColor('Water Altar')).not.toBe(altarColor('Fire Circle'));
    expect(altarColor('Moon Garden')).toBe(altarColor('Other'));
  });
});

describe('markers', () => {
  it('skips altars and clusters with invalid coordinates', () => {
    const markers = toAltarMarkers([
      altar(1),
      altar(2, { latitude: 91 }),
      altar(3, { longitude: -181 }),
      altar(4, { latitude: Number.NaN }),
    ]);
    expect(markers.map((marker) => marker.id)).toEqual([1]);
    const clusters = toClusterMarkers([
      { id: '4/1/2', count: 3, latitude: 10, longitude: 10, west: 0, south: 0, east: 20, north: 20 },
      { id: '4/1/3', count: 3, latitude: 100, longitude: 10, west: 0, south: 0, east: 20, north: 20 },
    ]);
    expect(clusters).toEqual([
      { id: '4/1/2', count: 3, latitude: 10, longitude: 10, bounds: { west: 0, south: 0, east: 20, north: 20 } },
    ]);
  });

  it('places pilgrimages at startLatitude or startingLatitude and skips those without a start', () => {
    const markers = toPilgrimageMarkers([
      pilgrimage(1, { startLatitude: 40, startLongitude: -105 }),
      pilgrimage(2, { startingLatitude: 35, startingLongitude: -110 }),
      pilgrimage(3),
      pilgrimage(4, { startLatitude: 95, startLongitude: 0 }),
    ]);
    expect(markers.map(({ id, latitude, longitude }) => [id, latitude, longitude])).toEqual([
      [1, 40, -105],
      [2, 35, -110],
    ]);
  });

  it('sizes clusters by count and labels them briefly with the atlas characters', () => {
    expect(clusterRadiusPixels(1)).toBeLessThan(clusterRadiusPixels(2));
    expect(clusterRadiusPixels(10)).toBeLessThan(clusterRadiusPixels(1000));
    expect(clusterRadiusPixels(1_000_000)).toBeLessThanOrEqual(60);
    expect([5, 999, 1000, 1250, 12_345, 999_999, 1_500_000].map(clusterLabel)).toEqual([
      '5',
      '999',
      '1k',
      '1.2k',
      '12k',
      '999k',
      '1.5M',
    ]);
    for (const label of [12, 1250, 1_500_000].map(clusterLabel)) {
      for (const character of label) expect(CLUSTER_LABEL_CHARACTERS).toContain(character);
    }
  });

  it('words the count status', () => {
    expect(altarCountLabel(1)).toBe('1 sacred space on the map');
    expect(altarCountLabel(120)).toBe('120 sacred spaces on the map');
  });
});

describe('nearby list', () => {
  const near = (id: number, name: string, distanceMeters: number) => ({
    id,
    name,
    latitude: 39.7,
    longitude: -105,
    altarType: 'Tree Shrine',
    distanceMeters,
  });

  it('titles the panel with the radius in the unit of its entries, or Nearby without a location', () => {
    expect(nearbyTitle(5000, true, 'metric')).toBe('Sacred Spaces Within 5km');
    expect(nearbyTitle(50000, true, null)).toBe('Sacred Spaces Within 50km');
    expect(nearbyTitle(10000, true, 'imperial')).toBe('Sacred Spaces Within 6.2mi');
    expect(nearbyTitle(5000, false, 'imperial')).toBe('Nearby');
  });

  it('shows the 10 nearest, then how many more', () => {
    const altars = Array.from({ length: 13 }, (_, i) => near(i + 1, `Altar ${i + 1}`, (13 - i) * 100));
    const list = nearbyByDistance(altars);
    expect(list.entries).toHaveLength(NEARBY_LIMIT);
    expect(list.entries.map((entry) => entry.id)).toEqual([13, 12, 11, 10, 9, 8, 7, 6, 5, 4]);
    expect(list.more).toBe(3);
    expect(moreSpacesLabel(list.more)).toBe('+3 more spaces');
  });

  it('breaks distance ties by name', () => {
    const list = nearbyByDistance([near(1, 'b', 100), near(2, 'A', 100), near(3, 'c', 50)]);
    expect(list.entries.map((entry) => entry.id)).toEqual([3, 2, 1]);
    expect(list.more).toBe(0);
  });

  it('sorts the spaces in view by name without a location (case-insensitive)', () => {
    const list = nearbyInView(
      [altar(1, { name: 'willow' }), altar(2, { name: 'Aspen' }), altar(3, { name: 'birch' })],
      [],
      3,
    );
    expect(list.entries.map((entry) => entry.id)).toEqual([2, 3, 1]);
    expect(list.more).toBe(0);
  });

  it('offers the largest clusters when the map shows clusters', () => {
    const cluster = (id: string, count: number) => ({
      id,
      count,
      latitude: 0,
      longitude: 0,
      bounds: { west: 0, south: 0, east: 1, north: 1 },
    });
    const clusters = Array.from({ length: 12 }, (_, i) => cluster(`c${i}`, i + 1));
    const list = nearbyInView([], clusters, 78);
    expect(list.entries).toHaveLength(10);
    expect(list.entries[0]).toMatchObject({ kind: 'cluster', count: 12 });
    // 12 + 11 + ... + 3 = 75 listed in clusters; 3 more in the two smallest.
    expect(list.more).toBe(3);
  });

  it('rounds distances to 0.1 km (0.1 mi for an imperial member)', () => {
    expect(formatNearbyDistance(1234, null)).toBe('1.2 km');
    expect(formatNearbyDistance(1250, 'metric')).toBe('1.3 km');
    expect(formatNearbyDistance(40, null)).toBe('0.0 km');
    expect(formatNearbyDistance(4999, null)).toBe('5.0 km');
    expect(formatNearbyDistance(4999, 'imperial')).toBe('3.1 mi');
  });
});

describe('route selection', () => {
  it('toggles altars in and out, keeping the order of selection', () => {
    let selected = toggleSelected([], { id: 7, name: 'Seven' });
    selected = toggleSelected(selected, { id: 3, name: 'Three' });
    expect(selected.map((item) => item.id)).toEqual([7, 3]);
    expect(selectionLabel(selected.length)).toBe('2 altar(s) selected');
    selected = toggleSelected(selected, { id: 7, name: 'Seven' });
    expect(selected.map((item) => item.id)).toEqual([3]);
    expect(selectionLabel(1)).toBe('1 altar(s) selected');
  });

  it('links to create-pilgrimage with the ids, comma-separated', () => {
    expect(createRouteUrl([7, 3, 12])).toBe('/create-pilgrimage?altars=7,3,12');
    expect(createRouteUrl([7, 7, 0, -1, 2.5])).toBe('/create-pilgrimage?altars=7');
    expect(createRouteUrl([])).toBe('/create-pilgrimage');
  });
});

describe('viewport box', () => {
  it('keeps an ordinary view as it is', () => {
    expect(viewportBox({ west: -110.5, south: 35, east: -100.25, north: 42 })).toEqual({
      west: -110.5,
      south: 35,
      east: -100.25,
      north: 42,
    });
  });

  it('wraps longitudes and crosses the antimeridian with west > east', () => {
    expect(viewportBox({ west: 170, south: -10, east: 190, north: 10 })).toEqual({
      west: 170,
      south: -10,
      east: -170,
      north: 10,
    });
    expect(viewportBox({ west: -200, south: 0, east: -170, north: 10 })).toMatchObject({ west: 160, east: -170 });
  });

  it('asks for the whole world when more than a turn is visible, latitudes clamped', () => {
    expect(viewportBox({ west: -400, south: -95, east: 300, north: 95 })).toEqual({
      west: -180,
      south: -90,
      east: 180,
      north: 90,
    });
  });

  it('asks for the pilgrimages of a box around the view, the same one while the view moves a little', () => {
    // A view 5 x 3 degrees: a step of 8 degrees, the view grown by it and snapped to its grid.
    const denver = { west: -107.5, south: 38, east: -102.5, north: 41 };
    const box = pilgrimageFetchBox(denver);
    expect(box).toEqual({ west: -120, south: 24, east: -88, north: 56 });
    for (const corner of [
      { latitude: 38, longitude: -107.5 },
      { latitude: 41, longitude: -102.5 },
    ]) {
      expect(boxContains(box, corner)).toBe(true);
    }
    // Panned a degree each way: the same box, so the cache answers.
    expect(pilgrimageFetchBox({ west: -106.5, south: 39, east: -101.5, north: 42 })).toEqual(box);
    // Across the antimeridian, and the whole world when the grown box is a turn or more.
    expect(pilgrimageFetchBox({ west: 178, south: -18, east: -178, north: -16 })).toEqual({
      west: 172,
      south: -24,
      east: -172,
      north: -12,
    });
    expect(pilgrimageFetchBox({ west: -170, south: -60, east: 10, north: 60 })).toMatchObject({
      west: -180,
      east: 180,
    });
    expect(pilgrimageFetchBox({ west: -1, south: 88, east: 1, north: 89.9 })).toMatchObject({ north: 90 });
  });

  it('tells whether a point is in a box, across the antimeridian too', () => {
    const box = { west: 170, south: -10, east: -170, north: 10 };
    expect(boxContains(box, { latitude: 0, longitude: 175 })).toBe(true);
    expect(boxContains(box, { latitude: 0, longitude: -175 })).toBe(true);
    expect(boxContains(box, { latitude: 0, longitude: 0 })).toBe(false);
    expect(boxContains(box, { latitude: 20, longitude: 175 })).toBe(false);
  });
});

describe('filters and constants', () => {
  it('sends only what narrows the list', () => {
    expect(toAltarFilter(NO_FILTERS, '  ')).toEqual({});
    expect(
      toAltarFilter({ altarType: 'Water Altar', ecoFriendly: true, hasPhotos: false, recentActivity: true }, ' Cedar '),
    ).toEqual({ q: 'Cedar', altarType: 'Water Altar', ecoFriendly: true, recentActivity: true });
    expect(activeFilterCount({ ...NO_FILTERS, hasPhotos: true, altarType: 'Other' })).toBe(2);
  });

  it('keeps the radius within 1-50 km in whole kilometres, 5 km by default', () => {
    expect(RADIUS_KM).toEqual({ min: 1, max: 50, step: 1, initial: 5 });
    expect([0, 1, 7.4, 51, Number.NaN].map(clampRadiusKm)).toEqual([1, 1, 7, 50, 5]);
  });

  it('uses the spec geolocation options and zooms', () => {
    expect(FIRST_FIX_OPTIONS).toEqual({ enableHighAccuracy: false, timeout: 5000, maximumAge: 300000 });
    expect(WATCH_OPTIONS).toEqual({ enableHighAccuracy: true, timeout: 10000, maximumAge: 30000 });
    expect(RECENTER_OPTIONS.enableHighAccuracy).toBe(true);
    expect([LOCATION_ZOOM, PILGRIMAGE_ZOOM]).toEqual([15, 10]);
  });

  it('follows the user only after moves of about 20 m', () => {
    expect(queryPoint({ latitude: 39.74001, longitude: -104.99001 })).toEqual(
      queryPoint({ latitude: 39.74004, longitude: -104.99004 }),
    );
    expect(queryPoint({ latitude: 39.74, longitude: -104.99 })).not.toEqual(
      queryPoint({ latitude: 39.741, longitude: -104.99 }),
    );
  });

  it('words the location messages verbatim', () => {
    expect(MAP_TEXT.defaultView).toBe('Using default map view. Enable location for personalized experience.');
    expect(MAP_TEXT.unsupported).toBe(
      'Your browser does not support location tracking. The map will show a default location.',
    );
    expect(MAP_TEXT.recenterFailed).toBe('Unable to get your current location. Please check your browser permissions.');
  });

  it('computes the view of a map that does not exist yet, as MapLibre would', () => {
    // Zoom 0 on a 512 px square is the whole Web Mercator world.
    const world = viewAround({ latitude: 0, longitude: 0 }, 0, 512, 512);
    expect(world.box.west).toBe(-180);
    expect(world.box.east).toBe(180);
    expect(world.box.north).toBeCloseTo(85.051129, 5);
    expect(world.box.south).toBeCloseTo(-85.051129, 5);
    // A phone at zoom 4: 390 px of a 8192 px world is 17.14 degrees of longitude.
    const phone = viewAround({ latitude: 39.83, longitude: -98.58 }, 4, 390, 780);
    expect(phone.zoom).toBe(4);
    expect(phone.box.east - phone.box.west).toBeCloseTo((390 / 8192) * 360, 5);
    // 780 px of Web Mercator height, centred on the centre's Mercator y (box edges are rounded to 1e-6).
    const mercatorY = (latitude: number) =>
      0.5 - Math.log(Math.tan(Math.PI / 4 + (latitude * Math.PI) / 360)) / (2 * Math.PI);
    expect((mercatorY(phone.box.south) - mercatorY(phone.box.north)) * 8192).toBeCloseTo(780, 2);
    expect((mercatorY(phone.box.south) + mercatorY(phone.box.north)) / 2).toBeCloseTo(mercatorY(39.83), 6);
    expect(phone.centre).toEqual({ latitude: 39.83, longitude: -98.58 });
  });

  it('treats views within half a pixel as the same request', () => {
    const view = viewAround({ latitude: 39.83, longitude: -98.58 }, 4, 390, 780);
    const pixel = 360 / (512 * 2 ** 4);
    const moved = (dx: number) => ({
      ...view,
      box: { ...view.box, west: view.box.west + dx, east: view.box.east + dx },
    });
    expect(sameView(view, moved(pixel / 4))).toBe(true);
    expect(sameView(view, moved(pixel))).toBe(false);
    expect(sameView(view, { ...view, zoom: 4.01 })).toBe(false);
    expect(sameView(null, view)).toBe(false);
  });
});
