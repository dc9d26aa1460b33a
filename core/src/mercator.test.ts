import { describe, expect, it } from 'vitest';
import {
  latitudeAtY,
  mercatorY,
  parseTileAddress,
  projectToScreen,
  tileBounds,
  unprojectFromScreen,
  worldPixels,
} from './mercator';

describe('Web Mercator', () => {
  it('puts the equator in the middle and the edges of the square at 0 and 1', () => {
    expect(mercatorY(0)).toBeCloseTo(0.5, 12);
    expect(mercatorY(85.0511287798)).toBeCloseTo(0, 9);
    expect(mercatorY(-85.0511287798)).toBeCloseTo(1, 9);
    // Beyond the square a latitude sits on its edge.
    expect(mercatorY(89.9)).toBeCloseTo(0, 9);
  });

  it('inverts itself', () => {
    for (const latitude of [-80, -39.8, 0, 12.5, 39.83, 64.1])
      expect(latitudeAtY(mercatorY(latitude))).toBeCloseTo(latitude, 9);
  });

  it('projects the centre to the middle of the screen and one world away by the world width', () => {
    const view = { centre: { latitude: 39.83, longitude: -98.58 }, zoom: 4, width: 390, height: 780 };
    expect(projectToScreen(view.centre, view)).toEqual({ x: 195, y: 390 });
    // 10 degrees east at zoom 4: 10/360 of an 8192 px world.
    const east = projectToScreen({ latitude: 39.83, longitude: -88.58 }, view);
    expect(east.x - 195).toBeCloseTo((10 / 360) * worldPixels(4), 9);
    expect(east.y).toBeCloseTo(390, 9);
    // North is up.
    expect(projectToScreen({ latitude: 45, longitude: -98.58 }, view).y).toBeLessThan(390);
  });

  it('draws a point across the antimeridian on the copy of the world nearest the centre', () => {
    const view = { centre: { latitude: 0, longitude: 179 }, zoom: 2, width: 400, height: 400 };
    const across = projectToScreen({ latitude: 0, longitude: -179 }, view);
    expect(across.x - 200).toBeCloseTo((2 / 360) * worldPixels(2), 9);
  });

  it('unprojects what it projects', () => {
    const view = { centre: { latitude: -33.9, longitude: 151.2 }, zoom: 11.5, width: 1280, height: 800 };
    const point = { latitude: -33.85, longitude: 151.31 };
    const back = unprojectFromScreen(projectToScreen(point, view), view);
    expect(back.latitude).toBeCloseTo(point.latitude, 9);
    expect(back.longitude).toBeCloseTo(point.longitude, 9);
  });

  it('reads a tile address of whole numbers within the zoom and the pyramid, and nothing else', () => {
    expect(parseTileAddress('3', '7', '0', 22)).toEqual({ z: 3, x: 7, y: 0 });
    expect(parseTileAddress('30', '1073741823', '0', 30)).toEqual({ z: 30, x: 2 ** 30 - 1, y: 0 });
    for (const [z, x, y] of [
      ['3', '8', '0'],
      ['3', '0', '8'],
      ['23', '0', '0'],
      ['-1', '0', '0'],
      ['1.5', '0', '0'],
      ['1', '0x1', '0'],
      ['', '0', '0'],
      ['1', '00000000001', '0'],
    ])
      expect(parseTileAddress(z!, x!, y!, 22), `${z}/${x}/${y}`).toBeUndefined();
  });

  it('bounds a tile by the longitudes of its columns and the latitudes of its rows', () => {
    expect(tileBounds({ z: 0, x: 0, y: 0 })).toEqual({
      west: -180,
      south: -latitudeAtY(0),
      east: 180,
      north: latitudeAtY(0),
    });
    const quarter = tileBounds({ z: 1, x: 1, y: 0 });
    expect(quarter.west).toBe(0);
    expect(quarter.east).toBe(180);
    expect(quarter.south).toBeCloseTo(0, 12);
    expect(quarter.north).toBeCloseTo(85.0511287798, 9);
  });
});
