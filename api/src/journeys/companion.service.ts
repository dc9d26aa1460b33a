import type { Knex } from 'knex';
import { parseId } from '@sacred/core/altars';
import {
  COMPANION_TEXTS,
  companionshipOf,
  seesWatch,
  visiblePosition,
  type CompanionRequestInput,
  type Companionship,
} from '@sacred/core/companions';
import { NotFoundError, ValidationError } from '../platform/errors';
import { CompanionRepository, positionOf, toCompanion, type CompanionRow } from './companion.repository';
import type { LiveChannel } from './live-channel';
import type { CompanionEvent } from './live-topics';
import type { CompanionLink, JourneyCompanion } from './live.types';

/**
 * Companions: who takes part in a pilgrimage, the requests and links between them, and each one's
 * position as a viewer may see it (core/src/companions.ts: exact, coarse or none).
 */
export class CompanionService {
  constructor(
    private readonly knex: Knex,
    private readonly channel: LiveChannel,
  ) {}

  /** The rows as the viewer may see them (core/src/companions.ts: exact, coarse or no position). */
  private async seenBy(viewerId: number, pilgrimageId: number, rows: CompanionRow[]): Promise<JourneyCompanion[]> {
    const links = await new CompanionRepository(this.knex).linksOf(pilgrimageId, viewerId);
    return rows.map((row) => this.present(viewerId, row, companionshipOf(viewerId, row.user_id, links)));
  }

  private present(viewerId: number, row: CompanionRow, companionship: Companionship): JourneyCompanion {
    const watchSeen = seesWatch(viewerId, { companionship, contactIds: row.watch_member_ids ?? [] });
    return toCompanion(
      row,
      visiblePosition(positionOf(row), { sharing: row.sharing, companionship }),
      companionship,
      watchSeen ? row.expected_back_at : null,
    );
  }

  /** One companionMoved event as the subscribed viewer may see it. */
  companionSeenBy(viewerId: number | undefined, event: CompanionEvent): JourneyCompanion {
    const companionship = viewerId === undefined ? 'none' : companionshipOf(viewerId, event.row.user_id, event.links);
    return this.present(viewerId ?? 0, event.row, companionship);
  }

  /** companionMoved: fellow pilgrims as they move, for participants only. */
  subscribe(userId: number | undefined, pilgrimageId: number): Promise<AsyncIterable<unknown>> {
    return this.channel.subscribe(userId, pilgrimageId, 'companion');
  }

  /** GET /api/pilgrimages/{id}/companions: who joined, last active, positions as the viewer may see them. */
  async companions(userId: number, pilgrimageId: unknown): Promise<JourneyCompanion[]> {
    const id = await this.channel.requireParticipant(userId, pilgrimageId);
    return this.seenBy(userId, id, await new CompanionRepository(this.knex).listCompanions(id));
  }

  /** GET /api/pilgrimages/{id}/participants: members walking it now, positions as the viewer may see them. */
  async participants(userId: number, pilgrimageId: unknown): Promise<JourneyCompanion[]> {
    const id = await this.channel.requireParticipant(userId, pilgrimageId);
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
    const id = await this.channel.requireParticipant(userId, pilgrimageId);
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
    await this.channel.publishCompanion(pilgrimageId, userId);
    await this.channel.publishCompanion(pilgrimageId, otherId);
    return { userId: otherId, companionship: companionshipOf(userId, otherId, links) };
  }
}
