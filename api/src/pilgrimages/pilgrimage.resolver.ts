import { Arg, Authorized, Ctx, Extensions, Float, Int, Mutation, Query, Resolver } from 'type-graphql';
import { LIST_COST } from '../platform/limits/list-cost';
import { CONFIRMED } from '../platform/http/authorization';
import type { RequestContext } from '../platform/context';
import {
  pilgrimageMapQuerySchema,
  pilgrimagePageQuerySchema,
  pilgrimageCreateSchema,
  routeDistanceSchema,
  type PilgrimageCreateInput,
} from '@sacred/core/pilgrimages';
import { CurrentMember, ValidArg, withoutNulls as given } from '../platform/graphql/graphql-arguments';
import { validateInput } from '../platform/rest/validation';
import { SUMMARY_ROW_COST } from './pilgrimage.repository';
import { BoundingBoxInput } from '../altars/altar.types';
import {
  GpxPrefill,
  MapPilgrimage,
  Pilgrimage,
  PilgrimageInput,
  PilgrimageSite,
  PilgrimageSummary,
  RoutePointInput,
} from './pilgrimage.types';

const PAGE_LIMIT_ARG = { nullable: true, description: 'Default 200; more than 200 answers 200.' };
const AFTER_ARG = { nullable: true, description: 'The `cursor` of the last pilgrimage of the previous page.' };

@Resolver(() => Pilgrimage)
export class PilgrimageResolver {
  @Query(() => [MapPilgrimage], {
    description:
      'The pilgrimages the map shows, featured first then newest; a page holds at most 200 (the default): ask the next with `after`, the `cursor` of the last one. With `bbox`, only those whose marker (the start, else the starting point) is in the box.',
  })
  async pilgrimages(
    @Ctx() ctx: RequestContext,
    @Arg('limit', () => Int, PAGE_LIMIT_ARG) limit?: number | null,
    @Arg('after', () => String, AFTER_ARG) after?: string | null,
    @Arg('bbox', () => BoundingBoxInput, {
      nullable: true,
      description: "The map's view (west > east crosses the antimeridian): only the pilgrimages that start in it.",
    })
    bbox?: BoundingBoxInput | null,
  ): Promise<MapPilgrimage[]> {
    const query = await validateInput(pilgrimageMapQuerySchema, given({ limit, after, bbox }));
    return ctx.services.pilgrimages.listForMap(query, ctx.viewer.userId);
  }

  @Extensions({ [LIST_COST.itemCostExtension]: SUMMARY_ROW_COST })
  @Query(() => [PilgrimageSummary], {
    description:
      'Browse: pilgrimages with every card field, featured first then newest; a page holds at most 200 (the default): ask the next with `after`, the `cursor` of the last one. Filtering happens in the client. Withdrawn or report-hidden ones are listed only for their creator.',
  })
  async browsePilgrimages(
    @Ctx() ctx: RequestContext,
    @Arg('limit', () => Int, PAGE_LIMIT_ARG) limit?: number | null,
    @Arg('after', () => String, AFTER_ARG) after?: string | null,
  ): Promise<PilgrimageSummary[]> {
    const page = await validateInput(pilgrimagePageQuerySchema, given({ limit, after }));
    return ctx.services.pilgrimages.list(page, ctx.viewer.userId);
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
    return (await ctx.services.pilgrimageGpx.gpx(id, ctx.viewer.userId)).gpx;
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
    return ctx.services.pilgrimageGpx.importGpx(gpx, member);
  }
}
