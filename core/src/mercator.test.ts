import { describe, expect, it } from 'vitest';
import { latitudeAtY, mercatorY, projectToScreen, unprojectFromScreen, worldPixels } from './mercator';

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
});
