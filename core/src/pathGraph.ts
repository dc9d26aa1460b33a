import * as yup from 'yup';
import { haversineMeters } from './geo';
import { LATITUDE_RANGE, LONGITUDE_RANGE } from './limits';
import type { Position } from './pathNetwork';
import { corridorBounds, SAC_SCALE, type Bounds, type CorridorEdge } from './routing';

/**
 * The walkable graph of a corridor or an area as an offline pack keeps it: the same edges the router
 * reads (core/routing's CorridorEdge), written compactly so a pack of a long pilgrimage stays small.
 *
 * Format version 1, one byte string: the four bytes `SPG1`, then unsigned LEB128 varints:
 *   vertexCount, edgeCount;
 *   per vertex: its longitude and latitude in millionths of a degree, zigzag, each the difference from the
 *     previous vertex's (the first from 0);
 *   per edge: its source (zigzag difference from the previous edge's source), its target (zigzag difference
 *     from its own source), its flags (bit 0 steps, bits 1-3 the sac_scale rank + 1 or 0, bits 4-6 the
 *     trail_visibility rank + 1 or 0), the count of its inner points, and each inner point as the zigzag
 *     difference from the point before it (the first from the source vertex).
 * Vertices are numbered in order of first use; edge lengths are measured again from the coordinates when
 * read (a millionth of a degree is at most 0.11 m, well inside the router's snap and GPS's error).
 */

export const PATH_GRAPH_FORMAT = 'SPG1';
/** Coordinates are kept in millionths of a degree. */
const SCALE = 1e6;
export const TRAIL_VISIBILITY = ['excellent', 'good', 'intermediate', 'bad', 'horrible', 'no'] as const;

/** What one download of a path graph may hold. */
export const PATH_GRAPH_LIMITS = {
  /** A pilgrimage's legs (ROUTE_LIMITS.maxSites + 1), or an area's one box. */
  maxBoxes: 51,
  /** Each box spans at most this many degrees either way (an area of 50 km round a point at 75 degrees north fits). */
  maxBoxDegrees: 6,
  maxEdges: 400_000,
} as const;

export const PATH_GRAPH_MESSAGES = {
  boxes: 'boxes must be a list of [west, south, east, north] boxes in degrees',
  tooManyBoxes: `A path graph covers at most ${PATH_GRAPH_LIMITS.maxBoxes} boxes`,
  boxShape: 'Each box is [west, south, east, north] with west < east and south < north, in degrees',
  boxTooLarge: `Each box spans at most ${PATH_GRAPH_LIMITS.maxBoxDegrees} degrees either way`,
  tooManyPaths: `This ground holds more than ${PATH_GRAPH_LIMITS.maxEdges.toLocaleString('en-US')} paths: download a smaller area.`,
  unreadable: 'The downloaded path graph is not one this app can read.',
} as const;

const inRange = ([west, south, east, north]: readonly number[]) =>
  [west, east].every((x) => x! >= LONGITUDE_RANGE.min && x! <= LONGITUDE_RANGE.max) &&
  [south, north].every((y) => y! >= LATITUDE_RANGE.min && y! <= LATITUDE_RANGE.max) &&
  west! < east! &&
  south! < north!;

/** POST /api/path-graph: the boxes of the ground to download (a pilgrimage's corridor, or an area). */
export const pathGraphRequestSchema = yup.object({
  boxes: yup
    .array(
      yup
        .array(yup.number().typeError(PATH_GRAPH_MESSAGES.boxes).required(PATH_GRAPH_MESSAGES.boxes))
        .typeError(PATH_GRAPH_MESSAGES.boxes)
        .length(4, PATH_GRAPH_MESSAGES.boxShape)
        .required(PATH_GRAPH_MESSAGES.boxes)
        .test('shape', PATH_GRAPH_MESSAGES.boxShape, (box) => !box || box.length !== 4 || inRange(box))
        .test(
          'size',
          PATH_GRAPH_MESSAGES.boxTooLarge,
          (box) =>
            !box ||
            box.length !== 4 ||
            (box[2]! - box[0]! <= PATH_GRAPH_LIMITS.maxBoxDegrees &&
              box[3]! - box[1]! <= PATH_GRAPH_LIMITS.maxBoxDegrees),
        ),
    )
    .typeError(PATH_GRAPH_MESSAGES.boxes)
    .required(PATH_GRAPH_MESSAGES.boxes)
    .min(1, PATH_GRAPH_MESSAGES.boxes)
    .max(PATH_GRAPH_LIMITS.maxBoxes, PATH_GRAPH_MESSAGES.tooManyBoxes),
});
export type PathGraphRequest = yup.InferType<typeof pathGraphRequestSchema>;

/** The boxes of a pilgrimage's graph: the corridor the router reads for its legs, so offline matches online. */
export const pilgrimageGraphBoxes = (route: readonly { latitude: number; longitude: number }[]): Bounds[] =>
  corridorBounds(route);

/** The box of an area around a point (radius in km), for its graph. */
export function areaGraphBox(centre: { latitude: number; longitude: number }, radiusKm: number): Bounds {
  const degrees = (radiusKm * 1000) / ((Math.PI / 180) * 6371000);
  const cos = Math.max(0.05, Math.cos((Math.min(89, Math.abs(centre.latitude)) * Math.PI) / 180));
  return [
    Math.max(LONGITUDE_RANGE.min, centre.longitude - degrees / cos),
    Math.max(LATITUDE_RANGE.min, centre.latitude - degrees),
    Math.min(LONGITUDE_RANGE.max, centre.longitude + degrees / cos),
    Math.min(LATITUDE_RANGE.max, centre.latitude + degrees),
  ];
}

class ByteWriter {
  private bytes = new Uint8Array(1024);
  length = 0;

  private room(extra: number): void {
    if (this.length + extra <= this.bytes.length) return;
    const grown = new Uint8Array(Math.max(this.bytes.length * 2, this.length + extra));
    grown.set(this.bytes.subarray(0, this.length));
    this.bytes = grown;
  }

  byte(value: number): void {
    this.room(1);
    this.bytes[this.length++] = value;
  }

  /** An unsigned integer below 2^53, as LEB128. */
  varint(value: number): void {
    this.room(8);
    let rest = value;
    while (rest >= 0x80) {
      this.bytes[this.length++] = (rest % 0x80) | 0x80;
      rest = Math.floor(rest / 0x80);
    }
    this.bytes[this.length++] = rest;
  }

  /** A signed integer, zigzag: 0, -1, 1, -2 ... become 0, 1, 2, 3 ... */
  signed(value: number): void {
    this.varint(value >= 0 ? value * 2 : -value * 2 - 1);
  }

  done(): Uint8Array {
    return this.bytes.slice(0, this.length);
  }
}

class ByteReader {
  private offset = 0;
  constructor(private readonly bytes: Uint8Array) {}

  byte(): number {
    if (this.offset >= this.bytes.length) throw new PathGraphFormatError(PATH_GRAPH_MESSAGES.unreadable);
    return this.bytes[this.offset++]!;
  }

  varint(): number {
    let value = 0;
    let scale = 1;
    for (;;) {
      const byte = this.byte();
      value += (byte & 0x7f) * scale;
      if (byte < 0x80) return value;
      scale *= 0x80;
      if (scale > 2 ** 56) throw new PathGraphFormatError(PATH_GRAPH_MESSAGES.unreadable);
    }
  }

  signed(): number {
    const zigzag = this.varint();
    return zigzag % 2 === 0 ? zigzag / 2 : -(zigzag + 1) / 2;
  }

  get atEnd(): boolean {
    return this.offset === this.bytes.length;
  }
}

/** Bytes that are not a path graph of this format (damaged, cut short, or of another version). */
export class PathGraphFormatError extends Error {
  override readonly name = 'PathGraphFormatError';
}

const quantize = (degrees: number) => Math.round(degrees * SCALE);
const rankOf = (list: readonly string[], value: string | undefined) =>
  value === undefined ? 0 : list.indexOf(value) + 1;

/** Writes the edges in the format above; the vertex ids are renumbered, the edges keep their order. */
export function encodePathGraph(edges: readonly CorridorEdge[]): Uint8Array {
  const dense = new Map<number, number>();
  const vertices: Array<[number, number]> = [];
  const vertexOf = (id: number, position: Position) => {
    let index = dense.get(id);
    if (index === undefined) {
      index = vertices.length;
      dense.set(id, index);
      vertices.push([quantize(position[0]), quantize(position[1])]);
    }
    return index;
  };
  const ends = edges.map((edge) => [
    vertexOf(edge.source, edge.coordinates[0]!),
    vertexOf(edge.target, edge.coordinates[edge.coordinates.length - 1]!),
  ]);
  const out = new ByteWriter();
  for (const char of PATH_GRAPH_FORMAT) out.byte(char.charCodeAt(0));
  out.varint(vertices.length);
  out.varint(edges.length);
  let previous: [number, number] = [0, 0];
  for (const vertex of vertices) {
    out.signed(vertex[0] - previous[0]);
    out.signed(vertex[1] - previous[1]);
    previous = vertex;
  }
  let previousSource = 0;
  for (const [index, edge] of edges.entries()) {
    const [source, target] = ends[index]!;
    out.signed(source! - previousSource);
    out.signed(target! - source!);
    previousSource = source!;
    const sac = Math.max(0, rankOf(SAC_SCALE, edge.sacScale));
    const visibility = Math.max(0, rankOf(TRAIL_VISIBILITY, edge.trailVisibility));
    out.varint((edge.steps ? 1 : 0) | (sac << 1) | (visibility << 4));
    const inner = edge.coordinates.slice(1, -1);
    out.varint(inner.length);
    let [x, y] = vertices[source!]!;
    for (const position of inner) {
      const qx = quantize(position[0]);
      const qy = quantize(position[1]);
      out.signed(qx - x);
      out.signed(qy - y);
      x = qx;
      y = qy;
    }
  }
  return out.done();
}

const lineMeters = (coordinates: readonly Position[]) => {
  let meters = 0;
  for (let index = 1; index < coordinates.length; index++) {
    const [x1, y1] = coordinates[index - 1]!;
    const [x2, y2] = coordinates[index]!;
    meters += haversineMeters({ latitude: y1, longitude: x1 }, { latitude: y2, longitude: x2 });
  }
  return meters;
};

/**
 * Reads a graph written by encodePathGraph back into the router's edges (vertex ids are the dense
 * numbers, edge ids their order). Throws PathGraphFormatError on bytes of another format or cut short.
 */
export function decodePathGraph(bytes: Uint8Array): CorridorEdge[] {
  const input = new ByteReader(bytes);
  for (const char of PATH_GRAPH_FORMAT) {
    if (input.byte() !== char.charCodeAt(0)) throw new PathGraphFormatError(PATH_GRAPH_MESSAGES.unreadable);
  }
  const vertexCount = input.varint();
  const edgeCount = input.varint();
  if (vertexCount > bytes.length || edgeCount > bytes.length) {
    throw new PathGraphFormatError(PATH_GRAPH_MESSAGES.unreadable);
  }
  const xs = new Int32Array(vertexCount);
  const ys = new Int32Array(vertexCount);
  let x = 0;
  let y = 0;
  for (let index = 0; index < vertexCount; index++) {
    x += input.signed();
    y += input.signed();
    xs[index] = x;
    ys[index] = y;
  }
  const edges: CorridorEdge[] = new Array<CorridorEdge>(edgeCount);
  let source = 0;
  for (let index = 0; index < edgeCount; index++) {
    source += input.signed();
    const target = source + input.signed();
    if (source < 0 || source >= vertexCount || target < 0 || target >= vertexCount) {
      throw new PathGraphFormatError(PATH_GRAPH_MESSAGES.unreadable);
    }
    const flags = input.varint();
    const innerCount = input.varint();
    if (innerCount > bytes.length) throw new PathGraphFormatError(PATH_GRAPH_MESSAGES.unreadable);
    const coordinates: Position[] = [[xs[source]! / SCALE, ys[source]! / SCALE]];
    let px = xs[source]!;
    let py = ys[source]!;
    for (let point = 0; point < innerCount; point++) {
      px += input.signed();
      py += input.signed();
      coordinates.push([px / SCALE, py / SCALE]);
    }
    coordinates.push([xs[target]! / SCALE, ys[target]! / SCALE]);
    const sac = (flags >> 1) & 7;
    const visibility = (flags >> 4) & 7;
    edges[index] = {
      id: index,
      source,
      target,
      lengthMeters: lineMeters(coordinates),
      coordinates,
      sacScale: sac > 0 ? SAC_SCALE[sac - 1] : undefined,
      trailVisibility: visibility > 0 ? TRAIL_VISIBILITY[visibility - 1] : undefined,
      steps: (flags & 1) === 1,
    };
  }
  if (!input.atEnd) throw new PathGraphFormatError(PATH_GRAPH_MESSAGES.unreadable);
  return edges;
}

/**
 * One graph of several downloaded ones (a pilgrimage's corridor and an area may overlap): vertices at the
 * same point are one vertex, and an edge kept twice is kept once.
 */
export function mergePathGraphs(graphs: readonly (readonly CorridorEdge[])[]): CorridorEdge[] {
  if (graphs.length === 1) return [...graphs[0]!];
  const vertexIds = new Map<string, number>();
  const vertexAt = ([longitude, latitude]: Position) => {
    const key = `${longitude},${latitude}`;
    let id = vertexIds.get(key);
    if (id === undefined) {
      id = vertexIds.size;
      vertexIds.set(key, id);
    }
    return id;
  };
  const seen = new Set<string>();
  const merged: CorridorEdge[] = [];
  for (const edges of graphs) {
    for (const edge of edges) {
      const source = vertexAt(edge.coordinates[0]!);
      const target = vertexAt(edge.coordinates[edge.coordinates.length - 1]!);
      const middle = edge.coordinates[edge.coordinates.length >> 1]!;
      const key = `${source}>${target}:${edge.coordinates.length}:${middle[0]},${middle[1]}`;
      if (seen.has(key)) continue;
      seen.add(key);
      merged.push({ ...edge, id: merged.length, source, target });
    }
  }
  return merged;
}

/** True when two lists of boxes share any ground. */
export function boxesMeet(a: readonly Bounds[], b: readonly Bounds[]): boolean {
  return a.some(([w1, s1, e1, n1]) => b.some(([w2, s2, e2, n2]) => w1 <= e2 && w2 <= e1 && s1 <= n2 && s2 <= n1));
}
