import type { Knex } from 'knex';
import type { ActivePilgrimage } from './journey.types';

interface JourneyRow {
  id: number;
  user_id: number;
  pilgrimage_id: number;
  pilgrimage_name: string;
  distance_traveled: number | string;
  estimated_time_remaining: number | null;
  current_altar_index: number;
  total_checkpoints: number | string;
  checkpoint_reached: number[];
  current_latitude: number | string | null;
  current_longitude: number | string | null;
  is_active: boolean;
  started_at: Date;
  last_location_update: Date | null;
}

const numberOrNull = (value: number | string | null): number | null => (value === null ? null : Number(value));

const toJourney = (row: JourneyRow): ActivePilgrimage => ({
  id: row.id,
  userId: row.user_id,
  pilgrimageId: row.pilgrimage_id,
  pilgrimageName: row.pilgrimage_name,
  distanceTraveled: Number(row.distance_traveled),
  estimatedTimeRemaining: row.estimated_time_remaining,
  currentAltarIndex: row.current_altar_index,
  totalCheckpoints: Number(row.total_checkpoints),
  checkpointReached: row.checkpoint_reached,
  currentLatitude: numberOrNull(row.current_latitude),
  currentLongitude: numberOrNull(row.current_longitude),
  isActive: row.is_active,
  startedAt: row.started_at,
  lastLocationUpdate: row.last_location_update,
});

const COLUMNS = [
  'j.id',
  'j.user_id',
  'j.pilgrimage_id',
  'p.name as pilgrimage_name',
  'j.distance_traveled',
  'j.estimated_time_remaining',
  'j.current_altar_index',
  'j.checkpoint_reached',
  'j.current_latitude',
  'j.current_longitude',
  'j.is_active',
  'j.started_at',
  'j.last_location_update',
];

export interface NewJourney {
  userId: number;
  pilgrimageId: number;
  latitude: number | null;
  longitude: number | null;
  estimatedTimeRemaining: number | null;
  /** When it began on the device (a journey begun offline); now when null. Never after now. */
  startedAt: Date | null;
}

export class JourneyRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  private select() {
    return this.db('active_pilgrimages as j')
      .join('pilgrimages as p', 'p.id', 'j.pilgrimage_id')
      .select(COLUMNS)
      .select(this.db.raw('cardinality(p.altar_ids) AS total_checkpoints'));
  }

  /** Inserts an active journey unless the member already has one on this pilgrimage; returns the active one. */
  async startOrGet(journey: NewJourney): Promise<{ journey: ActivePilgrimage; created: boolean }> {
    const inserted = await this.db.raw<{ rows: Array<{ id: number }> }>(
      `INSERT INTO active_pilgrimages
         (user_id, pilgrimage_id, current_latitude, current_longitude, last_location_update, estimated_time_remaining,
          started_at)
       VALUES (?, ?, ?, ?, CASE WHEN ?::numeric IS NULL THEN NULL ELSE now() END, ?,
               LEAST(COALESCE(?::timestamptz, now()), now()))
       ON CONFLICT (user_id, pilgrimage_id) WHERE is_active DO NOTHING
       RETURNING id`,
      [
        journey.userId,
        journey.pilgrimageId,
        journey.latitude,
        journey.longitude,
        journey.latitude,
        journey.estimatedTimeRemaining,
        journey.startedAt,
      ],
    );
    const active = (await this.select()
      .where({ 'j.user_id': journey.userId, 'j.pilgrimage_id': journey.pilgrimageId, 'j.is_active': true })
      .first()) as JourneyRow | undefined;
    if (!active) throw new Error('active journey vanished after insert');
    return { journey: toJourney(active), created: inserted.rows.length > 0 };
  }

  async listForUser(userId: number, limit: number): Promise<ActivePilgrimage[]> {
    const rows = (await this.select()
      .where({ 'j.user_id': userId, 'j.is_active': true })
      .orderBy([
        { column: 'j.started_at', order: 'desc' },
        { column: 'j.id', order: 'desc' },
      ])
      .limit(limit)) as JourneyRow[];
    return rows.map(toJourney);
  }

  async findForUser(id: number, userId: number): Promise<ActivePilgrimage | undefined> {
    const row = (await this.select().where({ 'j.id': id, 'j.user_id': userId }).first()) as JourneyRow | undefined;
    return row ? toJourney(row) : undefined;
  }

  async findActiveOn(pilgrimageId: number, userId: number): Promise<ActivePilgrimage | undefined> {
    const row = (await this.select()
      .where({ 'j.pilgrimage_id': pilgrimageId, 'j.user_id': userId, 'j.is_active': true })
      .first()) as JourneyRow | undefined;
    return row ? toJourney(row) : undefined;
  }
}
