import type { Knex } from 'knex';
import type { LatLng } from '@sacred/core/geo';
import type { CurrentWeather } from './weather.provider';

interface WeatherCacheRow {
  latitude: string | number;
  longitude: string | number;
  temperature: string | number;
  condition: string;
  humidity: number;
  wind_speed: string | number;
  visibility: string | number;
  uv_index: string | number;
  data: { description?: unknown; observedAt?: unknown };
  expires_at: Date;
}

export interface CachedWeather {
  weather: CurrentWeather;
  expiresAt: Date;
}

const COLUMNS = [
  'latitude',
  'longitude',
  'temperature',
  'condition',
  'humidity',
  'wind_speed',
  'visibility',
  'uv_index',
  'data',
  'expires_at',
];

function toCached(row: WeatherCacheRow): CachedWeather {
  const observedAt = typeof row.data.observedAt === 'string' ? new Date(row.data.observedAt) : undefined;
  return {
    weather: {
      temperature: Number(row.temperature),
      condition: row.condition,
      description: typeof row.data.description === 'string' ? row.data.description : row.condition,
      humidity: row.humidity,
      windSpeed: Number(row.wind_speed),
      visibility: Number(row.visibility),
      uvIndex: Number(row.uv_index),
      observedAt: observedAt && !Number.isNaN(observedAt.getTime()) ? observedAt : row.expires_at,
    },
    expiresAt: row.expires_at,
  };
}

/**
 * weather_cache: one row per cache cell (coordinates already rounded by the service). The table has no
 * unique key on the cell, so `replace` deletes and inserts in the caller's transaction and `find` reads
 * the newest row, which stays correct even if two API instances write the same cell at once.
 */
export class WeatherRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async find(cell: LatLng): Promise<CachedWeather | undefined> {
    const row = await this.db('weather_cache')
      .select<WeatherCacheRow[]>(COLUMNS)
      .where({ latitude: cell.latitude, longitude: cell.longitude })
      .orderBy('id', 'desc')
      .first<WeatherCacheRow | undefined>();
    return row ? toCached(row) : undefined;
  }

  async replace(cell: LatLng, weather: CurrentWeather, expiresAt: Date): Promise<void> {
    await this.db('weather_cache').where({ latitude: cell.latitude, longitude: cell.longitude }).delete();
    await this.db('weather_cache').insert({
      latitude: cell.latitude,
      longitude: cell.longitude,
      temperature: weather.temperature,
      condition: weather.condition,
      humidity: weather.humidity,
      wind_speed: weather.windSpeed,
      visibility: weather.visibility,
      uv_index: weather.uvIndex,
      data: { description: weather.description, observedAt: weather.observedAt.toISOString() },
      expires_at: expiresAt,
    });
  }

  /** Drops entries too old to serve even as a fallback (uses the expires_at index). */
  async pruneExpiredBefore(cutoff: Date): Promise<void> {
    await this.db('weather_cache').where('expires_at', '<', cutoff).delete();
  }
}
