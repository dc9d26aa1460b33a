import type { Knex } from 'knex';
import { parseId } from '@sacred/core/altars';
import { daysSinceJoining, PROFILE_MESSAGES } from '@sacred/core/badges';
import type { AltarService } from '../altars/altar.service';
import { NotFoundError } from '../platform/errors';
import type { AchievementService } from '../rewards/achievement.service';
import type { SpiritualAchievement } from '../rewards/achievement.types';
import type { BadgeService } from '../rewards/badge.service';
import type { Badge } from '../rewards/badge.types';
import { ProfileRepository } from './profile.repository';
import type { MemberProfile, PilgrimageCompletion, ProfileAltar } from './profile.types';
import type { SettingsService } from './settings.service';

/** Most rows a profile list answers with. */
const PROFILE_LIST_SIZE = 200;

/**
 * Profile reads of any member (GET /api/users/{id}/...), their rewards included (api/src/rewards). A member whose profileVisibility is private
 * (or friends, treated as private) is "not found" to everyone else, never "forbidden".
 */
export class ProfileService {
  constructor(
    private readonly knex: Knex,
    private readonly settings: SettingsService,
    /** A member's rewards, read like the rest of their profile. */
    private readonly rewards: {
      badges: Pick<BadgeService, 'earned'>;
      achievements: Pick<AchievementService, 'refresh'>;
    },
    private readonly altars: AltarService,
    /** The read replica for profile pages (the member, their altars, their completions). */
    private readonly reads: Knex = knex,
  ) {}

  /** The member's id when the viewer may see their profile; NOT_FOUND otherwise. */
  async visibleMember(viewerId: number, userId: unknown): Promise<number> {
    const id = parseId(userId);
    if (id === undefined) throw new NotFoundError(PROFILE_MESSAGES.memberNotFound);
    if (id === viewerId) return id;
    const exists = (await this.knex('users').where({ id }).first('id')) !== undefined;
    if (!exists || !(await this.settings.isProfilePublic(id))) throw new NotFoundError(PROFILE_MESSAGES.memberNotFound);
    return id;
  }

  async profile(viewerId: number, userId: unknown, now = new Date()): Promise<MemberProfile> {
    const id = await this.visibleMember(viewerId, userId);
    const stored = await new ProfileRepository(this.reads).find(id);
    if (!stored) throw new NotFoundError(PROFILE_MESSAGES.memberNotFound);
    return {
      ...stored,
      email: id === viewerId ? stored.email : null,
      daysSinceJoining: daysSinceJoining(stored.createdAt, now),
    };
  }

  async altarsOf(viewerId: number, userId: unknown): Promise<ProfileAltar[]> {
    const id = await this.visibleMember(viewerId, userId);
    return new ProfileRepository(this.reads).altarsOf(id, PROFILE_LIST_SIZE);
  }

  async badgesOf(viewerId: number, userId: unknown): Promise<Badge[]> {
    const id = await this.visibleMember(viewerId, userId);
    return this.rewards.badges.earned(id);
  }

  /** The member's spiritual achievements: always to the member, to others while the profile is public. */
  async achievementsOf(viewerId: number, userId: unknown, now = new Date()): Promise<SpiritualAchievement[]> {
    const id = await this.visibleMember(viewerId, userId);
    return this.rewards.achievements.refresh(id, now);
  }

  async completionsOf(viewerId: number, userId: unknown): Promise<PilgrimageCompletion[]> {
    const id = await this.visibleMember(viewerId, userId);
    return new ProfileRepository(this.reads).completionsOf(id, PROFILE_LIST_SIZE);
  }

  async favoritesOf(viewerId: number, userId: unknown): Promise<ProfileAltar[]> {
    const id = await this.visibleMember(viewerId, userId);
    return new ProfileRepository(this.knex).favoritesOf(id, PROFILE_LIST_SIZE);
  }

  /** Saves an altar to the member's favourites (again is fine). */
  async favorite(userId: number, altarId: unknown): Promise<boolean> {
    const altar = await this.altars.get(altarId);
    await new ProfileRepository(this.knex).addFavorite(userId, altar.id);
    return true;
  }

  async unfavorite(userId: number, altarId: unknown): Promise<boolean> {
    const altar = await this.altars.get(altarId);
    await new ProfileRepository(this.knex).removeFavorite(userId, altar.id);
    return false;
  }

  async isFavorite(userId: number, altarId: unknown): Promise<boolean> {
    const altar = await this.altars.get(altarId);
    return new ProfileRepository(this.knex).isFavorite(userId, altar.id);
  }
}
