import type { Knex } from 'knex';
import {
  storedAltarType,
  type AddAltarPhotosInput,
  type CreateAltarInput,
  type RemoveAltarPhotoInput,
} from '@sacred/core/altars-schema';
import { PHOTO_LIMITS, PHOTO_MESSAGES } from '@sacred/core/photos';
import type { PhotoService } from '../media/photo.service';
import { ForbiddenError, NotFoundError, ValidationError } from '../platform/errors';
import type { PubSub } from '../platform/infra/pubsub';
import type { BadgeService } from '../rewards/badge.service';
import type { NewAltar } from './altar-columns';
import { AltarLikeRepository } from './altar-like.repository';
import { AltarRepository, type ViewerId } from './altar.repository';
import type { AltarService } from './altar.service';
import type { Altar } from './altar.types';

export const ALTAR_CREATED = 'ALTAR_CREATED';

export interface AltarLikeState {
  altarId: number;
  liked: boolean;
  likes: number;
}

/**
 * What members add to the map: a new altar, its photos (the creator's three slots) and their likes.
 * Reads go through AltarService, so everyone sees an altar as its reads show it.
 */
export class AltarContributionService {
  constructor(
    private readonly knex: Knex,
    private readonly pubsub: PubSub,
    private readonly altars: Pick<AltarService, 'get'>,
    private readonly photos?: PhotoService,
    /** Checks the badges a new altar may earn (Eco Guardian); scripts that only seed the map go without. */
    private readonly badges?: Pick<BadgeService, 'afterActivity'>,
  ) {}

  /**
   * A member likes (or stops liking) an altar they can see; liking twice is one like. The count comes
   * from the rows, in the same transaction, so it is always the number of members who like it.
   */
  async setLike(userId: number, altarId: unknown, liked: boolean): Promise<AltarLikeState> {
    const altar = await this.altars.get(altarId, userId);
    const likes = await this.knex.transaction((trx) => new AltarLikeRepository(trx).set(userId, altar.id, liked));
    return { altarId: altar.id, liked, likes };
  }

  /** Whether the viewer likes the altar (false for guests) and its count. */
  async likeState(altarId: unknown, viewerId?: ViewerId): Promise<AltarLikeState> {
    const altar = await this.altars.get(altarId, viewerId);
    const repository = new AltarLikeRepository(this.knex);
    const liked = typeof viewerId === 'number' ? await repository.isLiked(viewerId, altar.id) : false;
    return { altarId: altar.id, liked, likes: await repository.count(altar.id) };
  }

  /**
   * POST /api/altars and createAltar, with the fields their edge validated (core createAltarSchema):
   * checks every photo before storing anything; a bad photo stores no file and no row. Answers the
   * creator's view.
   */
  async createFromInput(creatorId: number, input: CreateAltarInput): Promise<Altar> {
    const { customAltarType, ...fields } = input;
    const photos = await this.requirePhotos().resolve(input.photos, 'photos', PHOTO_LIMITS.perAltar);
    return this.create({
      ...fields,
      altarType: storedAltarType({ altarType: input.altarType, customAltarType }),
      photos,
      creatorId,
    });
  }

  /**
   * Inserts the altar; after the commit, subscribers get the public view (never a sensitive spot) and
   * the creator any badge it earns.
   */
  async create(input: NewAltar): Promise<Altar> {
    const id = await this.knex.transaction((trx) => new AltarRepository(trx).insert(input));
    const repository = new AltarRepository(this.knex);
    const [own, shared] = await Promise.all([
      repository.findById(id, input.creatorId),
      repository.findById(id, undefined),
    ]);
    if (shared) this.pubsub.publish(ALTAR_CREATED, shared);
    await this.badges?.afterActivity(input.creatorId);
    return own as Altar;
  }

  /**
   * "Add to This Altar": the altar's creator fills its 3 photo slots, and only the creator (nobody else
   * fills them, and the creator may take one off). Checked before anything is stored; the count is checked
   * again under a row lock, so two requests at once cannot pass 3.
   */
  async addPhotos(userId: number, altarId: unknown, { photos: refs }: AddAltarPhotosInput): Promise<Altar> {
    const altar = await this.altars.get(altarId, userId);
    if (altar.creatorId !== userId) throw new ForbiddenError(PHOTO_MESSAGES.creatorOnly);
    const tooMany = () => new ValidationError(PHOTO_MESSAGES.tooMany, { photos: PHOTO_MESSAGES.tooMany });
    if (altar.photos.length + refs.length > PHOTO_LIMITS.perAltar.max) throw tooMany();
    const added = await this.requirePhotos().resolve(refs, 'photos', { min: 1, max: PHOTO_LIMITS.perAltar.max });
    await this.knex.transaction(async (trx) => {
      const repository = new AltarRepository(trx);
      const current = (await repository.lockPhotos(altar.id)) ?? [];
      const photos = [...current, ...added.filter((url) => !current.includes(url))];
      if (photos.length > PHOTO_LIMITS.perAltar.max) throw tooMany();
      await repository.setPhotos(altar.id, photos);
    });
    return this.altars.get(altar.id, userId);
  }

  /** The creator removes any photo of their altar (whoever added it), keeping at least one. */
  async removePhoto(userId: number, altarId: unknown, { url }: RemoveAltarPhotoInput): Promise<Altar> {
    const altar = await this.altars.get(altarId, userId);
    if (altar.creatorId !== userId) throw new ForbiddenError(PHOTO_MESSAGES.creatorOnly);
    await this.knex.transaction(async (trx) => {
      const repository = new AltarRepository(trx);
      const current = (await repository.lockPhotos(altar.id)) ?? [];
      if (!current.includes(url)) throw new NotFoundError(PHOTO_MESSAGES.photoNotFound);
      const photos = current.filter((photo) => photo !== url);
      if (photos.length < PHOTO_LIMITS.perAltar.min) {
        throw new ValidationError(PHOTO_MESSAGES.lastPhoto, { url: PHOTO_MESSAGES.lastPhoto });
      }
      await repository.setPhotos(altar.id, photos);
    });
    return this.altars.get(altar.id, userId);
  }

  private requirePhotos(): PhotoService {
    if (!this.photos) throw new Error('AltarContributionService was built without a PhotoService');
    return this.photos;
  }
}
