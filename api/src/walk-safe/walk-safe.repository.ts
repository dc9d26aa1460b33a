import type { Knex } from 'knex';
import { WALK_SAFE } from '@sacred/core/walk-safe';

export interface ShareRow {
  id: number;
  user_id: number;
  active_pilgrimage_id: number;
  expires_at: Date | null;
  revoked_at: Date | null;
  view_count: number;
  for_alert: boolean;
  created_at: Date;
}

/** A link found by its token, with what decides whether it still opens. */
export interface ShareLookup extends ShareRow {
  journey_active: boolean;
  /** The journey's last change: when it ended, once it is no longer active. */
  journey_updated_at: Date;
}

export interface SafetyRow {
  active_pilgrimage_id: number;
  user_id: number;
  expected_back_at: Date | null;
  time_zone: string;
  version: number;
  reminded_version: number | null;
  alerted_version: number | null;
  reminder_sent_at: Date | null;
  alert_sent_at: Date | null;
  alerts_sent: number;
  safe_sent_at: Date | null;
  battery_level: string | number | null;
  battery_at: Date | null;
  /** The address the walker used when setting the watch: its alert's links open there. */
  link_origin: string | null;
}

export type AlertOutcome = 'sending' | 'reached' | 'unreached';

export interface ContactRow {
  id: number;
  member_id: number | null;
  name: string | null;
  email: string | null;
  alert_outcome: AlertOutcome | null;
  reached_by: 'push' | 'email' | null;
}

/**
 * Journeys a watch still covers: under way, or completed at their last site (the walk out is still
 * ahead). A journey the walker ended themselves is over, and so is its watch.
 */
const COMPLETED_AT_LAST_SITE = `(SELECT cardinality(p.altar_ids) > 0 AND j.current_altar_index >= cardinality(p.altar_ids)
  FROM pilgrimages p WHERE p.id = j.pilgrimage_id)`;
const WATCHED_JOURNEY = `(j.is_active OR ${COMPLETED_AT_LAST_SITE})`;

const SHARE_COLUMNS = [
  's.id',
  's.user_id',
  's.active_pilgrimage_id',
  's.expires_at',
  's.revoked_at',
  's.view_count',
  's.for_alert',
  's.created_at',
];

export class WalkSafeRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async insertShare(share: {
    userId: number;
    journeyId: number;
    tokenHash: string;
    expiresAt: Date | null;
    forAlert: boolean;
  }): Promise<ShareRow> {
    const [row] = (await this.db('walk_shares')
      .insert({
        user_id: share.userId,
        active_pilgrimage_id: share.journeyId,
        token_hash: share.tokenHash,
        expires_at: share.expiresAt,
        for_alert: share.forAlert,
      })
      .returning(SHARE_COLUMNS.map((column) => column.slice(2)))) as ShareRow[];
    return row as ShareRow;
  }

  /** Links the member made themselves since `since` (the rate limit). */
  async countSharesSince(userId: number, since: Date): Promise<number> {
    const [row] = (await this.db('walk_shares')
      .where({ user_id: userId, for_alert: false })
      .andWhere('created_at', '>', since)
      .count({ count: '*' })) as Array<{ count: number | string }>;
    return Number(row?.count ?? 0);
  }

  async listShares(journeyId: number): Promise<ShareRow[]> {
    return (await this.db('walk_shares as s')
      .select(SHARE_COLUMNS)
      .where('s.active_pilgrimage_id', journeyId)
      .orderBy([
        { column: 's.created_at', order: 'desc' },
        { column: 's.id', order: 'desc' },
      ])) as ShareRow[];
  }

  /** Turns the member's own link off (a second revoke keeps the first time); undefined for anyone else's. */
  async revokeShare(id: number, userId: number, now: Date): Promise<ShareRow | undefined> {
    const [row] = (await this.db('walk_shares')
      .where({ id, user_id: userId })
      .update({ revoked_at: this.db.raw('COALESCE(revoked_at, ?)', [now]) })
      .returning(SHARE_COLUMNS.map((column) => column.slice(2)))) as ShareRow[];
    return row;
  }

  async findShareByHash(tokenHash: string): Promise<ShareLookup | undefined> {
    return (await this.db('walk_shares as s')
      .join('active_pilgrimages as j', 'j.id', 's.active_pilgrimage_id')
      .select(SHARE_COLUMNS)
      .select('j.is_active as journey_active', 'j.updated_at as journey_updated_at')
      .where('s.token_hash', tokenHash)
      .first()) as ShareLookup | undefined;
  }

  /** The journey's last change: when it ended, once it is no longer active. */
  async journeyChangedAt(journeyId: number): Promise<Date | null> {
    const row = (await this.db('active_pilgrimages').select('updated_at').where({ id: journeyId }).first()) as
      { updated_at: Date } | undefined;
    return row?.updated_at ?? null;
  }

  async countView(id: number): Promise<void> {
    await this.db('walk_shares').where({ id }).increment('view_count', 1);
  }

  async findSafety(journeyId: number): Promise<SafetyRow | undefined> {
    return (await this.db('walk_safety').where({ active_pilgrimage_id: journeyId }).first()) as SafetyRow | undefined;
  }

  /** Locks the journey's watch row for the rest of the transaction, making it first when missing. */
  async lockSafety(journeyId: number, userId: number): Promise<SafetyRow> {
    await this.db.raw(
      `INSERT INTO walk_safety (active_pilgrimage_id, user_id) VALUES (?, ?)
       ON CONFLICT (active_pilgrimage_id) DO NOTHING`,
      [journeyId, userId],
    );
    return (await this.db('walk_safety').where({ active_pilgrimage_id: journeyId }).forUpdate().first()) as SafetyRow;
  }

  /** A new expected time (or none): a new version, so jobs queued for the old one do nothing. */
  async setExpected(
    journeyId: number,
    expectedBackAt: Date | null,
    timeZone: string,
    now: Date,
    linkOrigin?: string,
  ): Promise<SafetyRow> {
    const [row] = (await this.db('walk_safety')
      .where({ active_pilgrimage_id: journeyId })
      .update({
        expected_back_at: expectedBackAt,
        time_zone: timeZone,
        ...(linkOrigin ? { link_origin: linkOrigin } : {}),
        version: this.db.raw('version + 1'),
        reminder_sent_at: null,
        updated_at: now,
      })
      .returning('*')) as SafetyRow[];
    return row as SafetyRow;
  }

  async replaceContacts(journeyId: number, memberIds: number[], emails: string[]): Promise<void> {
    await this.db('walk_safety_contacts').where({ active_pilgrimage_id: journeyId }).delete();
    const rows = [
      ...memberIds.map((memberId) => ({ active_pilgrimage_id: journeyId, member_id: memberId, email: null })),
      ...emails.map((email) => ({ active_pilgrimage_id: journeyId, member_id: null, email })),
    ];
    if (rows.length > 0) await this.db('walk_safety_contacts').insert(rows);
  }

  async listContacts(journeyId: number): Promise<ContactRow[]> {
    return (await this.db('walk_safety_contacts as c')
      .leftJoin('users as u', 'u.id', 'c.member_id')
      .select(
        'c.id',
        'c.member_id',
        'c.email',
        'c.alert_outcome',
        'c.reached_by',
        this.db.raw("NULLIF(trim(concat_ws(' ', u.first_name, u.last_name)), '') AS name"),
      )
      .where('c.active_pilgrimage_id', journeyId)
      .orderBy('c.id')) as ContactRow[];
  }

  /** Every contact of the journey's latest alert starts as being sent. */
  async startAlertOutcomes(journeyId: number, now: Date): Promise<void> {
    await this.db('walk_safety_contacts')
      .where({ active_pilgrimage_id: journeyId })
      .update({ alert_outcome: 'sending', reached_by: null, alert_outcome_at: now });
  }

  /**
   * What a delivery did for a contact. Reached wins: a member with two devices, one gone, was reached;
   * unreached is kept only while nothing reached them.
   */
  async recordAlertOutcome(
    contactId: number,
    outcome: 'reached' | 'unreached',
    by: 'push' | 'email',
    now: Date,
  ): Promise<number | undefined> {
    const query = this.db('walk_safety_contacts').where({ id: contactId }).whereNotNull('alert_outcome');
    if (outcome === 'unreached') query.where('alert_outcome', 'sending');
    const [row] = (await query
      .update({ alert_outcome: outcome, reached_by: outcome === 'reached' ? by : null, alert_outcome_at: now })
      .returning('active_pilgrimage_id')) as Array<{ active_pilgrimage_id: number }>;
    return row?.active_pilgrimage_id;
  }

  /** The hashes among `hashes` whose address opted out of being a safety contact. */
  async optedOut(hashes: string[]): Promise<Set<string>> {
    const rows = (await this.db('walk_safety_opt_outs').select('email_hash').whereIn('email_hash', hashes)) as Array<{
      email_hash: string;
    }>;
    return new Set(rows.map((row) => row.email_hash));
  }

  /** The hashes among `hashes` of addresses the walker has already told. */
  async noticedBy(userId: number, hashes: string[]): Promise<Set<string>> {
    const rows = (await this.db('walk_safety_notices')
      .select('email_hash')
      .where({ user_id: userId })
      .whereIn('email_hash', hashes)) as Array<{ email_hash: string }>;
    return new Set(rows.map((row) => row.email_hash));
  }

  async countNoticesSince(userId: number, since: Date): Promise<number> {
    const [row] = (await this.db('walk_safety_notices')
      .where({ user_id: userId })
      .andWhere('noticed_at', '>', since)
      .count({ count: '*' })) as Array<{ count: number | string }>;
    return Number(row?.count ?? 0);
  }

  /** Records that the walker told an address; false when they already had. */
  async recordNotice(userId: number, emailHash: string, now: Date): Promise<boolean> {
    const rows = (await this.db('walk_safety_notices')
      .insert({ user_id: userId, email_hash: emailHash, noticed_at: now })
      .onConflict(['user_id', 'email_hash'])
      .ignore()
      .returning('user_id')) as unknown[];
    return rows.length > 0;
  }

  /** The address opts out: kept as its hash, and removed from every watch now. */
  async optOut(emailHash: string, now: Date): Promise<void> {
    await this.db('walk_safety_opt_outs')
      .insert({ email_hash: emailHash, opted_out_at: now })
      .onConflict('email_hash')
      .ignore();
    await this.db('walk_safety_contacts')
      .whereNotNull('email')
      .whereRaw("encode(sha256(convert_to(lower(trim(email)), 'UTF8')), 'hex') = ?", [emailHash])
      .delete();
  }

  /** Whether a journey is one a watch covers (see WATCHED_JOURNEY). */
  async isWatched(journeyId: number): Promise<boolean> {
    const row = await this.db('active_pilgrimages as j')
      .first(this.db.raw('1 AS found'))
      .where('j.id', journeyId)
      .whereRaw(WATCHED_JOURNEY);
    return row !== undefined;
  }

  async setBattery(journeyId: number, level: number, now: Date): Promise<void> {
    await this.db('walk_safety')
      .where({ active_pilgrimage_id: journeyId })
      .update({ battery_level: level, battery_at: now });
  }

  /** Watches on journeys under way whose reminder is due at `now` and not yet sent for this version. */
  async dueReminders(now: Date): Promise<SafetyRow[]> {
    return (await this.db('walk_safety as w')
      .join('active_pilgrimages as j', 'j.id', 'w.active_pilgrimage_id')
      .select('w.*')
      .whereRaw(WATCHED_JOURNEY)
      .whereNotNull('w.expected_back_at')
      .whereRaw('w.expected_back_at - make_interval(mins => ?) <= ?', [WALK_SAFE.reminderMinutesBefore, now])
      .whereRaw('w.reminded_version IS DISTINCT FROM w.version')
      .whereRaw('w.alerted_version IS DISTINCT FROM w.version')) as SafetyRow[];
  }

  /** Watches on journeys under way past their expected time plus the grace, not yet alerted for this version. */
  async dueAlerts(now: Date): Promise<SafetyRow[]> {
    return (await this.db('walk_safety as w')
      .join('active_pilgrimages as j', 'j.id', 'w.active_pilgrimage_id')
      .select('w.*')
      .whereRaw(WATCHED_JOURNEY)
      .whereNotNull('w.expected_back_at')
      .whereRaw('w.expected_back_at + make_interval(mins => ?) <= ?', [WALK_SAFE.alertGraceMinutes, now])
      .whereRaw('w.alerted_version IS DISTINCT FROM w.version')
      .where('w.alerts_sent', '<', WALK_SAFE.maxAlertsPerJourney)) as SafetyRow[];
  }

  /** Claims the reminder of this version: true for exactly one caller, whichever instance asks. */
  async claimReminder(journeyId: number, version: number, now: Date): Promise<boolean> {
    const count = await this.db('walk_safety')
      .where({ active_pilgrimage_id: journeyId, version })
      .whereRaw('reminded_version IS DISTINCT FROM version')
      .update({ reminded_version: version, reminder_sent_at: now });
    return count > 0;
  }

  /** Claims the alert of this version: true for exactly one caller. */
  async claimAlert(journeyId: number, version: number, now: Date): Promise<boolean> {
    const count = await this.db('walk_safety')
      .where({ active_pilgrimage_id: journeyId, version })
      .whereRaw('alerted_version IS DISTINCT FROM version')
      .where('alerts_sent', '<', WALK_SAFE.maxAlertsPerJourney)
      .update({ alerted_version: version, alert_sent_at: now, alerts_sent: this.db.raw('alerts_sent + 1') });
    return count > 0;
  }

  /** Claims "I'm safe" after the latest alert: true once per alert. */
  async claimSafe(journeyId: number, now: Date): Promise<boolean> {
    const count = await this.db('walk_safety')
      .where({ active_pilgrimage_id: journeyId })
      .whereNotNull('alert_sent_at')
      .whereRaw('(safe_sent_at IS NULL OR safe_sent_at < alert_sent_at)')
      .update({ safe_sent_at: now });
    return count > 0;
  }

  /** Contacts' email addresses are kept only for the journey: deleted once it ended more than the grace ago. */
  async purgeEndedEmails(now: Date): Promise<number> {
    return (
      this.db('walk_safety_contacts as c')
        .whereNotNull('c.email')
        .whereExists(
          this.db('active_pilgrimages as j')
            .select(this.db.raw('1'))
            .whereRaw('j.id = c.active_pilgrimage_id')
            .where('j.is_active', false)
            .whereRaw('j.updated_at + make_interval(hours => ?) <= ?', [WALK_SAFE.graceHoursAfterJourney, now]),
        )
        // A watch that still runs after the last site keeps its contacts until its own time has passed.
        .whereNotExists(
          this.db('walk_safety as w')
            .join('active_pilgrimages as j', 'j.id', 'w.active_pilgrimage_id')
            .select(this.db.raw('1'))
            .whereRaw('w.active_pilgrimage_id = c.active_pilgrimage_id')
            .whereRaw(COMPLETED_AT_LAST_SITE)
            .whereRaw('w.expected_back_at + make_interval(hours => ?) > ?', [WALK_SAFE.graceHoursAfterJourney, now]),
        )
        .delete()
    );
  }
}
