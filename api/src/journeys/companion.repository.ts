import type { Knex } from 'knex';
import type { Companionship, WalkerPosition, PositionPrecision } from '@sacred/core/companions';
import type { JourneyCompanion } from './live.types';
import { MEMBER_NAME_SQL, numberOrNull } from './live-rows';

export interface CompanionRow {
  user_id: number;
  name: string | null;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  active_pilgrimage_id: number | null;
  current_altar_index: number | null;
  distance_traveled: string | null;
  latitude: string | null;
  longitude: string | null;
  heading: string | null;
  joined_at: Date | null;
  last_active_at: Date | null;
  /** The member's Location Sharing setting (off when they never saved settings). */
  sharing: boolean;
  /** Their journey's "expected back by", if they set one. */
  expected_back_at: Date | null;
  /** The fellow pilgrims they chose as safety contacts for it. */
  watch_member_ids: number[];
}

/** The stored position of a companion row, before the service decides what the viewer may see of it. */
export const positionOf = (row: CompanionRow): WalkerPosition => ({
  latitude: numberOrNull(row.latitude),
  longitude: numberOrNull(row.longitude),
  heading: numberOrNull(row.heading),
});

/** A companion as one viewer sees them: the position is the one the service allowed. */
export const toCompanion = (
  row: CompanionRow,
  seen: WalkerPosition & { precision: PositionPrecision | null },
  companionship: Companionship,
  expectedBackAt: Date | null,
): JourneyCompanion => ({
  userId: row.user_id,
  id: row.user_id,
  name: row.name ?? '',
  firstName: row.first_name ?? '',
  lastName: row.last_name ?? '',
  profileImageUrl: row.profile_image_url,
  activePilgrimageId: row.active_pilgrimage_id,
  currentAltarIndex: row.current_altar_index ?? 0,
  distanceTraveled: Number(row.distance_traveled ?? 0),
  distance: Number(row.distance_traveled ?? 0),
  latitude: seen.latitude,
  longitude: seen.longitude,
  heading: seen.heading,
  positionPrecision: seen.precision,
  companionship,
  joinedAt: row.joined_at,
  lastActiveAt: row.last_active_at,
  expectedBackAt,
});

export interface CompanionLinkRow {
  requesterId: number;
  addresseeId: number;
  accepted: boolean;
}

/** Who walks a pilgrimage, who walks it together with whom, and where they were last seen. */
export class CompanionRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  /** Participants: members with an active or a completed journey on the pilgrimage. */
  async isParticipant(pilgrimageId: number, userId: number): Promise<boolean> {
    const result = await this.db.raw<{ rows: Array<{ yes: boolean }> }>(
      `SELECT EXISTS (SELECT 1 FROM active_pilgrimages WHERE pilgrimage_id = ? AND user_id = ? AND is_active)
           OR EXISTS (SELECT 1 FROM pilgrimage_completions WHERE pilgrimage_id = ? AND user_id = ?) AS yes`,
      [pilgrimageId, userId, pilgrimageId, userId],
    );
    return result.rows[0]?.yes === true;
  }

  async participantIds(pilgrimageId: number): Promise<number[]> {
    const result = await this.db.raw<{ rows: Array<{ user_id: number }> }>(
      `SELECT user_id FROM active_pilgrimages WHERE pilgrimage_id = ? AND is_active
       UNION SELECT user_id FROM pilgrimage_completions WHERE pilgrimage_id = ?`,
      [pilgrimageId, pilgrimageId],
    );
    return result.rows.map((row) => row.user_id);
  }

  async touchCompanion(
    pilgrimageId: number,
    userId: number,
    position: { latitude: number | null; longitude: number | null } | null,
  ): Promise<void> {
    await this.db.raw(
      `INSERT INTO pilgrimage_companions (pilgrimage_id, user_id, current_latitude, current_longitude, last_active_at, is_active)
       VALUES (?, ?, ?, ?, now(), true)
       ON CONFLICT (pilgrimage_id, user_id) DO UPDATE
         SET current_latitude = COALESCE(EXCLUDED.current_latitude, pilgrimage_companions.current_latitude),
             current_longitude = COALESCE(EXCLUDED.current_longitude, pilgrimage_companions.current_longitude),
             last_active_at = now(), is_active = true`,
      [pilgrimageId, userId, position?.latitude ?? null, position?.longitude ?? null],
    );
  }

  private companionSelect() {
    return [
      'u.id as user_id',
      this.db.raw(`${MEMBER_NAME_SQL} AS name`),
      'u.first_name',
      'u.last_name',
      'u.profile_image_url',
      'j.id as active_pilgrimage_id',
      'j.current_altar_index',
      'j.distance_traveled',
      this.db.raw('COALESCE(j.current_latitude, c.current_latitude) AS latitude'),
      this.db.raw('COALESCE(j.current_longitude, c.current_longitude) AS longitude'),
      this.db.raw(
        '(SELECT heading FROM journey_positions jp WHERE jp.active_pilgrimage_id = j.id ORDER BY jp.id DESC LIMIT 1) AS heading',
      ),
      'c.joined_at',
      this.db.raw('COALESCE(c.last_active_at, j.last_location_update) AS last_active_at'),
      this.db.raw(
        'COALESCE((SELECT s.location_sharing FROM user_settings s WHERE s.user_id = u.id), false) AS sharing',
      ),
      this.db.raw(
        '(SELECT ws.expected_back_at FROM walk_safety ws WHERE ws.active_pilgrimage_id = j.id) AS expected_back_at',
      ),
      this.db.raw(
        `COALESCE((SELECT array_agg(wc.member_id) FROM walk_safety_contacts wc
                    WHERE wc.active_pilgrimage_id = j.id AND wc.member_id IS NOT NULL), '{}') AS watch_member_ids`,
      ),
    ];
  }

  /** The member's companion links on the pilgrimage (asked, asked by, accepted). */
  async linksOf(pilgrimageId: number, memberId: number): Promise<CompanionLinkRow[]> {
    const rows = (await this.db('companion_links')
      .where({ pilgrimage_id: pilgrimageId })
      .andWhere((query) => void query.where({ requester_id: memberId }).orWhere({ addressee_id: memberId }))
      .select('requester_id', 'addressee_id', 'accepted_at')) as Array<{
      requester_id: number;
      addressee_id: number;
      accepted_at: Date | null;
    }>;
    return rows.map((row) => ({
      requesterId: row.requester_id,
      addresseeId: row.addressee_id,
      accepted: row.accepted_at !== null,
    }));
  }

  /**
   * `from` asks `to` to walk together; when `to` had already asked `from`, this accepts instead. Asking
   * again changes nothing. One row per pair (the unique index on the ordered pair settles a race).
   */
  async askOrAccept(pilgrimageId: number, from: number, to: number): Promise<void> {
    await this.db.raw(
      `INSERT INTO companion_links (pilgrimage_id, requester_id, addressee_id) VALUES (?, ?, ?)
       ON CONFLICT (pilgrimage_id, LEAST(requester_id, addressee_id), GREATEST(requester_id, addressee_id)) DO NOTHING`,
      [pilgrimageId, from, to],
    );
    await this.db('companion_links')
      .where({ pilgrimage_id: pilgrimageId, requester_id: to, addressee_id: from })
      .whereNull('accepted_at')
      .update({ accepted_at: this.db.fn.now() });
  }

  /** Declines, withdraws or ends walking together: the pair's link is gone either way. */
  async removeLink(pilgrimageId: number, a: number, b: number): Promise<void> {
    await this.db('companion_links')
      .where({ pilgrimage_id: pilgrimageId })
      .andWhere(
        (query) => void query.where({ requester_id: a, addressee_id: b }).orWhere({ requester_id: b, addressee_id: a }),
      )
      .del();
  }

  /** pilgrimage_companions (joined, last active), with their active journey's progress. */
  async listCompanions(pilgrimageId: number): Promise<CompanionRow[]> {
    return (await this.db('pilgrimage_companions as c')
      .join('users as u', 'u.id', 'c.user_id')
      .leftJoin('active_pilgrimages as j', function () {
        this.on('j.user_id', 'c.user_id')
          .andOn('j.pilgrimage_id', 'c.pilgrimage_id')
          .andOnVal('j.is_active', '=', true);
      })
      .where({ 'c.pilgrimage_id': pilgrimageId, 'c.is_active': true })
      .select(this.companionSelect())
      .orderBy('c.joined_at')) as CompanionRow[];
  }

  /**
   * What listParticipants answers for one member, for many members at once, each on their own pilgrimage:
   * the row of each one's journey under way, with the pilgrimage's id.
   */
  async participantRowsOf(
    members: Array<{ pilgrimageId: number; userId: number }>,
  ): Promise<Array<CompanionRow & { pilgrimage_id: number }>> {
    return (await this.db('active_pilgrimages as j')
      .join('users as u', 'u.id', 'j.user_id')
      .leftJoin('pilgrimage_companions as c', function () {
        this.on('c.user_id', 'j.user_id').andOn('c.pilgrimage_id', 'j.pilgrimage_id');
      })
      .where('j.is_active', true)
      .whereIn(
        ['j.pilgrimage_id', 'j.user_id'],
        members.map((member) => [member.pilgrimageId, member.userId]),
      )
      .select([...this.companionSelect(), 'j.pilgrimage_id'])) as Array<CompanionRow & { pilgrimage_id: number }>;
  }

  /** linksOf for many members at once, each on their own pilgrimage, keyed `pilgrimageId:memberId`. */
  async linksOfMany(
    members: Array<{ pilgrimageId: number; userId: number }>,
  ): Promise<Map<string, CompanionLinkRow[]>> {
    const pairs = members.map((member) => [member.pilgrimageId, member.userId]);
    const rows = (await this.db('companion_links')
      .whereIn(['pilgrimage_id', 'requester_id'], pairs)
      .orWhereIn(['pilgrimage_id', 'addressee_id'], pairs)
      .select('pilgrimage_id', 'requester_id', 'addressee_id', 'accepted_at')) as Array<{
      pilgrimage_id: number;
      requester_id: number;
      addressee_id: number;
      accepted_at: Date | null;
    }>;
    const links = new Map<string, CompanionLinkRow[]>();
    for (const row of rows) {
      const link = { requesterId: row.requester_id, addresseeId: row.addressee_id, accepted: row.accepted_at !== null };
      for (const member of [row.requester_id, row.addressee_id]) {
        const key = `${row.pilgrimage_id}:${member}`;
        links.set(key, [...(links.get(key) ?? []), link]);
      }
    }
    return links;
  }

  /** Members with an active journey on the pilgrimage. */
  async listParticipants(pilgrimageId: number, userId?: number): Promise<CompanionRow[]> {
    const query = this.db('active_pilgrimages as j')
      .join('users as u', 'u.id', 'j.user_id')
      .leftJoin('pilgrimage_companions as c', function () {
        this.on('c.user_id', 'j.user_id').andOn('c.pilgrimage_id', 'j.pilgrimage_id');
      })
      .where({ 'j.pilgrimage_id': pilgrimageId, 'j.is_active': true })
      .select(this.companionSelect())
      .orderBy('j.started_at');
    if (userId !== undefined) void query.andWhere('j.user_id', userId);
    return (await query) as CompanionRow[];
  }
}
