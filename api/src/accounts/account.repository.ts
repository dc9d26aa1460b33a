import type { Knex } from 'knex';
import { translateDatabaseError } from '../platform/errors';
import { camelizeRow } from '../platform/infra/rows';
import type { User } from './account.types';

interface UserRow {
  id: number;
  email: string;
  password_hash: string;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  bio: string | null;
  email_verified_at: Date | null;
  is_moderator: boolean;
  created_at: Date;
  updated_at: Date;
}

export interface StoredUser extends Omit<User, 'emailVerified'> {
  passwordHash: string;
  /** When a link (or an identity provider) proved the member reads this email; null until then. */
  emailVerifiedAt: Date | null;
  isModerator: boolean;
}

export type AccountTokenPurpose = 'verify-email' | 'reset-password' | 'sign-in';

const toUser = (row: UserRow): StoredUser => ({
  id: row.id,
  email: row.email,
  passwordHash: row.password_hash,
  firstName: row.first_name,
  lastName: row.last_name,
  profileImageUrl: row.profile_image_url,
  bio: row.bio,
  emailVerifiedAt: row.email_verified_at,
  isModerator: row.is_moderator,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export interface NewUser {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  /** Set when the email is already proven (an identity provider verified it, or there is no email to confirm with). */
  emailVerified?: boolean;
}

export interface ProfileChanges {
  firstName?: string | null;
  lastName?: string | null;
  bio?: string | null;
  profileImageUrl?: string | null;
}

export class AccountRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async findByEmail(email: string): Promise<StoredUser | undefined> {
    const row = await this.db('users').where({ email }).first<UserRow | undefined>();
    return row ? toUser(row) : undefined;
  }

  async findById(id: number): Promise<StoredUser | undefined> {
    const row = await this.db('users').where({ id }).first<UserRow | undefined>();
    return row ? toUser(row) : undefined;
  }

  async insert(user: NewUser): Promise<StoredUser> {
    try {
      const [row] = await this.db('users')
        .insert({
          email: user.email,
          password_hash: user.passwordHash,
          first_name: user.firstName,
          last_name: user.lastName,
          email_verified_at: user.emailVerified ? this.db.fn.now() : null,
        })
        .returning<UserRow[]>('*');
      return toUser(row as UserRow);
    } catch (error) {
      throw translateDatabaseError(error);
    }
  }

  async updateProfile(id: number, changes: ProfileChanges): Promise<StoredUser | undefined> {
    const columns: Record<string, string | null> = {};
    if (changes.firstName !== undefined) columns.first_name = changes.firstName;
    if (changes.lastName !== undefined) columns.last_name = changes.lastName;
    if (changes.bio !== undefined) columns.bio = changes.bio;
    if (changes.profileImageUrl !== undefined) columns.profile_image_url = changes.profileImageUrl;
    const [row] = await this.db('users')
      .where({ id })
      .update({ ...columns, updated_at: this.db.fn.now() })
      .returning<UserRow[]>('*');
    return row ? toUser(row) : undefined;
  }

  /**
   * The placeholder author for deleted members' shared contributions: the one row flagged so by its
   * migration, never a row found by address.
   */
  async formerMemberId(): Promise<number> {
    const row = await this.db('users')
      .select('id')
      .where({ is_former_member: true })
      .first<{ id: number } | undefined>();
    if (!row) throw new Error('The "Former member" placeholder is missing: run the migrations.');
    return row.id;
  }

  /** Hands what others rely on to the former-member placeholder. */
  async reassignSharedContributions(fromUserId: number, toUserId: number): Promise<void> {
    await this.db('altars').where({ creator_id: fromUserId }).update({ creator_id: toUserId });
    await this.db('pilgrimages').where({ creator_id: fromUserId }).update({ creator_id: toUserId });
    await this.db('altar_reviews').where({ user_id: fromUserId }).update({ user_id: toUserId });
  }

  /** Ends the member's sessions (all, or all but one); answers the ids of the sessions ended. */
  async endSessions(userId: number, except?: string): Promise<string[]> {
    const query = this.db('sessions').whereRaw(`(sess::jsonb ->> 'userId') = ?`, [String(userId)]);
    if (except !== undefined) void query.whereNot({ sid: except });
    const rows: Array<{ sid: string }> = await query.delete().returning('sid');
    return rows.map((row) => row.sid);
  }

  async endAllSessions(userId: number): Promise<string[]> {
    return this.endSessions(userId);
  }

  /** Moves an unproven account off its address: a reserved one instead, and no password. */
  async releaseAddress(userId: number, reservedEmail: string): Promise<void> {
    await this.db('users')
      .where({ id: userId })
      .whereNull('email_verified_at')
      .update({ email: reservedEmail, password_hash: '!', updated_at: this.db.fn.now() });
  }

  async setPasswordHash(userId: number, passwordHash: string): Promise<void> {
    await this.db('users').where({ id: userId }).update({ password_hash: passwordHash, updated_at: this.db.fn.now() });
  }

  async markEmailVerified(userId: number): Promise<void> {
    await this.db('users')
      .where({ id: userId })
      .update({ email_verified_at: this.db.raw('coalesce(email_verified_at, now())') });
  }

  /** Keeps a link's token as its SHA-256 only. */
  async insertToken(userId: number, purpose: AccountTokenPurpose, tokenHash: string, email: string, expiresAt: Date) {
    await this.db('account_tokens').insert({
      user_id: userId,
      purpose,
      token_hash: tokenHash,
      email,
      expires_at: expiresAt,
    });
  }

  /**
   * Uses a link once: deletes every token of that purpose of its member (so older links die with it) and
   * answers the member, when the token exists, has not expired and was sent to the member's current email.
   */
  async consumeToken(purpose: AccountTokenPurpose, tokenHash: string): Promise<StoredUser | undefined> {
    const token = await this.db('account_tokens')
      .where({ purpose, token_hash: tokenHash })
      .forUpdate()
      .first<{ user_id: number; email: string; expires_at: Date } | undefined>();
    if (!token) return undefined;
    await this.db('account_tokens').where({ user_id: token.user_id, purpose }).delete();
    if (token.expires_at.getTime() <= Date.now()) return undefined;
    const user = await this.findById(token.user_id);
    return user && user.email === token.email ? user : undefined;
  }

  /** Links of this purpose created for the member since `since` (the hourly allowance of emails). */
  async tokensSince(userId: number, purpose: AccountTokenPurpose, since: Date): Promise<number> {
    const [row] = await this.db('account_tokens')
      .where({ user_id: userId, purpose })
      .where('created_at', '>', since)
      .count<Array<{ count: string | number }>>('* as count');
    return Number(row?.count ?? 0);
  }

  /**
   * Deletes the member; their likes and comments go with them (ON DELETE CASCADE), so the other
   * members' posts they touched are recounted, keeping likesCount and commentsCount equal to the rows.
   */
  async delete(userId: number): Promise<void> {
    const { rows } = await this.db.raw<{ rows: Array<{ post_id: number }> }>(
      'SELECT post_id FROM likes WHERE user_id = ? UNION SELECT post_id FROM comments WHERE author_id = ?',
      [userId, userId],
    );
    const postIds = rows.map((row) => row.post_id);
    const likedAltars: Array<{ altar_id: number }> = await this.db('altar_likes')
      .select('altar_id')
      .where({ user_id: userId });
    await this.db('users').where({ id: userId }).delete();
    // The member's altar likes went with the account: the altars' counts follow their rows.
    if (likedAltars.length > 0) {
      await this.db('altars')
        .whereIn(
          'id',
          likedAltars.map((row) => row.altar_id),
        )
        .update({ likes: this.db.raw('(SELECT count(*) FROM altar_likes WHERE altar_likes.altar_id = altars.id)') });
    }
    if (postIds.length === 0) return;
    await this.db('posts')
      .whereIn('id', postIds)
      .update({
        likes_count: this.db.raw('(SELECT count(*) FROM likes WHERE likes.post_id = posts.id)'),
        comments_count: this.db.raw('(SELECT count(*) FROM comments WHERE comments.post_id = posts.id)'),
      });
  }

  /** Every row the member owns, table by table, for the export download. */
  async ownedRows(userId: number): Promise<Record<string, unknown[]>> {
    const owned: Array<[string, string, string]> = [
      ['altars', 'altars', 'creator_id'],
      ['pilgrimages', 'pilgrimages', 'creator_id'],
      ['reviews', 'altar_reviews', 'user_id'],
      ['journalEntries', 'journal_entries', 'user_id'],
      ['rituals', 'rituals', 'user_id'],
      ['posts', 'posts', 'author_id'],
      ['comments', 'comments', 'author_id'],
      ['likes', 'likes', 'user_id'],
      ['badges', 'user_badges', 'user_id'],
      ['achievements', 'spiritual_achievements', 'user_id'],
      ['activePilgrimages', 'active_pilgrimages', 'user_id'],
      ['pilgrimageCompletions', 'pilgrimage_completions', 'user_id'],
      ['companions', 'pilgrimage_companions', 'user_id'],
      ['messages', 'pilgrimage_messages', 'sender_id'],
      ['photos', 'pilgrimage_photos', 'user_id'],
      ['photoReactions', 'photo_reactions', 'user_id'],
      ['offlineDownloads', 'offline_cache', 'user_id'],
      ['favoriteAltars', 'favorite_altars', 'user_id'],
      ['altarLikes', 'altar_likes', 'user_id'],
      ['reports', 'content_reports', 'reporter_id'],
      ['firstLightReminders', 'first_light_reminders', 'user_id'],
      ['credentials', 'credentials', 'user_id'],
    ];
    const result: Record<string, unknown[]> = {};
    for (const [name, table, column] of owned) {
      const rows: Array<Record<string, unknown>> = await this.db(table).where(column, userId).orderByRaw('1');
      result[name] = rows.map(camelizeRow);
    }
    const settings = await this.db('user_settings')
      .where({ user_id: userId })
      .first<Record<string, unknown> | undefined>();
    result.settings = settings ? [camelizeRow(settings)] : [];
    // Walk safe: the member's share links (never the token's hash), watches and safety contacts.
    const shares: Array<Record<string, unknown>> = await this.db('walk_shares')
      .select('id', 'active_pilgrimage_id', 'expires_at', 'revoked_at', 'view_count', 'for_alert', 'created_at')
      .where({ user_id: userId })
      .orderBy('id');
    result.walkShares = shares.map(camelizeRow);
    const watches: Array<Record<string, unknown>> = await this.db('walk_safety')
      .where({ user_id: userId })
      .orderBy('active_pilgrimage_id');
    result.walkSafety = watches.map(camelizeRow);
    const contacts: Array<Record<string, unknown>> = await this.db('walk_safety_contacts as c')
      .join('active_pilgrimages as j', 'j.id', 'c.active_pilgrimage_id')
      .select('c.id', 'c.active_pilgrimage_id', 'c.member_id', 'c.email')
      .where('j.user_id', userId)
      .orderBy('c.id');
    result.walkSafetyContacts = contacts.map(camelizeRow);
    // Push endpoints are the member's, but their keys are secrets of the browser: leave them out.
    const subscriptions: Array<Record<string, unknown>> = await this.db('push_subscriptions')
      .select('id', 'endpoint', 'is_active', 'preferences', 'created_at')
      .where({ user_id: userId })
      .orderBy('id');
    result.pushSubscriptions = subscriptions.map(camelizeRow);
    return result;
  }
}
