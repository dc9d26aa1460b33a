import * as yup from 'yup';
import { DIFFICULTIES, type Difficulty } from './enums';
import { haversineMeters } from './geo';
import { DATABASE_ID_MAX, EARTH_RADIUS_METERS, LATITUDE_RANGE, LONGITUDE_RANGE } from './limits';
import type { Position } from './pathNetwork';

/**
 * The hiking router, written once: the server runs it over the path network of a route's corridor, the
 * browser over the graph of a downloaded corridor. Stops are snapped to the nearest walkable edge within
 * SNAP_RADIUS_METERS; a stop farther out is reached by a straight off-path leg. The cost of an edge is its
 * walking time: Tobler's hiking function where elevation is known, a flat pace (Naismith's 5 km/h)
 * otherwise, multiplied where its `sac_scale` is above the walker's difficulty so such ground is used only
 * when nothing else connects. A* with the straight-line time at the fastest pace as its heuristic.
 */

export const SNAP_RADIUS_METERS = 200;
/** A stop this close to the path is on it: no approach is drawn. */
const SAME_POINT_METERS = 0.05;
/** Naismith's rule: 5 km/h on the flat, one hour more for every 600 m of ascent. */
export const NAISMITH_METERS_PER_SECOND = 5000 / 3600;
export const NAISMITH_ASCENT_METERS_PER_HOUR = 600;
/** Tobler's hiking function peaks at 6 km/h on a gentle descent (slope -0.05). */
const TOBLER_MAX_METERS_PER_SECOND = 6000 / 3600;
/** Ground above the chosen difficulty costs this many times its time: avoided, yet usable. */
export const DIFFICULT_GROUND_FACTOR = 25;
/** Beyond this, a leg's corridor widens by this share of the leg's span on every side. */
export const CORRIDOR_MARGIN = { minMeters: 1000, share: 0.25 } as const;

/** OSM sac_scale from easiest to hardest (T1 to T6). */
export const SAC_SCALE = [
  'hiking',
  'mountain_hiking',
  'demanding_mountain_hiking',
  'alpine_hiking',
  'demanding_alpine_hiking',
  'difficult_alpine_hiking',
] as const;

/** The hardest sac_scale each difficulty walks without complaint. */
const DIFFICULTY_SAC_LIMIT: Record<Difficulty, number> = {
  easy: 0,
  moderate: 1,
  challenging: 3,
  expert: 5,
};
const FAINT_TRAILS = new Set(['bad', 'horrible', 'no']);

/**
 * What one route request may ask, in sites and in work. The work is bounded three ways: the legs routed
 * along paths (those up to maxLegMeters) may add up to maxRoutedMeters as the crow flies, their corridors
 * may hold at most maxCorridorEdges edges, and the search over all the legs may expand at most
 * maxExpandedEdges edges. A request past any of them is refused (RouteBudgetError), not cut short.
 */
export const ROUTE_LIMITS = {
  maxSites: 50,
  /** A leg longer than this between two stops is not routed (its corridor would be a whole region). */
  maxLegMeters: 100_000,
  maxRoutedMeters: 250_000,
  maxCorridorEdges: 100_000,
  maxExpandedEdges: 1_000_000,
} as const;

const km = (meters: number) => `${meters / 1000} km`;
const count = (value: number) => value.toLocaleString('en-US');

export const ROUTE_MESSAGES = {
  noNetwork: 'No path network here yet: straight lines are shown',
  offPath: (stop: string, meters: number) =>
    `${stop} is ${Math.round(meters)} m from the nearest path: that part of the route is off-path.`,
  disconnected: (from: string, to: string) =>
    `No path connects ${from} and ${to}: a straight off-path line joins them.`,
  steps: 'The route takes steps.',
  difficult: (scale: string, difficulty: string) =>
    `The route crosses ${scale.replaceAll('_', ' ')} ground, harder than ${difficulty}: nothing easier connects.`,
  unmarked: 'Part of the route is faint or unmarked on the ground.',
  tooFewStops: 'A route needs at least two points: a start, a site or an end',
  tooManySites: `A route can visit at most ${ROUTE_LIMITS.maxSites} sacred sites`,
  difficultyUnknown: `Difficulty must be one of ${DIFFICULTIES.join(', ')}`,
  latitudeRange: '${path} must be between -90 and 90',
  longitudeRange: '${path} must be between -180 and 180',
  notNumber: '${path} must be a number',
  altarIds: 'altarIds must be a list of altar ids',
  altarRepeated: 'Each sacred site can appear only once.',
  attribution: '© OpenStreetMap contributors',
  tooLong: (from: string, to: string) =>
    `${from} and ${to} are more than ${km(ROUTE_LIMITS.maxLegMeters)} apart: add sites between them to route along the paths.`,
  tooFar: `A route can follow the paths for at most ${km(ROUTE_LIMITS.maxRoutedMeters)} as the crow flies: plan it as shorter walks.`,
  tooManyPaths: `The ground between these stops holds more than ${count(ROUTE_LIMITS.maxCorridorEdges)} paths: plan it as shorter walks.`,
  tooMuchSearch: `Finding this route would search more than ${count(ROUTE_LIMITS.maxExpandedEdges)} paths: plan it as shorter walks.`,
} as const;

/** A route that would take more work than ROUTE_LIMITS allows one request; the message says which. */
export class RouteBudgetError extends Error {
  override readonly name = 'RouteBudgetError';
}

/**
 * Throws RouteBudgetError when the legs routed along paths (those up to maxLegMeters; longer ones are
 * straight lines) add up to more than maxRoutedMeters as the crow flies.
 */
export function checkRouteDistance(stops: readonly { latitude: number; longitude: number }[]): void {
  let meters = 0;
  for (let index = 1; index < stops.length; index++) {
    const span = haversineMeters(stops[index - 1]!, stops[index]!);
    if (span <= ROUTE_LIMITS.maxLegMeters) meters += span;
  }
  if (meters > ROUTE_LIMITS.maxRoutedMeters) throw new RouteBudgetError(ROUTE_MESSAGES.tooFar);
}

const point = yup
  .object({
    latitude: yup
      .number()
      .typeError(ROUTE_MESSAGES.notNumber)
      .required('${path} is required')
      .min(LATITUDE_RANGE.min, ROUTE_MESSAGES.latitudeRange)
      .max(LATITUDE_RANGE.max, ROUTE_MESSAGES.latitudeRange),
    longitude: yup
      .number()
      .typeError(ROUTE_MESSAGES.notNumber)
      .required('${path} is required')
      .min(LONGITUDE_RANGE.min, ROUTE_MESSAGES.longitudeRange)
      .max(LONGITUDE_RANGE.max, ROUTE_MESSAGES.longitudeRange),
  })
  .default(undefined)
  .optional();

/** POST /api/routes and GraphQL planRoute: start?, the sites in order, end?, difficulty (default moderate). */
export const routeRequestSchema = yup
  .object({
    start: point,
    altarIds: yup
      .array(
        yup
          .number()
          .typeError(ROUTE_MESSAGES.altarIds)
          .integer(ROUTE_MESSAGES.altarIds)
          .positive(ROUTE_MESSAGES.altarIds)
          .max(DATABASE_ID_MAX, ROUTE_MESSAGES.altarIds)
          .required(),
      )
      .typeError(ROUTE_MESSAGES.altarIds)
      .nonNullable(ROUTE_MESSAGES.altarIds)
      .max(ROUTE_LIMITS.maxSites, ROUTE_MESSAGES.tooManySites)
      .test('unique', ROUTE_MESSAGES.altarRepeated, (ids) => !ids || new Set(ids).size === ids.length)
      .default([]),
    end: point,
    difficulty: yup
      .string()
      .oneOf([...DIFFICULTIES], ROUTE_MESSAGES.difficultyUnknown)
      .default('moderate'),
  })
  .test('stops', ROUTE_MESSAGES.tooFewStops, function (value) {
    // A request whose fields are of the wrong type fails on those fields: it is not counted here.
    if (!value || !Array.isArray(value.altarIds)) return true;
    const count = (value.start ? 1 : 0) + value.altarIds.length + (value.end ? 1 : 0);
    return count >= 2 || this.createError({ path: 'altarIds', message: ROUTE_MESSAGES.tooFewStops });
  });
export type RouteRequest = yup.InferType<typeof routeRequestSchema>;

/** An edge of the walkable graph as the router reads it: only what the search and the warnings use. */
export interface CorridorEdge {
  id: number;
  source: number;
  target: number;
  lengthMeters: number;
  /** [longitude, latitude], from source to target. */
  coordinates: Position[];
  sacScale?: string;
  trailVisibility?: string;
  steps: boolean;
}

export interface RouteStop {
  latitude: number;
  longitude: number;
  /** Named in warnings. */
  name: string;
}

/** Metres above sea level at a point, undefined where unknown. */
export type ElevationAt = (longitude: number, latitude: number) => number | undefined;

export interface RouteOptions {
  difficulty: Difficulty;
  elevation?: ElevationAt;
  /** The most edges the search may expand over all the legs; ROUTE_LIMITS.maxExpandedEdges unless said. */
  maxExpandedEdges?: number;
}

export interface RouteLeg {
  distanceMeters: number;
  onNetwork: boolean;
  /** GeoJSON LineString; with a third coordinate (metres) where elevation is known. */
  geometry: { type: 'LineString'; coordinates: number[][] };
}

export interface PlannedRoute {
  distanceMeters: number;
  durationSeconds: number;
  ascentMeters: number | null;
  descentMeters: number | null;
  legs: RouteLeg[];
  warnings: string[];
}

/** [west, south, east, north] in degrees. */
export type Bounds = [number, number, number, number];

const METERS_PER_DEGREE = (Math.PI / 180) * EARTH_RADIUS_METERS;

const distance = (a: Position, b: Position) =>
  haversineMeters({ latitude: a[1], longitude: a[0] }, { latitude: b[1], longitude: b[0] });

const lineLength = (coordinates: readonly Position[]) => {
  let meters = 0;
  for (let index = 1; index < coordinates.length; index++) {
    meters += distance(coordinates[index - 1]!, coordinates[index]!);
  }
  return meters;
};

/**
 * The boxes of the graph a route reads, one per leg: the two stops' box widened by a quarter of its span
 * (at least 1 km) on every side, so a path round a lake or over a pass is inside it.
 */
export function corridorBounds(stops: readonly { latitude: number; longitude: number }[]): Bounds[] {
  const boxes: Bounds[] = [];
  for (let index = 1; index < stops.length; index++) {
    const a = stops[index - 1]!;
    const b = stops[index]!;
    const span = haversineMeters(a, b);
    if (span > ROUTE_LIMITS.maxLegMeters) continue;
    const margin = Math.max(CORRIDOR_MARGIN.minMeters, span * CORRIDOR_MARGIN.share) / METERS_PER_DEGREE;
    const latitude = Math.max(Math.abs(a.latitude), Math.abs(b.latitude));
    const cos = Math.max(0.05, Math.cos((Math.min(89, latitude) * Math.PI) / 180));
    boxes.push([
      Math.min(a.longitude, b.longitude) - margin / cos,
      Math.max(-90, Math.min(a.latitude, b.latitude) - margin),
      Math.max(a.longitude, b.longitude) + margin / cos,
      Math.min(90, Math.max(a.latitude, b.latitude) + margin),
    ]);
  }
  return boxes;
}

/** Tobler's hiking function: metres a second on a slope (rise over run). */
export const toblerMetersPerSecond = (slope: number): number => (6000 / 3600) * Math.exp(-3.5 * Math.abs(slope + 0.05));

/** Where a stop meets the network: the nearest point of the nearest edge. */
interface Snap {
  edge: number;
  point: Position;
  /** Metres from the edge's source along it. */
  along: number;
  /** Metres from the stop to the point. */
  offset: number;
  /** The edge's coordinates before and after the point. */
  head: Position[];
  tail: Position[];
}

class MinHeap {
  private readonly keys: number[] = [];
  private readonly values: number[] = [];

  get size(): number {
    return this.keys.length;
  }

  push(key: number, value: number): void {
    const { keys, values } = this;
    let index = keys.length;
    keys.push(key);
    values.push(value);
    while (index > 0) {
      const parent = (index - 1) >> 1;
      if (keys[parent]! <= key) break;
      keys[index] = keys[parent]!;
      values[index] = values[parent]!;
      index = parent;
    }
    keys[index] = key;
    values[index] = value;
  }

  pop(): number {
    const { keys, values } = this;
    const top = values[0]!;
    const lastKey = keys.pop()!;
    const lastValue = values.pop()!;
    if (keys.length > 0) {
      let index = 0;
      const half = keys.length >> 1;
      while (index < half) {
        let child = 2 * index + 1;
        if (child + 1 < keys.length && keys[child + 1]! < keys[child]!) child++;
        if (keys[child]! >= lastKey) break;
        keys[index] = keys[child]!;
        values[index] = values[child]!;
        index = child;
      }
      keys[index] = lastKey;
      values[index] = lastValue;
    }
    return top;
  }
}

/** A step of a found path: an edge walked forward or backward, or a piece of a snapped edge. */
interface Step {
  /** Set for a piece of a snapped edge; undefined for a whole edge, read from it when the path is built. */
  coordinates: Position[] | undefined;
  edge: number;
  forward: boolean;
}

/** The graph of a corridor, built once per route and shared by its legs. */
class CorridorGraph {
  /** Vertex id -> dense index. */
  readonly index = new Map<number, number>();
  readonly position: Position[] = [];
  /** Per dense vertex: outgoing [edge index, forward (1) or backward (0)] pairs. */
  readonly adjacency: number[][] = [];
  /** Per edge: the dense index of its source and its target. */
  private readonly from: Int32Array;
  private readonly to: Int32Array;
  /** Per edge and direction (edge * 2 + forward): seconds to walk it, NaN until asked. */
  private readonly costs: Float64Array;
  private readonly sacLimit: number;
  private readonly pace: number;
  /** Edges the search may still expand, over every leg routed on this graph. */
  private budget: number;

  constructor(
    readonly edges: readonly CorridorEdge[],
    private readonly options: RouteOptions,
  ) {
    this.sacLimit = DIFFICULTY_SAC_LIMIT[options.difficulty];
    this.budget = options.maxExpandedEdges ?? ROUTE_LIMITS.maxExpandedEdges;
    this.pace = options.elevation ? TOBLER_MAX_METERS_PER_SECOND : NAISMITH_METERS_PER_SECOND;
    this.from = new Int32Array(edges.length);
    this.to = new Int32Array(edges.length);
    this.costs = new Float64Array(edges.length * 2).fill(NaN);
    for (const [edgeIndex, edge] of edges.entries()) {
      const from = this.vertex(edge.source, edge.coordinates[0]!);
      const to = this.vertex(edge.target, edge.coordinates[edge.coordinates.length - 1]!);
      this.from[edgeIndex] = from;
      this.to[edgeIndex] = to;
      this.adjacency[from]!.push(edgeIndex * 2 + 1);
      this.adjacency[to]!.push(edgeIndex * 2);
    }
  }

  private vertex(id: number, position: Position): number {
    let dense = this.index.get(id);
    if (dense === undefined) {
      dense = this.position.length;
      this.index.set(id, dense);
      this.position.push(position);
      this.adjacency.push([]);
    }
    return dense;
  }

  /** The fastest possible time between two points: A*'s heuristic, never more than the true cost. */
  lowerBound(a: Position, b: Position): number {
    return distance(a, b) / this.pace;
  }

  /** True when the edge is harder than the walker's difficulty. */
  tooHard(edge: CorridorEdge): boolean {
    const rank = edge.sacScale === undefined ? -1 : SAC_SCALE.indexOf(edge.sacScale as (typeof SAC_SCALE)[number]);
    return rank > this.sacLimit;
  }

  /** Seconds to walk a line, with the difficulty factor of the edge it lies on. */
  lineCost(coordinates: readonly Position[], edge: CorridorEdge | undefined): number {
    const factor = edge && this.tooHard(edge) ? DIFFICULT_GROUND_FACTOR : 1;
    return walkingSeconds(coordinates, this.options.elevation) * factor;
  }

  /** Seconds to walk an edge in one direction (computed once). */
  edgeCost(edgeIndex: number, forward: boolean): number {
    const key = edgeIndex * 2 + (forward ? 1 : 0);
    let cost = this.costs[key]!;
    if (Number.isNaN(cost)) {
      const edge = this.edges[edgeIndex]!;
      if (!this.options.elevation) {
        cost = (edge.lengthMeters / NAISMITH_METERS_PER_SECOND) * (this.tooHard(edge) ? DIFFICULT_GROUND_FACTOR : 1);
      } else {
        const coordinates = forward ? edge.coordinates : [...edge.coordinates].reverse();
        cost = this.lineCost(coordinates, edge);
      }
      this.costs[key] = cost;
    }
    return cost;
  }

  /** The nearest point of any edge to a position, with its distance. */
  snap(target: Position): Snap | undefined {
    const cos = Math.cos((target[1] * Math.PI) / 180);
    let best: { edge: number; segment: number; t: number; d2: number } | undefined;
    for (const [edgeIndex, edge] of this.edges.entries()) {
      const coordinates = edge.coordinates;
      for (let segment = 1; segment < coordinates.length; segment++) {
        const [ax, ay] = coordinates[segment - 1]!;
        const [bx, by] = coordinates[segment]!;
        const x1 = (ax - target[0]) * cos;
        const y1 = ay - target[1];
        const dx = (bx - ax) * cos;
        const dy = by - ay;
        const square = dx * dx + dy * dy;
        const t = square === 0 ? 0 : Math.max(0, Math.min(1, -(x1 * dx + y1 * dy) / square));
        const px = x1 + t * dx;
        const py = y1 + t * dy;
        const d2 = px * px + py * py;
        if (!best || d2 < best.d2) best = { edge: edgeIndex, segment, t, d2 };
      }
    }
    if (!best) return undefined;
    const coordinates = this.edges[best.edge]!.coordinates;
    const [ax, ay] = coordinates[best.segment - 1]!;
    const [bx, by] = coordinates[best.segment]!;
    const point: Position = [ax + best.t * (bx - ax), ay + best.t * (by - ay)];
    const head = [...coordinates.slice(0, best.segment), point];
    const tail = [point, ...coordinates.slice(best.segment)];
    return { edge: best.edge, point, along: lineLength(head), offset: distance(target, point), head, tail };
  }

  /**
   * The cheapest walk from one snapped point to another, as the coordinates walked and the edges used;
   * undefined when no path connects them inside the corridor.
   */
  route(from: Snap, to: Snap): { coordinates: Position[]; edges: number[] } | undefined {
    const vertices = this.position.length;
    const START = vertices;
    const GOAL = vertices + 1;
    const cost = new Float64Array(vertices + 2).fill(Infinity);
    const previous = new Int32Array(vertices + 2).fill(-1);
    const steps: Step[] = [];
    const done = new Uint8Array(vertices + 2);
    const heap = new MinHeap();
    const goal = to.point;
    const fromEdge = this.edges[from.edge]!;
    const toEdge = this.edges[to.edge]!;
    const goalSource = this.from[to.edge]!;
    const goalTarget = this.to[to.edge]!;
    const headCost = this.lineCost([...to.head], toEdge);
    const tailCost = this.lineCost([...to.tail].reverse(), toEdge);

    const prior: number[] = [];
    const heuristic = new Float64Array(vertices + 2).fill(NaN);
    const relax = (
      vertex: number,
      at: number,
      newCost: number,
      edge: number,
      forward: boolean,
      coordinates: Position[] | undefined,
      position: Position,
    ) => {
      if (newCost >= cost[vertex]!) return;
      cost[vertex] = newCost;
      steps.push({ coordinates, edge, forward });
      previous[vertex] = steps.length - 1;
      prior[steps.length - 1] = at;
      if (Number.isNaN(heuristic[vertex]!)) heuristic[vertex] = vertex === GOAL ? 0 : this.lowerBound(position, goal);
      heap.push(newCost + heuristic[vertex]!, vertex);
    };

    cost[START] = 0;
    // Out of the start's edge, both ways, and straight along it when the goal lies on the same edge.
    const headBack = [...from.head].reverse();
    relax(
      this.from[from.edge]!,
      START,
      this.lineCost(headBack, fromEdge),
      from.edge,
      false,
      headBack,
      fromEdge.coordinates[0]!,
    );
    relax(
      this.to[from.edge]!,
      START,
      this.lineCost(from.tail, fromEdge),
      from.edge,
      true,
      from.tail,
      fromEdge.coordinates[fromEdge.coordinates.length - 1]!,
    );
    if (from.edge === to.edge) {
      const forward = from.along <= to.along;
      const piece = forward
        ? [from.point, ...sliceBetween(fromEdge.coordinates, from, to), to.point]
        : [from.point, ...sliceBetween(fromEdge.coordinates, to, from).reverse(), to.point];
      relax(GOAL, START, this.lineCost(piece, fromEdge), from.edge, forward, piece, goal);
    }

    while (heap.size > 0) {
      const vertex = heap.pop();
      if (done[vertex]) continue;
      done[vertex] = 1;
      if (vertex === GOAL) break;
      if (vertex === goalSource) {
        relax(GOAL, vertex, cost[vertex]! + headCost, to.edge, true, to.head, goal);
      }
      if (vertex === goalTarget) {
        const back = [...to.tail].reverse();
        relax(GOAL, vertex, cost[vertex]! + tailCost, to.edge, false, back, goal);
      }
      const adjacent = this.adjacency[vertex] ?? [];
      this.budget -= adjacent.length;
      if (this.budget < 0) throw new RouteBudgetError(ROUTE_MESSAGES.tooMuchSearch);
      for (const entry of adjacent) {
        const edgeIndex = entry >> 1;
        const forward = (entry & 1) === 1;
        const next = forward ? this.to[edgeIndex]! : this.from[edgeIndex]!;
        if (done[next]) continue;
        relax(
          next,
          vertex,
          cost[vertex]! + this.edgeCost(edgeIndex, forward),
          edgeIndex,
          forward,
          undefined,
          this.position[next]!,
        );
      }
    }
    if (previous[GOAL] === -1) return undefined;
    const walked: Step[] = [];
    for (let vertex = GOAL; vertex !== START;) {
      const stepIndex = previous[vertex]!;
      walked.push(steps[stepIndex]!);
      vertex = prior[stepIndex]!;
    }
    walked.reverse();
    const coordinates: Position[] = [];
    for (const step of walked) {
      const edge = this.edges[step.edge]!.coordinates;
      const stepCoordinates = step.coordinates ?? (step.forward ? edge : [...edge].reverse());
      for (const position of stepCoordinates) {
        const last = coordinates[coordinates.length - 1];
        if (!last || last[0] !== position[0] || last[1] !== position[1]) coordinates.push(position);
      }
    }
    return { coordinates, edges: walked.map((step) => step.edge) };
  }
}

/** The edge's own coordinates strictly between two snapped points on it (from before to). */
function sliceBetween(coordinates: readonly Position[], first: Snap, second: Snap): Position[] {
  // head includes the snapped point as its last entry, so its length - 1 counts the vertices before it.
  return coordinates.slice(first.head.length - 1, second.head.length - 1);
}

/** Walking time of a line: Tobler over the elevation where known, else Naismith's flat pace. */
export function walkingSeconds(coordinates: readonly Position[], elevation?: ElevationAt): number {
  let seconds = 0;
  let previousHeight = elevation ? elevation(coordinates[0]![0], coordinates[0]![1]) : undefined;
  for (let index = 1; index < coordinates.length; index++) {
    const run = distance(coordinates[index - 1]!, coordinates[index]!);
    const height = elevation ? elevation(coordinates[index]![0], coordinates[index]![1]) : undefined;
    if (height !== undefined && previousHeight !== undefined && run > 0) {
      seconds += run / toblerMetersPerSecond((height - previousHeight) / run);
    } else {
      seconds += run / NAISMITH_METERS_PER_SECOND;
    }
    previousHeight = height;
  }
  return seconds;
}

interface Piece {
  coordinates: Position[];
  onNetwork: boolean;
}

/**
 * Routes start -> sites in order -> end over the corridor's edges. Never throws on the network's shape:
 * with no edges, or none that connect, the legs are straight and flagged off the network. Throws
 * RouteBudgetError when the search would expand more edges than the options allow.
 */
export function planRoute(
  stops: readonly RouteStop[],
  edges: readonly CorridorEdge[],
  options: RouteOptions,
): PlannedRoute {
  const graph = new CorridorGraph(edges, options);
  const warnings = new Set<string>();
  const pieces: Piece[] = [];
  const used = new Set<number>();
  const add = (coordinates: Position[], onNetwork: boolean) => {
    if (coordinates.length < 2) return;
    const last = pieces[pieces.length - 1];
    if (last && last.onNetwork === onNetwork) {
      last.coordinates.push(...coordinates.slice(1));
    } else {
      pieces.push({ coordinates: [...coordinates], onNetwork });
    }
  };
  if (edges.length === 0) warnings.add(ROUTE_MESSAGES.noNetwork);
  const snaps = stops.map((stop) => (edges.length > 0 ? graph.snap([stop.longitude, stop.latitude]) : undefined));
  for (const [index, snap] of snaps.entries()) {
    if (snap && snap.offset > SNAP_RADIUS_METERS) warnings.add(ROUTE_MESSAGES.offPath(stops[index]!.name, snap.offset));
  }
  for (let index = 1; index < stops.length; index++) {
    const fromStop = stops[index - 1]!;
    const toStop = stops[index]!;
    const a: Position = [fromStop.longitude, fromStop.latitude];
    const b: Position = [toStop.longitude, toStop.latitude];
    const tooLong = haversineMeters(fromStop, toStop) > ROUTE_LIMITS.maxLegMeters;
    if (tooLong) warnings.add(ROUTE_MESSAGES.tooLong(fromStop.name, toStop.name));
    const from = tooLong ? undefined : snaps[index - 1];
    const to = tooLong ? undefined : snaps[index];
    const found = from && to ? graph.route(from, to) : undefined;
    if (!from || !to || !found) {
      if (from && to) warnings.add(ROUTE_MESSAGES.disconnected(fromStop.name, toStop.name));
      add([a, b], false);
      continue;
    }
    // A stop within the snap radius walks to the path as part of the leg; one beyond it, off the path.
    const fromNear = from.offset <= SNAP_RADIUS_METERS;
    const toNear = to.offset <= SNAP_RADIUS_METERS;
    if (!fromNear) add([a, from.point], false);
    add(
      [
        ...(fromNear && from.offset > SAME_POINT_METERS ? [a] : []),
        ...found.coordinates,
        ...(toNear && to.offset > SAME_POINT_METERS ? [b] : []),
      ],
      true,
    );
    if (!toNear) add([to.point, b], false);
    for (const edge of found.edges) used.add(edge);
  }
  if (pieces.length === 0 && stops.length > 0) {
    const only: Position = [stops[0]!.longitude, stops[0]!.latitude];
    pieces.push({ coordinates: [only, only], onNetwork: false });
  }
  for (const edgeIndex of used) {
    const edge = edges[edgeIndex]!;
    if (edge.steps) warnings.add(ROUTE_MESSAGES.steps);
    if (graph.tooHard(edge)) warnings.add(ROUTE_MESSAGES.difficult(edge.sacScale!, options.difficulty));
    if (edge.trailVisibility && FAINT_TRAILS.has(edge.trailVisibility)) warnings.add(ROUTE_MESSAGES.unmarked);
  }
  return summarize(pieces, [...warnings], options.elevation);
}

function summarize(pieces: Piece[], warnings: string[], elevation: ElevationAt | undefined): PlannedRoute {
  let ascent = 0;
  let descent = 0;
  let known = Boolean(elevation);
  let seconds = 0;
  const legs: RouteLeg[] = pieces.map((piece) => {
    const heights = elevation ? piece.coordinates.map(([x, y]) => elevation(x, y)) : [];
    for (let index = 1; index < heights.length; index++) {
      const rise = (heights[index] ?? NaN) - (heights[index - 1] ?? NaN);
      if (Number.isNaN(rise)) known = false;
      else if (rise > 0) ascent += rise;
      else descent -= rise;
    }
    seconds += walkingSeconds(piece.coordinates, elevation);
    return {
      distanceMeters: round1(lineLength(piece.coordinates)),
      onNetwork: piece.onNetwork,
      geometry: {
        type: 'LineString',
        coordinates: piece.coordinates.map(([x, y], index) => {
          const height = heights[index];
          return height === undefined ? [round7(x), round7(y)] : [round7(x), round7(y), round1(height)];
        }),
      },
    };
  });
  // Without elevation, Naismith's flat pace (its extra hour per 600 m of ascent needs heights).
  return {
    distanceMeters: round1(legs.reduce((sum, leg) => sum + leg.distanceMeters, 0)),
    durationSeconds: Math.round(seconds),
    ascentMeters: known ? round1(ascent) : null,
    descentMeters: known ? round1(descent) : null,
    legs,
    warnings,
  };
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const round7 = (value: number) => Math.round(value * 1e7) / 1e7;

/** The legs of a planned route as the map draws them: solid along paths, dashed off them. */
export interface RouteLineFeature {
  type: 'Feature';
  properties: { onNetwork: boolean };
  geometry: { type: 'LineString'; coordinates: number[][] };
}

/**
 * The planner's line: the routed legs when a route for exactly these points is known, else the straight
 * line through the points (flagged off the network, so it is drawn dashed).
 */
export function routeLineFeatures(
  points: readonly { latitude: number; longitude: number }[],
  legs: readonly { onNetwork: boolean; geometry: { coordinates: readonly (readonly number[])[] } }[] | undefined,
): { type: 'FeatureCollection'; features: RouteLineFeature[] } {
  const features: RouteLineFeature[] =
    legs && legs.length > 0
      ? legs.map((leg) => ({
          type: 'Feature',
          properties: { onNetwork: leg.onNetwork },
          geometry: { type: 'LineString', coordinates: leg.geometry.coordinates.map((position) => [...position]) },
        }))
      : points.length >= 2
        ? [
            {
              type: 'Feature',
              properties: { onNetwork: false },
              geometry: { type: 'LineString', coordinates: points.map((point) => [point.longitude, point.latitude]) },
            },
          ]
        : [];
  return { type: 'FeatureCollection', features };
}
