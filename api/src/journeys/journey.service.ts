import type { Knex } from 'knex';
import { parseId } from '@sacred/core/altars';
import {
  JOURNEY_TEXTS,
  type CheckpointInput,
  type GpsFixesInput,
  type LocationUpdateInput,
} from '@sacred/core/journeys';
import { CHECKPOINT_RADIUS_METERS } from '@sacred/core/limits';
import type { StartJourneyInput } from '@sacred/core/pilgrimages';
import type { AltarService } from '../altars/altar.service';
import { NotFoundError, ValidationError } from '../platform/errors';
import { countGpsFixes } from '../platform/infra/metrics';
import type { PilgrimageService } from '../pilgrimages/pilgrimage.service';
import type { Pilgrimage } from '../pilgrimages/pilgrimage.types';
import type { SettingsService } from '../profiles/settings.service';
import type { BadgeService } from '../rewards/badge.service';
import type { IntentionService } from '../intentions/intention.service';
import { CompanionRepository } from './companion.repository';
import { estimateMinutes, TimeRemaining } from './journey-estimate';
import { GpsFixWriter, serverMicros } from './gps-fix-writer';
import type { MovedJourney } from './gps-fix.repository';
import { JourneyProgressRepository, type LockedJourney } from './journey-progress.repository';
import { JourneyUpdateRepository } from './journey-update.repository';
import { JourneyRepository } from './journey.repository';
import type { ActivePilgrimage, GpsFixesReceipt } from './journey.types';
import type { LiveChannel } from './live-channel';
import type { CheckpointResult } from './live.types';
import { journeysText } from './messages';

export const JOURNEY_MESSAGES = { notFound: JOURNEY_TEXTS.notFound } as const;

const MY_JOURNEYS_PAGE = 100;

export interface JourneyDependencies {
  altars: AltarService;
  settings: SettingsService;
  /** A completed pilgrimage earns Sacred Pilgrim: checked at once, so its notice arrives with the completion. */
  badges: Pick<BadgeService, 'afterActivity'>;
  /** Intentions carried on the journey are delivered once its checkpoint (or completion) is committed. */
  intentions: Pick<IntentionService, 'deliverProved'>;
}

/**
 * Live journeys: one active journey per member and pilgrimage, location updates kept as a track,
 * checkpoints within 0.1 mile of the current site, the time remaining and the end (its summary:
 * JourneySummaryService). A
 * journey is its walker's own: anyone else gets 404. Fellow pilgrims hear each move after the commit
 * (LiveChannel).
 */
export class JourneyService {
  private readonly timeRemaining: TimeRemaining;
  /** Fixes of this process's requests, written in groups. */
  private readonly fixWriter: GpsFixWriter;

  constructor(
    private readonly knex: Knex,
    private readonly pilgrimages: PilgrimageService,
    private readonly channel: LiveChannel,
    private readonly deps: JourneyDependencies,
  ) {
    this.fixWriter = new GpsFixWriter(knex);
    this.timeRemaining = new TimeRemaining(knex, pilgrimages);
  }

  /** POST /api/pilgrimages/{id}/start: starting again returns the journey already under way. */
  async start(
    userId: number,
    pilgrimageId: unknown,
    { latitude, longitude, startedAt }: StartJourneyInput,
  ): Promise<ActivePilgrimage> {
    const pilgrimage = await this.pilgrimages.get(pilgrimageId, userId);
    const known = latitude !== undefined && longitude !== undefined;
    const journey = await this.knex.transaction(async (trx) => {
      const { journey: started, created } = await new JourneyRepository(trx).startOrGet({
        userId,
        pilgrimageId: pilgrimage.id,
        latitude: known ? latitude : null,
        longitude: known ? longitude : null,
        startedAt: startedAt ?? null,
        estimatedTimeRemaining: estimateMinutes(pilgrimage, 0, known ? { latitude, longitude } : null, []),
      });
      if (created) {
        const companions = new CompanionRepository(trx);
        // The first point of the track is where and when the journey began (on the device, if offline).
        if (known)
          await trx('journey_positions').insert({
            active_pilgrimage_id: started.id,
            latitude,
            longitude,
            recorded_at: started.startedAt,
          });
        await companions.touchCompanion(pilgrimage.id, userId, known ? { latitude, longitude } : null);
      }
      return started;
    });
    await this.channel.publishCompanion(pilgrimage.id, userId);
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

  /**
   * Locks the member's own active journey inside `trx` (a share on the live feed locks it too); 404 for
   * anyone else's, 400 once ended.
   */
  async lockActive(trx: Knex.Transaction, userId: number, id: unknown): Promise<LockedJourney> {
    const journeyId = parseId(id);
    const journey =
      journeyId === undefined ? undefined : await new JourneyProgressRepository(trx).lockOwn(journeyId, userId);
    if (!journey) throw new NotFoundError(JOURNEY_MESSAGES.notFound);
    if (!journey.is_active) throw new ValidationError(JOURNEY_TEXTS.ended);
    return journey;
  }

  /** PUT /api/active-pilgrimages/{activeId}/location: the track grows; distance by geodesic distance. */
  async updateLocation(userId: number, id: unknown, position: LocationUpdateInput): Promise<ActivePilgrimage> {
    // A fix kept offline and sent later is placed at its own time, never after it arrives nor before the start.
    const atMicros = position.recordedAt
      ? Math.min(position.recordedAt.getTime() * 1000, serverMicros())
      : serverMicros();
    const moved = await this.record(userId, id, [{ ...position, atMicros, notBeforeStart: true }]);
    return this.get(userId, moved.id);
  }

  /**
   * POST /api/active-pilgrimages/{activeId}/fixes: what the device recorded, in the order the fixes were
   * taken, as if sent one by one. Answered once all of them are in the track; fixes already there (the
   * batch sent again) are not stored twice.
   */
  async recordFixes(userId: number, id: unknown, { fixes }: GpsFixesInput): Promise<GpsFixesReceipt> {
    const inOrder = [...fixes].sort((a, b) => a.recordedAt.getTime() - b.recordedAt.getTime());
    const moved = await this.record(
      userId,
      id,
      inOrder.map((fix) => ({ ...fix, atMicros: fix.recordedAt.getTime() * 1000 })),
    );
    return { activePilgrimageId: moved.id, accepted: fixes.length, stored: moved.stored };
  }

  /** Writes a request's fixes with other walkers' (GpsFixWriter); 404 or 400 as lockActive answers. */
  private async record(
    userId: number,
    id: unknown,
    fixes: Array<LocationUpdateInput & { atMicros: number; notBeforeStart?: boolean }>,
  ): Promise<MovedJourney> {
    const journeyId = parseId(id);
    const rows = fixes.map((fix) => ({
      journeyId: journeyId ?? 0,
      userId,
      latitude: fix.latitude,
      longitude: fix.longitude,
      heading: fix.heading ?? null,
      altitude: fix.altitude ?? null,
      atMicros: fix.atMicros,
      notBeforeStart: fix.notBeforeStart,
    }));
    const moved = journeyId === undefined ? undefined : await this.fixWriter.write(journeyId, rows);
    if (!moved) {
      // Not theirs (404) or no longer under way (400), as lockActive answers.
      await this.knex.transaction((trx) => this.lockActive(trx, userId, id));
      throw new NotFoundError(JOURNEY_MESSAGES.notFound);
    }
    countGpsFixes(moved.stored);
    const here = fixes[fixes.length - 1]!;
    if (moved.stored === 0) return moved;
    await this.timeRemaining.afterMove(userId, moved.id, moved.pilgrimage_id, moved.current_altar_index, here);
    await this.channel.publishCompanion(moved.pilgrimage_id, userId);
    return moved;
  }

  /** Minutes left as others may compute them (TimeRemaining.asSeen). */
  minutesLeftAsSeen(
    journey: ActivePilgrimage,
    pilgrimage: Pilgrimage,
    shown: { latitude: number; longitude: number } | null,
  ): Promise<number> {
    return this.timeRemaining.asSeen(journey, pilgrimage, shown);
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
    // No longer on the pilgrimage: fellow pilgrims hear it, and the member's open subscriptions end.
    await this.channel.publishLeft(userId, journey.pilgrimage_id, row, keepTrack);
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
    const update = await this.channel.publishUpdate(outcome.updateId);
    if (!outcome.completed) {
      await this.timeRemaining.reestimate(
        userId,
        outcome.journey.id,
        outcome.journey.pilgrimage_id,
        outcome.journey.current_altar_index + 1,
        shared ?? null,
      );
    }
    await this.channel.publishCompanion(outcome.journey.pilgrimage_id, userId);
    await this.channel.notify(outcome.journey.pilgrimage_id, userId, (audience) => ({
      title: journeysText(audience)('reachedTitle', { altar: outcome.altarName }),
      body: update.content ?? '',
    }));
    if (outcome.completed) await this.deps.badges.afterActivity(userId);
    await this.deps.intentions.deliverProved(outcome.journey.id);
    return {
      journey: await this.get(userId, outcome.journey.id),
      update: { ...update, likedByViewer: false },
      completed: outcome.completed,
    };
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
}
