/**
 * Contour lines of the terrain map style, traced from elevation tiles (terrarium encoding) by marching
 * squares. Pure arithmetic: the API decodes the images and encodes the vector tiles around it.
 */

/** Terrarium: metres = red * 256 + green + blue / 256 - 32768. */
export function terrariumMetres(red: number, green: number, blue: number): number {
  return red * 256 + green + blue / 256 - 32768;
}

export interface ContourInterval {
  /** Metres between two lines. */
  minor: number;
  /** Every line at a multiple of this is a major (thicker, labelled) line. */
  major: number;
}

/**
 * The spacing of contour lines for a tile zoom: 10 m for walking (zoom 13 and closer, as on a
 * 1:25,000 walkers' map), wider as the map shows more ground. Each interval divides the wider ones, so
 * a line seen at one zoom stays at the next.
 */
export function contourInterval(zoom: number): ContourInterval {
  if (zoom >= 13) return { minor: 10, major: 50 };
  if (zoom === 12) return { minor: 20, major: 100 };
  if (zoom >= 10) return { minor: 100, major: 500 };
  return { minor: 200, major: 1000 };
}

/** A square grid of elevations, row by row (`size` × `size` samples). */
export interface ElevationGrid {
  size: number;
  metres: ArrayLike<number>;
}

/** The lines of one elevation, in grid units (x to the right, y down; sample (i, j) is at (i, j)). */
export interface ContourLevel {
  metres: number;
  lines: Array<Array<[number, number]>>;
}

/**
 * Every contour of the grid at multiples of `interval`, as polylines (closed rings end where they
 * start). Each cell is visited once and only the levels that cross it are traced, so the cost follows
 * the lines drawn rather than the relief; saddles are resolved by the cell's mean.
 */
export function traceContours(grid: ElevationGrid, interval: number): ContourLevel[] {
  const { size, metres } = grid;
  const at = (i: number, j: number) => metres[j * size + i] as number;
  // A crossing lies on a grid edge: horizontal (i, j)-(i+1, j) is 2k, vertical (i, j)-(i, j+1) is 2k+1.
  const edgeId = (i: number, j: number, vertical: boolean) => 2 * (j * size + i) + (vertical ? 1 : 0);
  const levels = new Map<number, { points: Map<number, [number, number]>; segments: Array<[number, number]> }>();

  const crossing = (level: number, i: number, j: number, vertical: boolean): number => {
    const id = edgeId(i, j, vertical);
    const entry = levels.get(level);
    if (entry && !entry.points.has(id)) {
      const from = at(i, j);
      const to = vertical ? at(i, j + 1) : at(i + 1, j);
      const t = (level - from) / (to - from);
      entry.points.set(id, vertical ? [i, j + t] : [i + t, j]);
    }
    return id;
  };

  for (let j = 0; j < size - 1; j++) {
    for (let i = 0; i < size - 1; i++) {
      const topLeft = at(i, j);
      const topRight = at(i + 1, j);
      const bottomRight = at(i + 1, j + 1);
      const bottomLeft = at(i, j + 1);
      const low = Math.min(topLeft, topRight, bottomRight, bottomLeft);
      const high = Math.max(topLeft, topRight, bottomRight, bottomLeft);
      // Levels with low < level <= high: some corner below, some at or above.
      for (let level = Math.floor(low / interval + 1) * interval; level <= high; level += interval) {
        if (!levels.has(level)) levels.set(level, { points: new Map(), segments: [] });
        const segments = (levels.get(level) as { segments: Array<[number, number]> }).segments;
        const above = [topLeft >= level, topRight >= level, bottomRight >= level, bottomLeft >= level];
        const top = above[0] !== above[1] ? crossing(level, i, j, false) : -1;
        const right = above[1] !== above[2] ? crossing(level, i + 1, j, true) : -1;
        const bottom = above[3] !== above[2] ? crossing(level, i, j + 1, false) : -1;
        const left = above[0] !== above[3] ? crossing(level, i, j, true) : -1;
        const crossed = [top, right, bottom, left].filter((id) => id >= 0);
        if (crossed.length === 2) {
          segments.push([crossed[0] as number, crossed[1] as number]);
          continue;
        }
        // A saddle: two opposite corners above. The mean decides which pair the high ground joins.
        const centreAbove = (topLeft + topRight + bottomRight + bottomLeft) / 4 >= level;
        const cutsTopRightAndBottomLeft = centreAbove === above[0];
        if (cutsTopRightAndBottomLeft) segments.push([top, right], [bottom, left]);
        else segments.push([left, top], [right, bottom]);
      }
    }
  }

  return [...levels.entries()]
    .sort(([a], [b]) => a - b)
    .map(([level, { points, segments }]) => ({
      metres: level,
      lines: joinSegments(segments).map((ids) => ids.map((id) => points.get(id) as [number, number])),
    }));
}

/** Chains segments that share an end into polylines (each crossing has at most two segments). */
function joinSegments(segments: ReadonlyArray<[number, number]>): number[][] {
  const byEnd = new Map<number, number[]>();
  segments.forEach(([a, b], index) => {
    for (const end of [a, b]) {
      const list = byEnd.get(end);
      if (list) list.push(index);
      else byEnd.set(end, [index]);
    }
  });
  const used = new Uint8Array(segments.length);
  const follow = (start: number, from: number): number[] => {
    const path: number[] = [];
    let end = from;
    let current = start;
    for (;;) {
      const next = byEnd.get(end)?.find((index) => index !== current && !used[index]);
      if (next === undefined) return path;
      used[next] = 1;
      const [a, b] = segments[next] as [number, number];
      end = a === end ? b : a;
      path.push(end);
      current = next;
    }
  };
  const lines: number[][] = [];
  segments.forEach(([a, b], index) => {
    if (used[index]) return;
    used[index] = 1;
    const forward = follow(index, b);
    const backward = follow(index, a);
    lines.push([...backward.reverse(), a, b, ...forward]);
  });
  return lines;
}

/**
 * Drops the points of a line that lie within `tolerance` of the simplified line (Ramer-Douglas-Peucker),
 * keeping both ends: contours traced per pixel have many points on nearly straight runs.
 */
export function simplifyLine<T extends readonly [number, number]>(line: readonly T[], tolerance: number): T[] {
  if (line.length <= 2) return [...line];
  const keep = new Uint8Array(line.length);
  keep[0] = 1;
  keep[line.length - 1] = 1;
  const spans: Array<[number, number]> = [[0, line.length - 1]];
  while (spans.length > 0) {
    const [first, last] = spans.pop() as [number, number];
    const [ax, ay] = line[first] as T;
    const [bx, by] = line[last] as T;
    const length = Math.hypot(bx - ax, by - ay);
    let farthest = -1;
    let farthestDistance = tolerance;
    for (let index = first + 1; index < last; index++) {
      const [px, py] = line[index] as T;
      // Distance to the chord, or to its start when the chord has no length (a closed ring).
      const distance =
        length === 0 ? Math.hypot(px - ax, py - ay) : Math.abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / length;
      if (distance > farthestDistance) {
        farthest = index;
        farthestDistance = distance;
      }
    }
    if (farthest < 0) continue;
    keep[farthest] = 1;
    spans.push([first, farthest], [farthest, last]);
  }
  return line.filter((_, index) => keep[index] === 1);
}
