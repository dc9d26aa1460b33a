import { Arg, Authorized, Ctx, Float, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { SACRED_SPACES_CLAIM_CAP } from '@sacred/core/altars-claim';
import {
  addAltarPhotosSchema,
  createAltarSchema,
  removeAltarPhotoSchema,
  type CreateAltarInput as NewAltarValues,
} from '@sacred/core/altars-schema';
import { CONFIRMED } from '../platform/http/authorization';
import type { RequestContext } from '../platform/context';
import { CurrentMember, SelectedFields, ValidArg, withoutNulls as given } from '../platform/graphql/graphql-arguments';
import { validateInput } from '../platform/rest/validation';
import { altarFieldsAmong } from './altar-columns';
import { ALTAR_CREATED } from './altar-contribution.service';
import {
  Altar,
  AltarFilterInput,
  AltarLike,
  AltarViewport,
  BoundingBoxInput,
  CreateAltarInput,
  NearbyAltar,
} from './altar.types';

const filterArg = { nullable: true, description: 'The map filters; omitted fields do not filter.' } as const;

@Resolver(() => Altar)
export class AltarResolver {
  @Query(() => [Altar], {
    description:
      'Altars, newest first; `limit` defaults to 200 and a page holds at most 200: ask the next with `after`, the id of the last altar.',
  })
  altars(
    @Ctx() ctx: RequestContext,
    @Arg('limit', () => Int, { nullable: true, description: 'Default 200; more than 200 answers 200.' })
    limit?: number | null,
    @Arg('filter', () => AltarFilterInput, filterArg) filter?: AltarFilterInput | null,
    @Arg('after', () => String, { nullable: true, description: 'The id of the last altar of the previous page.' })
    after?: string | null,
  ): Promise<Altar[]> {
    return ctx.services.altars.list(given({ ...filter, limit, after }), ctx.viewer.userId);
  }

  @Query(() => Int, {
    description: `How many sacred spaces there are, counted up to ${SACRED_SPACES_CLAIM_CAP} (the guest banner says "${SACRED_SPACES_CLAIM_CAP}+" from there).`,
  })
  sacredSpaceCount(@Ctx() ctx: RequestContext): Promise<number> {
    return ctx.services.altars.countUpTo(SACRED_SPACES_CLAIM_CAP);
  }

  @Query(() => AltarLike, {
    description: 'Whether the viewer likes an altar, and its count. NOT_FOUND for no such altar.',
  })
  altarLike(
    @Ctx() ctx: RequestContext,
    @Arg('altarId', () => Int, { description: 'The altar id.' }) altarId: number,
  ): Promise<AltarLike> {
    return ctx.services.altarContributions.likeState(altarId, ctx.viewer.userId);
  }

  @Authorized()
  @Mutation(() => AltarLike, {
    description:
      'Like an altar (POST /api/altars/{id}/like); liking again changes nothing. NOT_FOUND for no such altar.',
  })
  likeAltar(
    @Ctx() ctx: RequestContext,
    @CurrentMember() member: number,
    @Arg('altarId', () => Int, { description: 'The altar id.' }) altarId: number,
  ): Promise<AltarLike> {
    return ctx.services.altarContributions.setLike(member, altarId, true);
  }

  @Authorized()
  @Mutation(() => AltarLike, { description: 'Stop liking an altar (DELETE /api/altars/{id}/like).' })
  unlikeAltar(
    @Ctx() ctx: RequestContext,
    @CurrentMember() member: number,
    @Arg('altarId', () => Int, { description: 'The altar id.' }) altarId: number,
  ): Promise<AltarLike> {
    return ctx.services.altarContributions.setLike(member, altarId, false);
  }

  @Query(() => Altar, { nullable: true, description: 'One altar, or null when there is none with that id.' })
  async altar(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int, { description: 'The altar id.' }) id: number,
  ): Promise<Altar | null> {
    return (await ctx.services.altars.find(id, ctx.viewer.userId)) ?? null;
  }

  @Query(() => [NearbyAltar], {
    description:
      'Altars within `radius` meters of a point (geodesic), nearest first, with their distance. BAD_USER_INPUT with field errors for out-of-range values.',
  })
  altarsNear(
    @Ctx() ctx: RequestContext,
    @Arg('latitude', () => Float, { description: '-90 to 90.' }) latitude: number,
    @Arg('longitude', () => Float, { description: '-180 to 180.' }) longitude: number,
    @Arg('radius', () => Float, { nullable: true, description: 'Meters, 1000 to 50000; default 5000.' })
    radius?: number | null,
    @Arg('limit', () => Int, {
      nullable: true,
      description: 'At most this many (the nearest); default 200, and more than 200 answers 200.',
    })
    limit?: number | null,
    @Arg('filter', () => AltarFilterInput, filterArg) filter?: AltarFilterInput | null,
    @Arg('after', () => String, {
      nullable: true,
      description: 'The next page: `distanceMeters:id` of the last altar of the previous page.',
    })
    after?: string | null,
    @SelectedFields() selected?: Set<string>,
  ): Promise<NearbyAltar[]> {
    return ctx.services.altars.near(
      given({ ...filter, latitude, longitude, radius, limit, after }),
      ctx.viewer.userId,
      altarFieldsAmong(selected, ['distanceMeters']),
    );
  }

  @Query(() => AltarViewport, {
    description:
      'What the map shows in a viewport: clusters with counts (grid clustering in SQL) at low zoom, individual altars from zoom 14 when at most 2000 match; never more than 2000 features. BAD_USER_INPUT with field errors for a bad box or zoom.',
  })
  altarViewport(
    @Ctx() ctx: RequestContext,
    @Arg('bbox', () => BoundingBoxInput, { description: 'The visible box.' }) bbox: BoundingBoxInput,
    @Arg('zoom', () => Float, { description: 'The map zoom, 0 to 24 (fractions allowed).' }) zoom: number,
    @Arg('filter', () => AltarFilterInput, filterArg) filter?: AltarFilterInput | null,
  ): Promise<AltarViewport> {
    return ctx.services.altars.viewport(given({ ...filter, ...bbox, zoom }), ctx.viewer.userId);
  }

  @Authorized(CONFIRMED)
  @Mutation(() => Altar, {
    description:
      'Creates an altar (POST /api/altars): 1 to 3 photos (upload URLs or data URLs), the create-altar rules (name, type, description, position, photos); nothing is stored when anything is invalid. BAD_USER_INPUT with field errors.',
  })
  createAltar(
    @Ctx() ctx: RequestContext,
    @CurrentMember() member: number,
    @ValidArg('input', () => CreateAltarInput, createAltarSchema, {
      description: 'The new altar.',
      nullMeansOmitted: true,
    })
    input: NewAltarValues,
  ): Promise<Altar> {
    return ctx.services.altarContributions.createFromInput(member, input);
  }

  @Authorized(CONFIRMED)
  @Mutation(() => Altar, {
    description:
      '"Add to This Altar": the altar\'s creator adds photos (upload URLs or data URLs), up to 3 photos in all. BAD_USER_INPUT beyond 3, FORBIDDEN for anyone else.',
  })
  async addAltarPhotos(
    @Ctx() ctx: RequestContext,
    @CurrentMember() member: number,
    @Arg('altarId', () => Int, { description: 'The altar id.' }) altarId: number,
    @Arg('photos', () => [String], { description: 'At least one; the altar keeps at most 3.' }) photos: string[],
  ): Promise<Altar> {
    return ctx.services.altarContributions.addPhotos(
      member,
      altarId,
      await validateInput(addAltarPhotosSchema, { photos }),
    );
  }

  @Authorized()
  @Mutation(() => Altar, {
    description:
      'Removes a photo from your altar, whoever added it (FORBIDDEN for anyone else; BAD_USER_INPUT for the last one).',
  })
  async removeAltarPhoto(
    @Ctx() ctx: RequestContext,
    @CurrentMember() member: number,
    @Arg('altarId', () => Int, { description: 'The altar id.' }) altarId: number,
    @Arg('photoUrl', () => String, { description: 'The photo, as the altar lists it.' }) photoUrl: string,
  ): Promise<Altar> {
    return ctx.services.altarContributions.removePhoto(
      member,
      altarId,
      await validateInput(removeAltarPhotoSchema, { url: photoUrl }),
    );
  }

  @Subscription(() => Altar, {
    topics: ALTAR_CREATED,
    description: 'Every altar as it is created (the public view: a sensitive location is generalized).',
  })
  altarCreated(@Root() altar: Altar): Altar {
    return altar;
  }
}
