import { describe, expect, it } from 'vitest';
import { contourInterval, simplifyLine, terrariumMetres, traceContours } from './contours';

const gridOf = (size: number, metresAt: (i: number, j: number) => number) => ({
  size,
  metres: Array.from({ length: size * size }, (_, index) => metresAt(index % size, Math.floor(index / size))),
});

describe('terrariumMetres', () => {
  it('decodes sea level and a height with a fraction', () => {
    expect(terrariumMetres(128, 0, 0)).toBe(0);
    expect(terrariumMetres(129, 144, 128)).toBe(400.5);
    expect(terrariumMetres(127, 255, 0)).toBe(-1);
  });
});

describe('contourInterval', () => {
  it('is 10 m for walking and wider further out, each dividing the next', () => {
    expect(contourInterval(15)).toEqual({ minor: 10, major: 50 });
    expect(contourInterval(12)).toEqual({ minor: 20, major: 100 });
    expect(contourInterval(6).minor).toBe(200);
    for (let z = 4; z < 16; z++) expect(contourInterval(z).minor % contourInterval(z + 1).minor).toBe(0);
  });
});

describe('traceContours', () => {
  it('traces a straight line per level across a slope, where the elevation crosses it', () => {
    const levels = traceContours(
      gridOf(11, (i) => i * 10),
      25,
    );
    expect(levels.map((level) => level.metres)).toEqual([25, 50, 75, 100]);
    for (const { metres, lines } of levels) {
      expect(lines).toHaveLength(1);
      const line = lines[0] ?? [];
      // From the top edge to the bottom edge, at x = metres / 10 all along.
      expect(line).toHaveLength(11);
      expect(new Set(line.map(([, y]) => y)).size).toBe(11);
      for (const [x] of line) expect(x).toBeCloseTo(metres / 10);
    }
  });

  it('closes a ring around a hill, every point at the height of its level', () => {
    const size = 41;
    const height = (i: number, j: number) => 400 - 10 * Math.hypot(i - 20, j - 20);
    const levels = traceContours(gridOf(size, height), 50);
    // The grid's corners are at 117 m: 150 m and 200 m leave the grid; the rest close.
    expect(levels.map((level) => level.metres)).toEqual([150, 200, 250, 300, 350, 400]);
    for (const { metres, lines } of levels.filter((level) => level.metres >= 250 && level.metres < 400)) {
      expect(lines).toHaveLength(1);
      const ring = lines[0] ?? [];
      expect(ring[0]).toEqual(ring.at(-1));
      const radius = (400 - metres) / 10;
      // Linear interpolation between samples: within a tenth of a cell of the true circle.
      for (const [x, y] of ring) expect(Math.abs(Math.hypot(x - 20, y - 20) - radius)).toBeLessThan(0.1);
    }
  });

  it('splits a saddle by the mean of its cell', () => {
    // High at top-left and bottom-right; the mean (5) is above level 4, so the high ground joins.
    const [joined] = traceContours({ size: 2, metres: [10, 0, 0, 10] }, 4);
    expect(joined?.lines).toEqual([
      [
        [0.6, 0],
        [1, 0.4],
      ],
      [
        [0.4, 1],
        [0, 0.6],
      ],
    ]);
    // At level 8 the mean is below: the two high corners are cut off on their own.
    const [apart] = traceContours({ size: 2, metres: [10, 0, 0, 10] }, 8);
    expect(apart?.lines).toEqual([
      [
        [0, 0.2],
        [0.2, 0],
      ],
      [
        [1, 0.8],
        [0.8, 1],
      ],
    ]);
  });

  it('draws nothing on flat ground', () => {
    expect(
      traceContours(
        gridOf(5, () => 120),
        10,
      ),
    ).toEqual([]);
  });
});

describe('simplifyLine', () => {
  it('keeps the ends and the corners, and drops points on straight runs', () => {
    const line: Array<[number, number]> = [
      [0, 0],
      [1, 0.1],
      [2, 0],
      [3, 0.05],
      [4, 0],
      [4.1, 2],
      [4, 4],
    ];
    expect(simplifyLine(line, 0.5)).toEqual([
      [0, 0],
      [4, 0],
      [4, 4],
    ]);
    expect(simplifyLine(line, 0.01)).toEqual(line);
  });

  it('keeps a closed ring a ring', () => {
    const ring: Array<[number, number]> = [
      [0, 0],
      [2, 0],
      [2, 2],
      [0, 2],
      [0, 0],
    ];
    expect(simplifyLine(ring, 0.5)).toEqual(ring);
  });
});
