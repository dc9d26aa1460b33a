import { BASEMAP_PALETTE, BASEMAP_PALETTE_LIGHT } from '@sacred/core/basemap';
import { describe, expect, it } from 'vitest';
import { ALTAR_LEGEND, PILGRIMAGE_LEGEND } from './markerStyle';

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const distance = (a: string, b: string) => Math.hypot(...rgb(a).map((value, i) => value - (rgb(b)[i] ?? 0)));

describe('marker colours', () => {
  it('stay apart from the paths, tracks and main roads of both basemap palettes', () => {
    const trails = [BASEMAP_PALETTE, BASEMAP_PALETTE_LIGHT].flatMap((palette) => [
      palette.path,
      palette.track,
      palette.roadMajor,
    ]);
    const close = [...ALTAR_LEGEND, ...PILGRIMAGE_LEGEND].flatMap((entry) =>
      trails
        .filter((trail) => distance(entry.color, trail) < 60)
        .map((trail) => `${entry.label} ${entry.color} ~ ${trail}`),
    );
    expect(close).toEqual([]);
  });
});
