import { coarsePosition } from '@sacred/core/companions';
import type { Knex } from 'knex';
import { parseId } from '@sacred/core/altars';
import {
  JOURNEY_TEXTS,
  journeySummaryText,
  sharedUpdateText,
  type JourneyPhotoInput,
  type ShareUpdateInput,
} from '@sacred/core/journeys';
import type { CommunityService } from '../community/community.service';
import type { Post } from '../community/community.types';
import type { PhotoService } from '../media/photo.service';
import { NotFoundError, ValidationError } from '../platform/errors';
import type { SettingsService } from '../profiles/settings.service';
import { CompanionRepository } from './companion.repository';
import { JourneyProgressRepository } from './journey-progress.repository';
import { JourneyRepository } from './journey.repository';
import type { JourneySummaryService } from './journey-summary.service';
import type { JourneyService } from './journey.service';
import { JourneyUpdateRepository } from './journey-update.repository';
import type { LiveChannel } from './live-channel';
import type { JourneyPhoto, PilgrimageUpdate, UpdateLikeResult } from './live.types';
import { journeysText } from './messages';

export interface LiveFeedDependencies {
  journeys: Pick<JourneyService, 'get' | 'activeOn' | 'lockActive'>;
  summaries: Pick<JourneySummaryService, 'summary'>;
  photos: PhotoService;
  settings: SettingsService;
  community: CommunityService;
}

/**
 * A pilgrimage's live feed: the updates and photos its participants share on their journeys, likes,
 * and sharing an update or a journey's summary to the community feed. Participants only (anyone else:
 * 404); each update is published after the commit.
 */
export class LiveFeedService {
  constructor(
    private readonly knex: Knex,
    private readonly channel: LiveChannel,
    private readonly deps: LiveFeedDependencies,
  ) {}

  /** pilgrimageUpdateAdded: new updates of the feed, checkpoints included, for participants only. */
  subscribe(userId: number | undefined, pilgrimageId: number): Promise<AsyncIterable<unknown>> {
    return this.channel.subscribe(userId, pilgrimageId, 'update');
  }

  /** Shares an ended journey's summary to the community feed as the member's post (once; again answers it). */
  async shareSummary(userId: number, id: unknown): Promise<Post> {
    const summary = await this.deps.summaries.summary(userId, id);
    if (summary.isActive) throw new ValidationError(JOURNEY_TEXTS.summaryWhileActive);
    // A journey with a stretch faster than anyone walks is not shared as a walk.
    if (summary.notAWalk) throw new ValidationError(summary.notAWalk);
    if (summary.sharedPostId !== null) return this.deps.community.get(userId, summary.sharedPostId);
    const post = await this.deps.community.create(userId, {
      content: journeySummaryText(summary),
      pilgrimageId: summary.pilgrimageId,
      photos: [],
    });
    const postId = await new JourneyProgressRepository(this.knex).claimSummaryPost(summary.journeyId, post.id);
    return postId === post.id ? post : this.deps.community.get(userId, postId);
  }

  /** POST /api/active-pilgrimages/{activeId}/share: a reflection needs text; a photo is stored like altar photos. */
  async share(userId: number, id: unknown, valid: ShareUpdateInput): Promise<PilgrimageUpdate> {
    // Checked before the photo is stored, so a refused share leaves no file behind (and again under the lock).
    if (!(await this.deps.journeys.get(userId, id)).isActive) throw new ValidationError(JOURNEY_TEXTS.ended);
    const photoUrl = valid.photoUrl
      ? ((await this.deps.photos.resolve([valid.photoUrl], 'photoUrl', { max: 1 }))[0] ?? valid.photoUrl)
      : null;
    const { latitude, longitude } = await this.sharedPoint(userId, valid);
    const content = valid.content ? valid.content : null;
    const updateId = await this.knex.transaction(async (trx) => {
      const journey = await this.deps.journeys.lockActive(trx, userId, id);
      const updates = new JourneyUpdateRepository(trx);
      const inserted = await updates.insertUpdate({
        activePilgrimageId: journey.id,
        pilgrimageId: journey.pilgrimage_id,
        userId,
        altarId: null,
        updateType: valid.updateType,
        content,
        photoUrl,
        latitude,
        longitude,
      });
      if (photoUrl) {
        await updates.insertPhoto({
          updateId: inserted,
          userId,
          pilgrimageId: journey.pilgrimage_id,
          photoUrl,
          caption: content,
          latitude,
          longitude,
        });
      }
      return inserted;
    });
    const update = await this.channel.publishUpdate(updateId);
    await this.channel.notify(update.pilgrimageId, userId, (audience) => ({
      title: journeysText(audience)('sharedUpdateTitle', { name: update.userName }),
      body: update.content ?? '',
    }));
    return update;
  }

  /** POST /api/pilgrimages/{id}/updates (alternate tracker): a share on the member's journey under way. */
  async trackerShare(userId: number, pilgrimageId: unknown, update: ShareUpdateInput): Promise<PilgrimageUpdate> {
    const journey = await this.deps.journeys.activeOn(userId, pilgrimageId);
    return this.share(userId, journey.id, update);
  }

  /**
   * POST /api/pilgrimages/{id}/photos: participants only; the data URL is decoded, checked and stored
   * like altar photos; a 'photo' update goes on the feed when the member's journey is under way.
   */
  async addPhoto(userId: number, pilgrimageId: unknown, valid: JourneyPhotoInput): Promise<JourneyPhoto> {
    const id = await this.channel.requireParticipant(userId, pilgrimageId);
    const [photoUrl] = await this.deps.photos.resolve([valid.photoUrl], 'photoUrl', { min: 1, max: 1 });
    const { latitude, longitude } = await this.sharedPoint(userId, valid);
    const caption = valid.caption ? valid.caption : null;
    const { photo, updateId } = await this.knex.transaction(async (trx) => {
      const updates = new JourneyUpdateRepository(trx);
      const journey = await new JourneyRepository(trx).findActiveOn(id, userId);
      const inserted =
        journey && valid.isPublic
          ? await updates.insertUpdate({
              activePilgrimageId: journey.id,
              pilgrimageId: id,
              userId,
              altarId: valid.altarId ?? null,
              updateType: 'photo',
              content: caption,
              photoUrl: photoUrl as string,
              latitude,
              longitude,
            })
          : null;
      const stored = await updates.insertPhoto({
        updateId: inserted,
        userId,
        pilgrimageId: id,
        altarId: valid.altarId ?? null,
        photoUrl: photoUrl as string,
        caption,
        tags: valid.tags,
        mood: valid.mood ?? null,
        weatherCondition: valid.weather ?? null,
        isPublic: valid.isPublic,
        latitude,
        longitude,
      });
      return { photo: stored, updateId: inserted };
    });
    if (updateId !== null) await this.channel.publishUpdate(updateId);
    return photo;
  }

  /** GET /api/pilgrimages/{id}/live-updates: newest first. */
  async liveUpdates(userId: number, pilgrimageId: unknown): Promise<PilgrimageUpdate[]> {
    const id = await this.channel.requireParticipant(userId, pilgrimageId);
    return new JourneyUpdateRepository(this.knex).listUpdates(id, userId);
  }

  /** POST /api/pilgrimage-updates/{id}/like: one like per member; toggles; the count stays true. */
  async toggleLike(userId: number, updateId: unknown): Promise<UpdateLikeResult> {
    const id = parseId(updateId);
    const notFound = () => new NotFoundError(JOURNEY_TEXTS.updateNotFound);
    if (id === undefined) throw notFound();
    return this.knex.transaction(async (trx) => {
      const updates = new JourneyUpdateRepository(trx);
      const companions = new CompanionRepository(trx);
      const update = await updates.lockUpdate(id);
      if (!update || !(await companions.isParticipant(update.pilgrimage_id, userId))) throw notFound();
      return updates.toggleLike(id, userId);
    });
  }

  /**
   * POST /api/pilgrimage-updates/{id}/share: a participant shares an update of the live feed to the
   * community feed as their own post (once; again answers the same post). Only updates the member can
   * see on the feed (public ones, or their own) can be shared: anything else is NOT_FOUND. The post
   * carries no coordinates.
   */
  async shareToCommunity(userId: number, updateId: unknown): Promise<Post> {
    const { community } = this.deps;
    const id = parseId(updateId);
    const notFound = () => new NotFoundError(JOURNEY_TEXTS.updateNotFound);
    if (id === undefined) throw notFound();
    const updates = new JourneyUpdateRepository(this.knex);
    const companions = new CompanionRepository(this.knex);
    const update = await updates.findShareable(id);
    if (!update || !(update.is_public || update.user_id === userId)) throw notFound();
    if (!(await companions.isParticipant(update.pilgrimage_id, userId))) throw notFound();
    const content =
      update.content?.trim() ||
      sharedUpdateText({
        updateType: update.update_type,
        altarName: update.altar_name,
        pilgrimageName: update.pilgrimage_name,
      });
    return community.shareJourneyUpdate(userId, {
      updateId: id,
      content,
      photoUrl: update.photo_url,
      altarId: update.altar_id,
      pilgrimageId: update.pilgrimage_id,
    });
  }

  /**
   * A photo or update carries the device position only while the member shares their location, and then
   * only its area (the ~1 km cell strangers see in companions): the feed reaches every participant alike,
   * so it gets the position a stranger may see, stored that way.
   */
  private async sharedPoint(
    userId: number,
    given: { latitude?: number | null; longitude?: number | null },
  ): Promise<{ latitude: number | null; longitude: number | null }> {
    const none = { latitude: null, longitude: null };
    if (given.latitude == null || given.longitude == null) return none;
    if (!(await this.deps.settings.isLocationSharingOn(userId))) return none;
    return coarsePosition(given.latitude, given.longitude);
  }
}
