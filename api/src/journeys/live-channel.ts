import type { Knex } from 'knex';
import { parseId } from '@sacred/core/altars';
import { JOURNEY_TEXTS } from '@sacred/core/journeys';
import { Batcher } from '../platform/infra/batcher';
import { NotFoundError } from '../platform/errors';
import type { PubSub } from '../platform/infra/pubsub';
import { revokeSocketAccess } from '../platform/graphql/socket-access';
import type { PushService } from '../push/push.service';
import { CompanionRepository, type CompanionRow } from './companion.repository';
import { JourneyUpdateRepository } from './journey-update.repository';
import { liveTopic, type CompanionEvent, type LiveTopic } from './live-topics';
import type { PilgrimageMessage, PilgrimageUpdate } from './live.types';
import type { Audience } from '../i18n/translator';

export interface LiveChannelDependencies {
  pubsub: PubSub;
  push: Pick<PushService, 'notifyPilgrimageUpdate'>;
}

/**
 * What a pilgrimage's participants (members with an active or completed journey on it) hear, and the
 * gate in front of its live data: anyone else gets 404. Events are published after the commit, on the
 * topics of live-topics.ts; pushes are best effort.
 */
export class LiveChannel {
  constructor(
    private readonly knex: Knex,
    private readonly deps: LiveChannelDependencies,
  ) {}

  /** The pilgrimage's id when the viewer takes part in it; 404 (not 403) for anyone else. */
  async requireParticipant(userId: number, pilgrimageId: unknown): Promise<number> {
    const id = parseId(pilgrimageId);
    if (id === undefined || !(await new CompanionRepository(this.knex).isParticipant(id, userId))) {
      throw new NotFoundError(JOURNEY_TEXTS.pilgrimageNotFound);
    }
    return id;
  }

  /** A subscription's events, for participants only (anyone else: NOT_FOUND and nothing delivered). */
  async subscribe(userId: number | undefined, pilgrimageId: number, kind: LiveTopic): Promise<AsyncIterable<unknown>> {
    if (userId === undefined) throw new NotFoundError(JOURNEY_TEXTS.pilgrimageNotFound);
    const id = await this.requireParticipant(userId, pilgrimageId);
    return this.deps.pubsub.subscribe(liveTopic(kind, id));
  }

  publishMessage(pilgrimageId: number, message: PilgrimageMessage): void {
    this.deps.pubsub.publish(liveTopic('message', pilgrimageId), message);
  }

  /** A stored update of the live feed, as everyone sees it (the viewer's like is not in it). */
  async publishUpdate(updateId: number): Promise<PilgrimageUpdate> {
    const update = await new JourneyUpdateRepository(this.knex).findUpdate(updateId, undefined);
    if (!update) throw new Error('journey update vanished after insert');
    this.deps.pubsub.publish(liveTopic('update', update.pilgrimageId), update);
    return update;
  }

  /**
   * The member's place among the participants; each subscriber sees the position it may (companionSeenBy).
   * Read after the call, with other members' moves of the moment in the same two reads.
   */
  async publishCompanion(pilgrimageId: number, userId: number): Promise<void> {
    const event = await this.companionEvents.call({ pilgrimageId, userId });
    if (event) this.deps.pubsub.publish(liveTopic('companion', pilgrimageId), event);
  }

  private readonly companionEvents = new Batcher<{ pilgrimageId: number; userId: number }, CompanionEvent | undefined>(
    async (members) => {
      const companions = new CompanionRepository(this.knex);
      const [rows, links] = await Promise.all([companions.participantRowsOf(members), companions.linksOfMany(members)]);
      const rowOf = new Map(rows.map(({ pilgrimage_id, ...row }) => [`${pilgrimage_id}:${row.user_id}`, row]));
      return members.map(({ pilgrimageId, userId }) => {
        const row = rowOf.get(`${pilgrimageId}:${userId}`);
        return row && { row, links: links.get(`${pilgrimageId}:${userId}`) ?? [] };
      });
    },
  );

  /**
   * A member's journey ended: fellow pilgrims learn that they left (their row, read before the end, with
   * no journey under way, and no point once Activity Tracking off deleted it), and their open
   * subscriptions end, so subscribing again is refused.
   */
  async publishLeft(userId: number, pilgrimageId: number, row: CompanionRow | undefined, keptTrack: boolean) {
    if (row) {
      const left = keptTrack ? row : { ...row, latitude: null, longitude: null, heading: null };
      await this.publishCompanionRow(pilgrimageId, { ...left, active_pilgrimage_id: null });
    }
    revokeSocketAccess(this.deps.pubsub, { userId });
  }

  private async publishCompanionRow(pilgrimageId: number, row: CompanionRow): Promise<void> {
    const links = await new CompanionRepository(this.knex).linksOf(pilgrimageId, row.user_id);
    const event: CompanionEvent = { row, links };
    this.deps.pubsub.publish(liveTopic('companion', pilgrimageId), event);
  }

  /** A push to the pilgrimage's participants, after the commit. */
  async notify(
    pilgrimageId: number,
    actorId: number,
    text: (audience: Audience) => { title: string; body: string },
  ): Promise<void> {
    const { push } = this.deps;
    // After the commit: a push failure must not turn a stored update into an error for its author.
    try {
      const recipientIds = await new CompanionRepository(this.knex).participantIds(pilgrimageId);
      await push.notifyPilgrimageUpdate({ pilgrimageId, actorId, recipientIds, text });
    } catch {
      // Push delivery is best effort here; the live feed and subscriptions carry the update.
    }
  }
}
