import { haversineMeters } from './geo';

/**
 * Which OpenStreetMap ways a walker may use, and how they become a routable graph: ways split at every
 * node that another walkable way shares (or that the way itself passes twice), one edge per piece.
 */

/** The tags an edge keeps (those a walker's route and its warnings read). */
export const PATH_TAGS = ['highway', 'foot', 'access', 'sac_scale', 'trail_visibility', 'surface', 'name'] as const;
export type PathTag = (typeof PATH_TAGS)[number];
export type PathTags = Partial<Record<PathTag, string>>;

/** Roads and paths a walker may follow unless tagged otherwise. */
const WALKABLE_HIGHWAYS = new Set([
  'path',
  'footway',
  'track',
  'steps',
  'pedestrian',
  'bridleway',
  'cycleway',
  'living_street',
  'residential',
  'unclassified',
  'service',
  'road',
  'tertiary',
  'tertiary_link',
  'secondary',
  'secondary_link',
  'primary',
  'primary_link',
  'trunk',
  'trunk_link',
]);
/** Roads walkers are kept off unless a foot tag says otherwise; motorways never. */
const ROADS_NEEDING_FOOT_YES = new Set(['trunk', 'trunk_link']);
const MOTORWAYS = new Set(['motorway', 'motorway_link']);
const FOOT_ALLOWED = new Set(['yes', 'designated', 'permissive']);
const CLOSED_ACCESS = new Set(['no', 'private']);

/**
 * A walker may use the way: a walkable highway that is not a motorway, not `foot=no`, and not
 * `access=no|private` unless `foot=yes|designated|permissive`.
 */
export function isWalkable(tags: Readonly<Record<string, string>>): boolean {
  const highway = tags.highway;
  if (!highway || MOTORWAYS.has(highway) || !WALKABLE_HIGHWAYS.has(highway)) return false;
  if (tags.area === 'yes' && highway !== 'pedestrian' && highway !== 'footway') return false;
  const foot = tags.foot;
  if (foot === 'no' || foot === 'private') return false;
  const footAllowed = foot !== undefined && FOOT_ALLOWED.has(foot);
  if (ROADS_NEEDING_FOOT_YES.has(highway) && !footAllowed) return false;
  if (tags.access !== undefined && CLOSED_ACCESS.has(tags.access) && !footAllowed) return false;
  return true;
}

export interface OsmWay {
  id: number;
  nodes: number[];
  tags: Record<string, string>;
}

/** [longitude, latitude], GeoJSON's order. */
export type Position = [number, number];

export interface PathEdgeRecord {
  osmWayId: number;
  source: number;
  target: number;
  coordinates: Position[];
  lengthMeters: number;
  tags: PathTags;
  steps: boolean;
}

const lengthOf = (coordinates: Position[]): number => {
  let meters = 0;
  for (let index = 1; index < coordinates.length; index++) {
    const [x1, y1] = coordinates[index - 1]!;
    const [x2, y2] = coordinates[index]!;
    meters += haversineMeters({ latitude: y1, longitude: x1 }, { latitude: y2, longitude: x2 });
  }
  return meters;
};

/**
 * The edges of the walkable ways: each way is cut at its ends and at every node used more than once
 * among the walkable ways. Nodes missing from the extract (ways cut at its border) end the piece there.
 */
export function buildPathEdges(ways: readonly OsmWay[], nodes: ReadonlyMap<number, Position>): PathEdgeRecord[] {
  const walkable = ways.filter((way) => isWalkable(way.tags));
  const uses = new Map<number, number>();
  for (const way of walkable) {
    for (const node of way.nodes) uses.set(node, (uses.get(node) ?? 0) + 1);
  }
  const edges: PathEdgeRecord[] = [];
  for (const way of walkable) {
    const tags: PathTags = {};
    for (const tag of PATH_TAGS) if (way.tags[tag] !== undefined) tags[tag] = way.tags[tag];
    const steps = way.tags.highway === 'steps';
    let piece: { source: number; ids: number[]; coordinates: Position[] } | undefined;
    const finish = () => {
      if (piece && piece.coordinates.length >= 2) {
        const target = piece.ids[piece.ids.length - 1]!;
        edges.push({
          osmWayId: way.id,
          source: piece.source,
          target,
          coordinates: piece.coordinates,
          lengthMeters: lengthOf(piece.coordinates),
          tags,
          steps,
        });
      }
    };
    for (const [index, node] of way.nodes.entries()) {
      const position = nodes.get(node);
      if (!position) {
        finish();
        piece = undefined;
        continue;
      }
      if (!piece) {
        piece = { source: node, ids: [node], coordinates: [position] };
        continue;
      }
      piece.ids.push(node);
      piece.coordinates.push(position);
      const junction = (uses.get(node) ?? 0) > 1 || index === way.nodes.length - 1;
      if (junction) {
        finish();
        piece = { source: node, ids: [node], coordinates: [position] };
      }
    }
  }
  return edges.filter((edge) => edge.source !== edge.target || edge.coordinates.length > 2);
}
