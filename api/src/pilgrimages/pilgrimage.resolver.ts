import { Arg, Authorized, Ctx, Float, Int, Mutation, Query, Resolver } from 'type-graphql';
import { CONFIRMED } from '../platform/authorization';
import type { RequestContext } from '../platform/context';
import {
  pilgrimageBrowseQuerySchema,
  pilgrimageCreateSchema,
  routeDistanceSchema,
  type PilgrimageCreateInput,
} from '@sacred/core/pilgrimages';
import { CurrentMember, ValidArg, withoutNulls as given } from '../platform/graphql-arguments';
import { validateInput } from '../platform/validation';
import {
  GpxPrefill,
  MapPilgrimage,
  Pilgrimage,
  PilgrimageInput,
  PilgrimageSite,
  PilgrimageSummary,
  RoutePointInput,
} from './pilgrimage.types';

@Resolver(() => Pilgrimage)
export class PilgrimageResolver {
  @Query(() => [MapPilgrimage], {
    description:
      'The pilgrimages the map shows, featured first then by name; `limit` defaults to 200 and is at most 2000.',
  })
  pilgrimages(
    @Ctx() ctx: RequestContext,
    @Arg('limit', () => Int, { nullable: true, description: '1 to 2000; default 200.' }) limit?: number | null,
  ): Promise<MapPilgrimage[]> {
    return ctx.services.pilgrimages.listForMap(
      limit === null || limit === undefined ? {} : { limit },
      ctx.viewer.userId,
    );
  }

  @Query(() => [PilgrimageSummary], {
    description:
      'Browse: pilgrimages with every card field, featured first then newest; `limit` defaults to 500 and is at most 2000. Filtering happens in the client. Withdrawn or report-hidden ones are listed only for their creator.',
  })
  async browsePilgrimages(
    @Ctx() ctx: RequestContext,
    @Arg('limit', () => Int, { nullable: true, description: '1 to 2000; default 500.' }) limit?: number | null,
  ): Promise<PilgrimageSummary[]> {
    const query = await validateInput(pilgrimageBrowseQuerySchema, given({ limit }));
    return ctx.services.pilgrimages.list(query, ctx.viewer.userId);
  }

  @Query(() => Pilgrimage, {
    nullable: true,
    description: 'One pilgrimage with its ordered sites, or null (unknown, withdrawn or hidden, unless yours).',
  })
  async pilgrimage(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int, { description: 'The pilgrimage id.' }) id: number,
  ): Promise<Pilgrimage | null> {
    return (await ctx.services.pilgrimages.find(id, ctx.viewer.userId)) ?? null;
  }

  @Query(() => [PilgrimageSite], {
    description: 'The sacred sites of a pilgrimage in the order of its altarIds. NOT_FOUND for an unknown one.',
  })
  pilgrimageAltars(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int, { description: 'The pilgrimage id.' }) id: number,
  ): Promise<PilgrimageSite[]> {
    return ctx.services.pilgrimages.altarsOf(id, ctx.viewer.userId);
  }

  @Query(() => String, {
    description:
      'The GPX 1.1 text of a pilgrimage (sites as wpt, route as rte and trk); REST GET /api/pilgrimages/{id}/gpx downloads it.',
  })
  async pilgrimageGpx(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int, { description: 'The pilgrimage id.' }) id: number,
  ): Promise<string> {
    return (await ctx.services.pilgrimages.gpx(id, ctx.viewer.userId)).gpx;
  }

  @Query(() => Float, {
    description:
      'Geodesic length in miles (PostGIS, WGS 84) of the line through the points in order: the create form shows it as the computed distance.',
  })
  async routeDistance(
    @Ctx() ctx: RequestContext,
    @Arg('points', () => [RoutePointInput], { description: 'Start, sites in order, end (at most 52).' })
    points: RoutePointInput[],
  ): Promise<number> {
    return ctx.services.pilgrimages.routeDistance(await validateInput(routeDistanceSchema, { points }));
  }

  @Authorized(CONFIRMED)
  @Mutation(() => Pilgrimage, {
    description:
      'Creates a pilgrimage (public at once; curators may feature or withdraw it). BAD_USER_INPUT with a message for each field that breaks a create rule.',
  })
  createPilgrimage(
    @Ctx() ctx: RequestContext,
    @CurrentMember() member: number,
    @ValidArg('input', () => PilgrimageInput, pilgrimageCreateSchema, {
      description: 'The new pilgrimage.',
      nullMeansOmitted: true,
    })
    input: PilgrimageCreateInput,
  ): Promise<Pilgrimage> {
    return ctx.services.pilgrimages.create(member, input);
  }

  @Authorized()
  @Mutation(() => GpxPrefill, {
    description:
      'Reads GPX text into a create-form prefill (no DOCTYPE or entities; at most 1 MB here, 5 MB through REST POST /api/pilgrimages/gpx). BAD_USER_INPUT with a clear message when malformed.',
  })
  importPilgrimageGpx(
    @Ctx() ctx: RequestContext,
    @CurrentMember() member: number,
    @Arg('gpx', () => String, { description: 'The GPX file text.' }) gpx: string,
  ): Promise<GpxPrefill> {
    return ctx.services.pilgrimages.importGpx(gpx, member);
  }
}
