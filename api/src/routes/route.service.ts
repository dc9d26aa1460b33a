import type { Knex } from 'knex';
import type { Difficulty } from '@sacred/core/enums';
import {
  encodePathGraph,
  PATH_GRAPH_FORMAT,
  PATH_GRAPH_LIMITS,
  PATH_GRAPH_MESSAGES,
  type PathGraphRequest,
} from '@sacred/core/pathGraph';
import {
  checkRouteDistance,
  corridorBounds,
  planRoute,
  RouteBudgetError,
  ROUTE_MESSAGES,
  type ElevationAt,
  type RouteRequest,
  type RouteStop,
} from '@sacred/core/routing';
import type { AltarService } from '../altars/altar.service';
import { ValidationError } from '../platform/errors';
import { PathNetworkRepository } from './path-network.repository';
import type { PlannedRoute } from './route.types';

/** Elevation for the corridor's boxes, or undefined where no elevation source is configured. */
export interface ElevationSource {
  forBoxes(boxes: ReadonlyArray<[number, number, number, number]>): Promise<ElevationAt | undefined>;
}

export interface PathGraphAnswer {
  format: string;
  edgeCount: number;
  byteLength: number;
  graph: string;
  attribution: string;
}

/**
 * Walking routes over the imported path network (core/routing runs the search). Sites are read through
 * the altar service, so a sensitive site is at its public point for everyone but its creator: the
 * route, its length and its time are then those of the public point.
 */
export class RouteService {
  constructor(
    private readonly knex: Knex,
    private readonly altars: Pick<AltarService, 'findMany'>,
    private readonly elevation: ElevationSource | undefined,
  ) {}

  /** A route asked for: one past ROUTE_LIMITS' work budget is bad input, refused with its reason. */
  async plan(request: RouteRequest, viewerId: number | undefined): Promise<PlannedRoute> {
    const stops = await this.stopsOf(request, viewerId);
    try {
      return await this.planStops(stops, request.difficulty as Difficulty);
    } catch (error) {
      if (error instanceof RouteBudgetError) throw new ValidationError(error.message, { altarIds: error.message });
      throw error;
    }
  }

  /**
   * A route through given points (the pilgrimage's stored route uses it with public points). Throws
   * RouteBudgetError, before reading anything it need not, when the route is past ROUTE_LIMITS.
   */
  async planStops(stops: RouteStop[], difficulty: Difficulty): Promise<PlannedRoute> {
    checkRouteDistance(stops);
    const boxes = corridorBounds(stops);
    const [edges, elevation] = await Promise.all([
      new PathNetworkRepository(this.knex).edgesIn(boxes),
      this.elevation?.forBoxes(boxes),
    ]);
    return { ...planRoute(stops, edges, { difficulty, elevation }), attribution: ROUTE_MESSAGES.attribution };
  }

  /**
   * The walkable graph of the boxes for an offline pack, in core/pathGraph's format (base64): public path
   * data only, whatever the boxes were drawn round. More than PATH_GRAPH_LIMITS.maxEdges is bad input.
   */
  async graph(request: PathGraphRequest, maxEdges: number = PATH_GRAPH_LIMITS.maxEdges): Promise<PathGraphAnswer> {
    const boxes = request.boxes as Array<[number, number, number, number]>;
    let edges;
    try {
      edges = await new PathNetworkRepository(this.knex).edgesIn(boxes, maxEdges);
    } catch (error) {
      if (!(error instanceof RouteBudgetError)) throw error;
      throw new ValidationError(PATH_GRAPH_MESSAGES.tooManyPaths, { boxes: PATH_GRAPH_MESSAGES.tooManyPaths });
    }
    const bytes = encodePathGraph(edges);
    return {
      format: PATH_GRAPH_FORMAT,
      edgeCount: edges.length,
      byteLength: bytes.length,
      graph: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64'),
      attribution: ROUTE_MESSAGES.attribution,
    };
  }

  private async stopsOf(request: RouteRequest, viewerId: number | undefined): Promise<RouteStop[]> {
    const altars = await this.altars.findMany(request.altarIds, viewerId);
    const missing = request.altarIds.find((_id, index) => altars[index] === undefined);
    if (missing !== undefined) {
      const message = `One of the chosen sacred sites no longer exists. (altar ${missing})`;
      throw new ValidationError(message, { altarIds: message });
    }
    return [
      ...(request.start ? [{ ...request.start, name: 'The start' }] : []),
      ...altars.map((altar) => ({ latitude: altar!.latitude, longitude: altar!.longitude, name: altar!.name })),
      ...(request.end ? [{ ...request.end, name: 'The end' }] : []),
    ];
  }
}
