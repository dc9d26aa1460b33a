import type { Knex } from 'knex';
import type { JournalEntryInput } from '@sacred/core/journal';
import { translateDatabaseError } from '../platform/errors';
import type { JournalEntry } from './journal.types';

interface JournalRow {
  id: number;
  user_id: number;
  title: string | null;
  content: string;
  mood: string | null;
  weather: string | null;
  temperature: number | null;
  moon_phase: string | null;
  photos: string[];
  is_private: boolean;
  altar_id: number | null;
  altar_name: string | null;
  pilgrimage_id: number | null;
  latitude: number | null;
  longitude: number | null;
  created_at: Date;
}

const toEntry = (row: JournalRow): JournalEntry => ({
  id: row.id,
  userId: row.user_id,
  title: row.title,
  content: row.content,
  mood: row.mood,
  weather: row.weather,
  temperature: row.temperature === null ? null : Number(row.temperature),
  moonPhase: row.moon_phase,
  photos: row.photos,
  isPrivate: row.is_private,
  altarId: row.altar_id,
  altarName: row.altar_name,
  pilgrimageId: row.pilgrimage_id,
  latitude: row.latitude === null ? null : Number(row.latitude),
  longitude: row.longitude === null ? null : Number(row.longitude),
  createdAt: row.created_at,
});

export interface JournalQuery {
  ownerId: number;
  /** false: only the owner's public entries (another member is reading). */
  includePrivate: boolean;
  altarId?: number | null;
  pilgrimageId?: number | null;
  limit: number;
}

export class JournalRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  private select() {
    return this.db('journal_entries as j')
      .leftJoin('altars as a', 'a.id', 'j.altar_id')
      .select<JournalRow[]>(
        'j.id',
        'j.user_id',
        'j.title',
        'j.content',
        'j.mood',
        'j.weather',
        'j.temperature',
        'j.moon_phase',
        'j.photos',
        'j.is_private',
        'j.altar_id',
        'a.name as altar_name',
        'j.pilgrimage_id',
        'j.latitude',
        'j.longitude',
        'j.created_at',
      );
  }

  async list(query: JournalQuery): Promise<JournalEntry[]> {
    const rows = await this.select()
      .where('j.user_id', query.ownerId)
      .modify((builder) => {
        if (!query.includePrivate) builder.where('j.is_private', false);
        if (query.altarId) builder.where('j.altar_id', query.altarId);
        if (query.pilgrimageId) builder.where('j.pilgrimage_id', query.pilgrimageId);
      })
      .orderBy([
        { column: 'j.created_at', order: 'desc' },
        { column: 'j.id', order: 'desc' },
      ])
      .limit(query.limit);
    return rows.map(toEntry);
  }

  async findById(id: number): Promise<JournalEntry | undefined> {
    const row = await this.select().where('j.id', id).first<JournalRow | undefined>();
    return row ? toEntry(row) : undefined;
  }

  async insert(userId: number, input: JournalEntryInput, moonPhase: string): Promise<JournalEntry> {
    const [row] = await this.db('journal_entries')
      .insert({
        user_id: userId,
        title: input.title || null,
        content: input.content,
        mood: input.mood,
        weather: input.weather,
        temperature: input.temperature,
        moon_phase: moonPhase,
        is_private: input.isPrivate,
        altar_id: input.altarId ?? null,
        pilgrimage_id: input.pilgrimageId ?? null,
      })
      .returning<{ id: number }[]>('id')
      .catch((error: unknown) => {
        throw translateDatabaseError(error);
      });
    return (await this.findById((row as { id: number }).id)) as JournalEntry;
  }

  async delete(id: number): Promise<void> {
    await this.db('journal_entries').where({ id }).delete();
  }
}
