import { Ctx, Query, Resolver } from 'type-graphql';
import { ROUTE_LIMITS, routeRequestSchema, type RouteRequest } from '@sacred/core/routing';
import type { RequestContext } from '../platform/context';
import { ValidArg } from '../platform/graphql/graphql-arguments';
import { PlannedRoute, RouteRequestInput } from './route.types';

@Resolver(() => PlannedRoute)
export class RouteResolver {
  @Query(() => PlannedRoute, {
    description: `A walking route start -> sacred sites in order -> end along the imported OpenStreetMap paths (the same as POST /api/routes). Stops farther than 200 m from a path are joined by straight off-path legs; with no network, every leg is straight and flagged. Past the work budget (legs searched adding up to more than ${ROUTE_LIMITS.maxRoutedMeters / 1000} km as the crow flies, corridors of more than ${ROUTE_LIMITS.maxCorridorEdges} path edges, a search expanding more than ${ROUTE_LIMITS.maxExpandedEdges}), BAD_USER_INPUT naming the limit on altarIds.`,
  })
  planRoute(
    @Ctx() ctx: RequestContext,
    @ValidArg('input', () => RouteRequestInput, routeRequestSchema, {
      description: 'The stops and the difficulty.',
      nullMeansOmitted: true,
    })
    input: RouteRequest,
  ): Promise<PlannedRoute> {
    return ctx.services.routes.plan(input, ctx.viewer.userId);
  }
}
