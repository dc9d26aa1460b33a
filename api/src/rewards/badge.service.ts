import type { Knex } from 'knex';
import { BADGE_CATALOGUE, BADGE_RULES } from '@sacred/core/badges';
import { ACCOUNT_MESSAGES } from '@sacred/core/accounts';
import { UnauthenticatedError } from '../platform/errors';
import type { Logger } from '../platform/infra/logger';
import type { PubSub } from '../platform/infra/pubsub';
import { BadgeRepository } from './badge.repository';
import type { Badge } from './badge.types';

/** The topic that carries one member's newly earned badge names to their own open tabs. */
export const earnedTopic = (userId: number): string => `badges-earned:${userId}`;

/**
 * Badges earned from real activity. `refresh` checks the rules against the member's rows and awards
 * what is newly earned, telling the member at once (their open tabs, and web push); every write that can earn one (an altar, a ritual,
 * a review, a journal entry at an altar, a post or comment, a completed pilgrimage) runs it after its
 * commit, and so does every read of the badges. Badges are never taken away.
 */
export class BadgeService {
  private catalogueReady: Promise<void> | undefined;

  constructor(
    private readonly knex: Knex,
    /** Carries newly earned badges to the member's open tabs (the badgesEarned subscription). */
    private readonly pubsub: PubSub,
    /** Tells the member of newly earned badges (web push, gated by their Achievements switch). */
    private readonly notify: (userId: number, badgeNames: string[]) => Promise<void> = async () => undefined,
    private readonly logger?: Pick<Logger, 'warn'>,
  ) {}

  private ensureCatalogue(): Promise<void> {
    this.catalogueReady ??= new BadgeRepository(this.knex).ensureCatalogue().catch((error: unknown) => {
      this.catalogueReady = undefined;
      throw error;
    });
    return this.catalogueReady;
  }

  async catalogue(): Promise<Badge[]> {
    await this.ensureCatalogue();
    return new BadgeRepository(this.knex).catalogue();
  }

  async refresh(userId: number): Promise<void> {
    await this.ensureCatalogue();
    const repository = new BadgeRepository(this.knex);
    const qualifying = await repository.qualifying(userId);
    const names = BADGE_CATALOGUE.filter((badge) => qualifying.has(badge.key)).map((badge) => badge.name);
    const awarded = await repository.award(userId, names);

    // Earth Keeper: three of the other five (held, however they were earned) and six months a member.
    const held = new Set((await repository.earnedBy(userId)).map((badge) => badge.name));
    const others = BADGE_CATALOGUE.filter((badge) => badge.key !== 'earthKeeper' && held.has(badge.name)).length;
    const days = (await repository.memberDays(userId)) ?? 0;
    if (others >= BADGE_RULES.earthKeeperOtherBadges && days >= BADGE_RULES.earthKeeperMemberDays) {
      awarded.push(...(await repository.award(userId, ['Earth Keeper'])));
    }
    if (awarded.length > 0) {
      this.pubsub.publish(earnedTopic(userId), awarded);
      // A failed notice never fails the read or write that earned the badge.
      await this.notify(userId, awarded).catch(() => undefined);
    }
  }

  /**
   * After a committed write that may earn a badge: awards and tells at once. The write stands whatever
   * happens here, so a failure is logged, not thrown (the next read of the badges awards it then).
   */
  async afterActivity(userId: number): Promise<void> {
    await this.refresh(userId).catch((error: unknown) =>
      this.logger?.warn({ err: error, userId }, 'could not check the badges a write may have earned'),
    );
  }

  /**
   * The daily job: badges earned by time alone (Sacred Caretaker, Earth Keeper) are awarded and told the
   * day they fall due, not at the member's next visit. Answers how many members were checked.
   */
  async awardTimeEarned(): Promise<number> {
    await this.ensureCatalogue();
    const candidates = await new BadgeRepository(this.knex).timeBadgeCandidates();
    for (const userId of candidates) await this.afterActivity(userId);
    return candidates.length;
  }

  /** The names of badges the member earns from now on, as each write earns them (members only). */
  earnedFromNow(userId: number | undefined): AsyncIterable<unknown> {
    if (userId === undefined) throw new UnauthenticatedError(ACCOUNT_MESSAGES.signInRequired);
    return this.pubsub.subscribe(earnedTopic(userId));
  }

  /** The member's badges after a refresh. */
  async earned(userId: number): Promise<Badge[]> {
    await this.refresh(userId);
    return new BadgeRepository(this.knex).earnedBy(userId);
  }
}
