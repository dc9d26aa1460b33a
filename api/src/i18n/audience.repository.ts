import type { Knex } from 'knex';
import { audienceOf, type Audience } from './translator';

/**
 * Members as audiences: the Language of their settings (`preferences.language`, English when never saved)
 * and their time zone (users.time_zone, null while unknown).
 */
export class AudienceRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async of(userId: number): Promise<Audience> {
    return (await this.ofAll([userId])).get(userId) ?? audienceOf(undefined, undefined);
  }

  /** Members by their sign-in email (as stored, lower-cased), for mail sent to a list of addresses. */
  async ofEmails(emails: readonly string[]): Promise<Map<string, Audience>> {
    if (emails.length === 0) return new Map();
    const rows: Array<{ email: string; language: unknown; time_zone: string | null }> = await this.db('users as u')
      .leftJoin('user_settings as s', 's.user_id', 'u.id')
      .select('u.email', 'u.time_zone', this.db.raw(`s.settings #>> '{preferences,language}' AS language`))
      .whereIn('u.email', [...new Set(emails)]);
    return new Map(rows.map((row) => [row.email, audienceOf(row.language, row.time_zone)]));
  }

  /** Every member asked for that exists, by id. */
  async ofAll(userIds: readonly number[]): Promise<Map<number, Audience>> {
    const ids = [...new Set(userIds)];
    if (ids.length === 0) return new Map();
    const rows: Array<{ id: number; language: unknown; time_zone: string | null }> = await this.db('users as u')
      .leftJoin('user_settings as s', 's.user_id', 'u.id')
      .select('u.id', 'u.time_zone', this.db.raw(`s.settings #>> '{preferences,language}' AS language`))
      .whereIn('u.id', ids);
    return new Map(rows.map((row) => [row.id, audienceOf(row.language, row.time_zone)]));
  }
}
