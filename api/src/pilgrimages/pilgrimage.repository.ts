import type { Knex } from 'knex';
import type { MapPilgrimage } from './pilgrimage.types';

interface MapPilgrimageRow {
  id: number;
  name: string;
  type: string;
  description: string | null;
  start_latitude: number | null;
  start_longitude: number | null;
  starting_latitude: number | null;
  starting_longitude: number | null;
  distance: number | null;
  difficulty: string;
  duration: string | null;
  estimated_duration: string | null;
  season: string | null;
  significance: string | null;
  is_featured: boolean;
}

const MAP_COLUMNS = [
  'id',
  'name',
  'type',
  'description',
  'start_latitude',
  'start_longitude',
  'starting_latitude',
  'starting_longitude',
  'distance',
  'difficulty',
  'duration',
  'estimated_duration',
  'season',
  'significance',
  'is_featured',
];

const numberOrNull = (value: number | string | null): number | null => (value === null ? null : Number(value));

function toMapPilgrimage(row: MapPilgrimageRow): MapPilgrimage {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    description: row.description,
    startLatitude: numberOrNull(row.start_latitude),
    startLongitude: numberOrNull(row.start_longitude),
    startingLatitude: numberOrNull(row.starting_latitude),
    startingLongitude: numberOrNull(row.starting_longitude),
    distance: numberOrNull(row.distance),
    difficulty: row.difficulty,
    duration: row.duration,
    estimatedDuration: row.estimated_duration,
    season: row.season,
    significance: row.significance,
    isFeatured: row.is_featured,
  };
}

export class PilgrimageRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  /** Featured first, then by name; bounded by the caller. */
  async listForMap(limit: number): Promise<MapPilgrimage[]> {
    const rows = await this.db('pilgrimages')
      .select<MapPilgrimageRow[]>(MAP_COLUMNS)
      .orderBy([{ column: 'is_featured', order: 'desc' }, { column: 'name' }, { column: 'id' }])
      .limit(limit);
    return rows.map(toMapPilgrimage);
  }
}
