import type { Knex } from 'knex';
import { parseId } from '@sacred/core/altars';
import {
  COMPANION_TEXTS,
  companionshipOf,
  visiblePosition,
  type CompanionRequestInput,
  type Companionship,
} from '@sacred/core/companions';
import {
  JOURNEY_TEXTS,
  journeySummaryText,
  sharedUpdateText,
  type ChatMessageInput,
  type CheckpointInput,
  type JourneyPhotoInput,
  type LocationUpdateInput,
  type ShareUpdateInput,
} from '@sacred/core/journeys';
import { CHECKPOINT_RADIUS_METERS } from '@sacred/core/limits';
import { needsReestimate, PACE_WINDOW_MS, type LastEstimate } from '@sacred/core/journeyPace';
import type { StartJourneyInput } from '@sacred/core/pilgrimages';
import type { AltarService } from '../altars/altar.service';
import type { CommunityService } from '../community/community.service';
import type { Post } from '../community/community.types';
import type { PhotoService } from '../media/photo.service';
import { NotFoundError, ValidationError } from '../platform/errors';
import type { PubSub } from '../platform/pubsub';
import type { PilgrimageService } from '../pilgrimages/pilgrimage.service';
import type { Pilgrimage } from '../pilgrimages/pilgrimage.types';
import type { SettingsService } from '../profiles/settings.service';
import type { PushService } from '../push/push.service';
import { estimateMinutes } from './journey-estimate';
import { JourneyRepository } from './journey.repository';
import type { ActivePilgrimage, JourneySummary } from './journey.types';
import { revokeSocketAccess } from '../platform/socket-access';
import type { BadgeService } from '../profiles/badge.service';
import { ChatRepository } from './chat.repository';
import {
  CompanionRepository,
  positionOf,
  toCompanion,
  type CompanionLinkRow,
  type CompanionRow,
} from './companion.repository';
import { JourneyProgressRepository, type LockedJourney } from './journey-progress.repository';
import { JourneyUpdateRepository } from './journey-update.repository';
import { liveTopic, type CompanionEvent, type LiveTopic } from './live-topics';
import type {
  CheckpointResult,
  CompanionLink,
  JourneyCompanion,
  JourneyPhoto,
  PilgrimageMessage,
  PilgrimageUpdate,
  UpdateLikeResult,
} from './live.types';

export const JOURNEY_MESSAGES = { notFound: JOURNEY_TEXTS.notFound } as const;

const MY_JOURNEYS_PAGE = 100;

export interface LiveDependencies {
  altars: AltarService;
  settings: SettingsService;
  pubsub: PubSub;
  photos: PhotoService;
  push: Pick<PushService, 'notifyPilgrimageUpdate'>;
  community: CommunityService;
  /** A completed pilgrimage earns Sacred Pilgrim: checked at once, so its notice arrives with the completion. */
  badges: Pick<BadgeService, 'afterActivity'>;
}

/**
 * Live journeys: one active journey per member and pilgrimage, location
 * updates kept as a track, checkpoints within 0.1 mile of the current site, the live feed, likes, chat
 * and companions. A pilgrimage's live data is its participants' (members with an active or completed
 * journey on it): anyone else gets 404. Events are published after the commit.
 */
export class JourneyService {
  /** When and where this process last estimated each journey's time remaining (GPS fixes are throttled). */
  private readonly lastEstimates = new Map<number, LastEstimate>();

  constructor(
    private readonly knex: Knex,
    private readonly pilgrimages: PilgrimageService,
    private readonly deps: LiveDependencies,
  ) {}

  /** POST /api/pilgrimages/{id}/start: starting again returns the journey already under way. */
  async start(
    userId: number,
    pilgrimageId: unknown,
    { latitude, longitude }: StartJourneyInput,
  ): Promise<ActivePilgrimage> {
    const pilgrimage = await this.pilgrimages.get(pilgrimageId, userId);
    const known = latitude !== undefined && longitude !== undefined;
    const journey = await this.knex.transaction(async (trx) => {
      const { journey: started, created } = await new JourneyRepository(trx).startOrGet({
        userId,
        pilgrimageId: pilgrimage.id,
        latitude: known ? latitude : null,
        longitude: known ? longitude : null,
        estimatedTimeRemaining: estimateMinutes(pilgrimage, 0, known ? { latitude, longitude } : null, []),
      });
      if (created) {
        const companions = new CompanionRepository(trx);
        if (known) await trx('journey_positions').insert({ active_pilgrimage_id: started.id, latitude, longitude });
        await companions.touchCompanion(pilgrimage.id, userId, known ? { latitude, longitude } : null);
      }
      return started;
    });
    await this.publishCompanion(pilgrimage.id, userId);
    return journey;
  }

  /** GET /api/active-pilgrimages: the member's journeys under way, newest first. */
  mine(userId: number): Promise<ActivePilgrimage[]> {
    return new JourneyRepository(this.knex).listForUser(userId, MY_JOURNEYS_PAGE);
  }

  /** GET /api/active-pilgrimages/{id}: one of the member's own journeys (404 for anyone else's). */
  async get(userId: number, id: unknown): Promise<ActivePilgrimage> {
    const journeyId = parseId(id);
    const journey =
      journeyId === undefined ? undefined : await new JourneyRepository(this.knex).findForUser(journeyId, userId);
    if (!journey) throw new NotFoundError(JOURNEY_MESSAGES.notFound);
    return journey;
  }

  /** Locks the member's own active journey inside `trx`; 404 for anyone else's, 400 once ended. */
  private async lockActive(trx: Knex.Transaction, userId: number, id: unknown): Promise<LockedJourney> {
    const journeyId = parseId(id);
    const journey =
      journeyId === undefined ? undefined : await new JourneyProgressRepository(trx).lockOwn(journeyId, userId);
    if (!journey) throw new NotFoundError(JOURNEY_MESSAGES.notFound);
    if (!journey.is_active) throw new ValidationError(JOURNEY_TEXTS.ended);
    return journey;
  }

  /** PUT /api/active-pilgrimages/{activeId}/location: the track grows; distance by geodesic distance. */
  async updateLocation(userId: number, id: unknown, position: LocationUpdateInput): Promise<ActivePilgrimage> {
    const journeyId = parseId(id);
    const moved =
      journeyId === undefined
        ? undefined
        : await new JourneyProgressRepository(this.knex).recordOwnPosition(journeyId, userId, {
            latitude: position.latitude,
            longitude: position.longitude,
            heading: position.heading ?? null,
          });
    if (!moved) {
      // Not theirs (404) or no longer under way (400), as lockActive answers.
      await this.knex.transaction((trx) => this.lockActive(trx, userId, id));
      throw new NotFoundError(JOURNEY_MESSAGES.notFound);
    }
    if (needsReestimate(this.lastEstimates.get(moved.id), position, Date.now()))
      await this.reestimate(userId, moved.id, moved.pilgrimage_id, moved.current_altar_index, position);
    await this.publishCompanion(moved.pilgrimage_id, userId);
    return this.get(userId, moved.id);
  }

  /** Time remaining: the distance left along the route at the walker's recent pace (a walking pace without one). */
  private async reestimate(
    userId: number,
    journeyId: number,
    pilgrimageId: number,
    currentIndex: number,
    here: { latitude: number; longitude: number } | null,
  ): Promise<void> {
    const progress = new JourneyProgressRepository(this.knex);
    const [pilgrimage, track] = await Promise.all([
      this.pilgrimages.get(pilgrimageId, userId),
      progress.recentTrack(journeyId, PACE_WINDOW_MS),
    ]);
    await progress.setEstimate(journeyId, estimateMinutes(pilgrimage, currentIndex, here, track));
    // Bounded: an estimate older than the throttle's minute is as good as none.
    if (this.lastEstimates.size >= 10_000) this.lastEstimates.clear();
    if (here) this.lastEstimates.set(journeyId, { ...here, at: Date.now() });
    else this.lastEstimates.delete(journeyId);
  }

  /**
   * Minutes left as others may compute them: along the pilgrimage as given (the public view, for
   * anyone but its creator) from the position as shown, at the walker's recent pace.
   */
  async minutesLeftAsSeen(
    journey: ActivePilgrimage,
    pilgrimage: Pilgrimage,
    shown: { latitude: number; longitude: number } | null,
  ): Promise<number> {
    const track = await new JourneyProgressRepository(this.knex).recentTrack(journey.id, PACE_WINDOW_MS);
    return estimateMinutes(pilgrimage, journey.currentAltarIndex, shown, track);
  }

  /** The end-of-journey summary of one of the member's journeys (404 for anyone else's). */
  async summary(userId: number, id: unknown): Promise<JourneySummary> {
    const journeyId = parseId(id);
    const row =
      journeyId === undefined ? undefined : await new JourneyProgressRepository(this.knex).summaryOf(journeyId, userId);
    if (!row) throw new NotFoundError(JOURNEY_MESSAGES.notFound);
    const end = row.ended_at ?? new Date();
    const totalSites = Number(row.total_sites);
    return {
      journeyId: row.id,
      pilgrimageId: row.pilgrimage_id,
      pilgrimageName: row.pilgrimage_name,
      distanceKm: Number(row.distance_traveled),
      minutesWalked: Math.max(0, Math.round((end.getTime() - row.started_at.getTime()) / 60_000)),
      sitesReached: Math.min(row.current_altar_index, totalSites),
      totalSites,
      photos: Number(row.photos),
      completed: !row.is_active && totalSites > 0 && row.current_altar_index >= totalSites,
      isActive: row.is_active,
      startedAt: row.started_at,
      endedAt: row.ended_at,
      sharedPostId: row.summary_post_id,
    };
  }

  /** Shares an ended journey's summary to the community feed as the member's post (once; again answers it). */
  async shareSummary(userId: number, id: unknown): Promise<Post> {
    const summary = await this.summary(userId, id);
    if (summary.isActive) throw new ValidationError(JOURNEY_TEXTS.summaryWhileActive);
    if (summary.sharedPostId !== null) return this.deps.community.get(userId, summary.sharedPostId);
    const post = await this.deps.community.create(userId, {
      content: journeySummaryText(summary),
      pilgrimageId: summary.pilgrimageId,
      photos: [],
    });
    const postId = await new JourneyProgressRepository(this.knex).claimSummaryPost(summary.journeyId, post.id);
    return postId === post.id ? post : this.deps.community.get(userId, postId);
  }

  /**
   * End Journey (after "Are you sure you want to end this sacred journey?"): the member stops
   * walking before the last site. Not a completion: no completion row, and positions, checkpoints and
   * shares are refused afterwards (400); starting the pilgrimage again begins a new journey.
   */
  async end(userId: number, id: unknown): Promise<ActivePilgrimage> {
    // Read before the transaction: on the embedded database a read on another connection would wait for it.
    const keepTrack = await this.deps.settings.isActivityTrackingOn(userId);
    const { journey, row } = await this.knex.transaction(async (trx) => {
      const locked = await this.lockActive(trx, userId, id);
      const companions = new CompanionRepository(trx);
      const progress = new JourneyProgressRepository(trx);
      const [participant] = await companions.listParticipants(locked.pilgrimage_id, userId);
      await progress.end(locked);
      if (!keepTrack) await progress.reduceToDistance(locked);
      return { journey: locked, row: participant };
    });
    if (row) {
      // Fellow pilgrims learn that this member left: the same event with no journey under way. With
      // Activity Tracking off the last point was just deleted, so the event carries none either.
      const left = keepTrack ? row : { ...row, latitude: null, longitude: null, heading: null };
      await this.publishCompanionRow(journey.pilgrimage_id, { ...left, active_pilgrimage_id: null });
    }
    // No longer on the pilgrimage: their open subscriptions end, and subscribing again is refused.
    revokeSocketAccess(this.deps.pubsub, { userId });
    return this.get(userId, journey.id);
  }

  /**
   * POST /api/active-pilgrimages/{activeId}/checkpoint: accepted only for the current site and only
   * when the current position is within 0.1 mile (160.9344 m, ST_DWithin on geography) of the point
   * the member sees (the public point of a sensitive site for everyone but its creator).
   */
  async checkpoint(userId: number, id: unknown, { altarId }: CheckpointInput): Promise<CheckpointResult> {
    // Read through AltarService before the transaction: a query on another connection while the
    // transaction is open would wait for it forever on the embedded database (one session).
    const [seen, shared, keepTrack] = await Promise.all([
      this.deps.altars.find(altarId, userId),
      this.deps.altars.find(altarId, undefined),
      this.deps.settings.isActivityTrackingOn(userId),
    ]);
    const outcome = await this.knex.transaction(async (trx) => {
      const journey = await this.lockActive(trx, userId, id);
      const expected = journey.altar_ids[journey.current_altar_index];
      if (expected !== altarId) {
        throw new ValidationError(JOURNEY_TEXTS.notCurrentAltar, { altarId: JOURNEY_TEXTS.notCurrentAltar });
      }
      if (!seen || !shared)
        throw new ValidationError(JOURNEY_TEXTS.altarMissing, { altarId: JOURNEY_TEXTS.altarMissing });
      if (!journey.has_position)
        throw new ValidationError(JOURNEY_TEXTS.noPosition, { altarId: JOURNEY_TEXTS.noPosition });
      const progress = new JourneyProgressRepository(trx);
      const updates = new JourneyUpdateRepository(trx);
      if (!(await progress.isWithin(journey.id, seen, CHECKPOINT_RADIUS_METERS))) {
        throw new ValidationError(JOURNEY_TEXTS.tooFar, { altarId: JOURNEY_TEXTS.tooFar });
      }
      const completed = await progress.advance(journey, altarId);
      if (completed && !keepTrack) await progress.reduceToDistance(journey);
      // The update carries the site's public point: never a sensitive site's true one, nor the walker's.
      const updateId = await updates.insertUpdate({
        activePilgrimageId: journey.id,
        pilgrimageId: journey.pilgrimage_id,
        userId,
        altarId,
        updateType: 'checkpoint',
        content: JOURNEY_TEXTS.defaultCheckpointNote,
        photoUrl: null,
        latitude: shared.latitude,
        longitude: shared.longitude,
      });
      return { journey, updateId, completed, altarName: shared.name };
    });
    const update = await this.publishUpdate(outcome.updateId);
    if (!outcome.completed) {
      await this.reestimate(
        userId,
        outcome.journey.id,
        outcome.journey.pilgrimage_id,
        outcome.journey.current_altar_index + 1,
        shared ?? null,
      );
    }
    await this.publishCompanion(outcome.journey.pilgrimage_id, userId);
    await this.notify(outcome.journey.pilgrimage_id, userId, `Reached ${outcome.altarName}`, update.content ?? '');
    if (outcome.completed) await this.deps.badges.afterActivity(userId);
    return {
      journey: await this.get(userId, outcome.journey.id),
      update: { ...update, likedByViewer: false },
      completed: outcome.completed,
    };
  }

  /** POST /api/active-pilgrimages/{activeId}/share: a reflection needs text; a photo is stored like altar photos. */
  async share(userId: number, id: unknown, valid: ShareUpdateInput): Promise<PilgrimageUpdate> {
    // Checked before the photo is stored, so a refused share leaves no file behind (and again under the lock).
    if (!(await this.get(userId, id)).isActive) throw new ValidationError(JOURNEY_TEXTS.ended);
    const photoUrl = valid.photoUrl
      ? ((await this.deps.photos.resolve([valid.photoUrl], 'photoUrl', { max: 1 }))[0] ?? valid.photoUrl)
      : null;
    const { latitude, longitude } = await this.sharedPoint(userId, valid);
    const content = valid.content ? valid.content : null;
    const updateId = await this.knex.transaction(async (trx) => {
      const journey = await this.lockActive(trx, userId, id);
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
    const update = await this.publishUpdate(updateId);
    await this.notify(update.pilgrimageId, userId, `${update.userName} shared an update`, update.content ?? '');
    return update;
  }

  /** GET /api/pilgrimages/{id}/active (alternate tracker): the member's journey under way on it, or 404. */
  async activeOn(userId: number, pilgrimageId: unknown): Promise<ActivePilgrimage> {
    const id = parseId(pilgrimageId);
    const journey = id === undefined ? undefined : await new JourneyRepository(this.knex).findActiveOn(id, userId);
    if (!journey) throw new NotFoundError(JOURNEY_MESSAGES.notFound);
    return journey;
  }

  /** POST /api/pilgrimages/{id}/update-location (alternate tracker): accuracy and timestamp are not stored. */
  async trackerLocation(
    userId: number,
    pilgrimageId: unknown,
    position: LocationUpdateInput,
  ): Promise<ActivePilgrimage> {
    const journey = await this.activeOn(userId, pilgrimageId);
    return this.updateLocation(userId, journey.id, position);
  }

  /** POST /api/pilgrimages/{id}/updates (alternate tracker): a share on the member's journey under way. */
  async trackerShare(userId: number, pilgrimageId: unknown, update: ShareUpdateInput): Promise<PilgrimageUpdate> {
    const journey = await this.activeOn(userId, pilgrimageId);
    return this.share(userId, journey.id, update);
  }

  /**
   * POST /api/pilgrimages/{id}/photos: participants only; the data URL is decoded, checked and stored
   * like altar photos; a 'photo' update goes on the feed when the member's journey is under way.
   */
  async addPhoto(userId: number, pilgrimageId: unknown, valid: JourneyPhotoInput): Promise<JourneyPhoto> {
    const id = await this.requireParticipant(userId, pilgrimageId);
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
    if (updateId !== null) await this.publishUpdate(updateId);
    return photo;
  }

  /** The pilgrimage's id when the viewer takes part in it; 404 (not 403) for anyone else. */
  async requireParticipant(userId: number, pilgrimageId: unknown): Promise<number> {
    const id = parseId(pilgrimageId);
    if (id === undefined || !(await new CompanionRepository(this.knex).isParticipant(id, userId))) {
      throw new NotFoundError(JOURNEY_TEXTS.pilgrimageNotFound);
    }
    return id;
  }

  /** GET /api/pilgrimages/{id}/live-updates: newest first. */
  async liveUpdates(userId: number, pilgrimageId: unknown): Promise<PilgrimageUpdate[]> {
    const id = await this.requireParticipant(userId, pilgrimageId);
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

  /** GET /api/pilgrimages/{id}/messages: the latest, oldest first. */
  async messages(userId: number, pilgrimageId: unknown): Promise<PilgrimageMessage[]> {
    const id = await this.requireParticipant(userId, pilgrimageId);
    return new ChatRepository(this.knex).listMessages(id);
  }

  /** POST /api/pilgrimages/{id}/messages: blank refused; published to subscribers after the insert. */
  async postMessage(userId: number, pilgrimageId: unknown, valid: ChatMessageInput): Promise<PilgrimageMessage> {
    const id = await this.requireParticipant(userId, pilgrimageId);
    const message = await new ChatRepository(this.knex).insertMessage({
      pilgrimageId: id,
      senderId: userId,
      message: valid.message,
      messageType: valid.messageType,
      attachmentUrl: valid.attachmentUrl ?? null,
      latitude: valid.latitude ?? null,
      longitude: valid.longitude ?? null,
    });
    this.deps.pubsub.publish(liveTopic('message', id), message);
    await this.notify(id, userId, message.senderName, message.message);
    return message;
  }

  /** A photo or update carries the device position only while the member shares their location. */
  private async sharedPoint(
    userId: number,
    given: { latitude?: number | null; longitude?: number | null },
  ): Promise<{ latitude: number | null; longitude: number | null }> {
    if (!(await this.deps.settings.isLocationSharingOn(userId))) return { latitude: null, longitude: null };
    return { latitude: given.latitude ?? null, longitude: given.longitude ?? null };
  }

  /** The rows as the viewer may see them (core/src/companions.ts: exact, coarse or no position). */
  private async seenBy(viewerId: number, pilgrimageId: number, rows: CompanionRow[]): Promise<JourneyCompanion[]> {
    const links = await new CompanionRepository(this.knex).linksOf(pilgrimageId, viewerId);
    return rows.map((row) => this.present(viewerId, row, companionshipOf(viewerId, row.user_id, links)));
  }

  private present(viewerId: number, row: CompanionRow, companionship: Companionship): JourneyCompanion {
    return toCompanion(row, visiblePosition(positionOf(row), { sharing: row.sharing, companionship }), companionship);
  }

  /** One companionMoved event as the subscribed viewer may see it. */
  companionSeenBy(viewerId: number | undefined, event: CompanionEvent): JourneyCompanion {
    const companionship = viewerId === undefined ? 'none' : companionshipOf(viewerId, event.row.user_id, event.links);
    return this.present(viewerId ?? 0, event.row, companionship);
  }

  /** GET /api/pilgrimages/{id}/companions: who joined, last active, positions as the viewer may see them. */
  async companions(userId: number, pilgrimageId: unknown): Promise<JourneyCompanion[]> {
    const id = await this.requireParticipant(userId, pilgrimageId);
    return this.seenBy(userId, id, await new CompanionRepository(this.knex).listCompanions(id));
  }

  /** GET /api/pilgrimages/{id}/participants: members walking it now, positions as the viewer may see them. */
  async participants(userId: number, pilgrimageId: unknown): Promise<JourneyCompanion[]> {
    const id = await this.requireParticipant(userId, pilgrimageId);
    return this.seenBy(userId, id, await new CompanionRepository(this.knex).listParticipants(id));
  }

  /**
   * POST /api/pilgrimages/{id}/companion-requests: ask a fellow participant to walk together, or accept
   * their request. Both must take part in the pilgrimage. Each side's subscribers hear the change.
   */
  async requestCompanion(
    userId: number,
    pilgrimageId: unknown,
    { userId: otherId }: CompanionRequestInput,
  ): Promise<CompanionLink> {
    const id = await this.requireParticipant(userId, pilgrimageId);
    if (otherId === userId) {
      throw new ValidationError(COMPANION_TEXTS.notYourself, { userId: COMPANION_TEXTS.notYourself });
    }
    const companions = new CompanionRepository(this.knex);
    if (!(await companions.isParticipant(id, otherId))) throw new NotFoundError(COMPANION_TEXTS.notAParticipant);
    await companions.askOrAccept(id, userId, otherId);
    return this.linkChanged(id, userId, otherId);
  }

  /**
   * DELETE /api/pilgrimages/{id}/companion-requests/{userId}: decline their request, withdraw yours, or
   * stop walking together. Anyone may always withdraw, on the pilgrimage or not.
   */
  async removeCompanion(userId: number, pilgrimageId: unknown, otherUserId: unknown): Promise<CompanionLink> {
    const id = parseId(pilgrimageId);
    const otherId = parseId(otherUserId);
    if (id === undefined || otherId === undefined) throw new NotFoundError(COMPANION_TEXTS.notAParticipant);
    await new CompanionRepository(this.knex).removeLink(id, userId, otherId);
    return this.linkChanged(id, userId, otherId);
  }

  private async linkChanged(pilgrimageId: number, userId: number, otherId: number): Promise<CompanionLink> {
    const links = await new CompanionRepository(this.knex).linksOf(pilgrimageId, userId);
    // Both sides' subscribers see the new precision at once, not at the next move.
    await this.publishCompanion(pilgrimageId, userId);
    await this.publishCompanion(pilgrimageId, otherId);
    return { userId: otherId, companionship: companionshipOf(userId, otherId, links) };
  }

  /** A subscription's events, for participants only (anyone else: NOT_FOUND and nothing delivered). */
  async subscribe(userId: number | undefined, pilgrimageId: number, kind: LiveTopic): Promise<AsyncIterable<unknown>> {
    if (userId === undefined) throw new NotFoundError(JOURNEY_TEXTS.pilgrimageNotFound);
    const id = await this.requireParticipant(userId, pilgrimageId);
    return this.deps.pubsub.subscribe(liveTopic(kind, id));
  }

  private async publishUpdate(updateId: number): Promise<PilgrimageUpdate> {
    const update = await new JourneyUpdateRepository(this.knex).findUpdate(updateId, undefined);
    if (!update) throw new Error('journey update vanished after insert');
    this.deps.pubsub.publish(liveTopic('update', update.pilgrimageId), update);
    return update;
  }

  /** The member's place among the participants; each subscriber sees the position it may (companionSeenBy). */
  private async publishCompanion(pilgrimageId: number, userId: number): Promise<void> {
    const [row] = await new CompanionRepository(this.knex).listParticipants(pilgrimageId, userId);
    if (row) await this.publishCompanionRow(pilgrimageId, row);
  }

  private async publishCompanionRow(pilgrimageId: number, row: CompanionRow): Promise<void> {
    const links = await new CompanionRepository(this.knex).linksOf(pilgrimageId, row.user_id);
    const event: CompanionEvent = { row, links };
    this.deps.pubsub.publish(liveTopic('companion', pilgrimageId), event);
  }

  private async notify(pilgrimageId: number, actorId: number, title: string, body: string): Promise<void> {
    const { push } = this.deps;
    // After the commit: a push failure must not turn a stored update into an error for its author.
    try {
      const recipientIds = await new CompanionRepository(this.knex).participantIds(pilgrimageId);
      await push.notifyPilgrimageUpdate({ pilgrimageId, actorId, recipientIds, title, body });
    } catch {
      // Push delivery is best effort here; the live feed and subscriptions carry the update.
    }
  }
}
