import type { Knex } from 'knex';
import type { LatLng } from '@sacred/core/geo';
import { uvBand, weatherAdvice, WEATHER_MESSAGES, WEATHER_REFETCH_MS, type WeatherQuery } from '@sacred/core/weather';
import { UnavailableError } from '../platform/errors';
import type { CurrentWeather, WeatherProvider } from './weather.provider';
import { WeatherRepository } from './weather.repository';
import type { Weather } from './weather.types';

/** Two decimals of a degree, about 1.1 km of latitude: one cache cell, one upstream call. */
export const WEATHER_CACHE_DECIMALS = 2;
/** A cached answer is fresh for as long as the client waits between refetches. */
export const WEATHER_CACHE_TTL_MS = WEATHER_REFETCH_MS;
/** While the provider is down, an entry is served for up to a day past its expiry, then pruned. */
export const WEATHER_STALE_LIMIT_MS = 24 * 60 * 60 * 1000;

const round = (value: number) => {
  const factor = 10 ** WEATHER_CACHE_DECIMALS;
  return Math.round(value * factor) / factor + 0; // + 0 turns -0 into 0
};

export function weatherCell({ latitude, longitude }: LatLng): LatLng {
  return { latitude: round(latitude), longitude: round(longitude) };
}

function toWeather(weather: CurrentWeather): Weather {
  return { ...weather, uvBand: uvBand(weather.uvIndex), advice: weatherAdvice(weather) };
}

export class WeatherService {
  /** Requests for one cell that arrive together share one cache read and at most one upstream call. */
  private readonly inFlight = new Map<string, Promise<Weather>>();

  constructor(
    private readonly knex: Knex,
    private readonly provider: WeatherProvider,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async current(query: WeatherQuery): Promise<Weather> {
    const cell = weatherCell(query);
    const key = `${cell.latitude},${cell.longitude}`;
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.load(cell).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  private async load(cell: LatLng): Promise<Weather> {
    const now = this.now();
    const cached = await new WeatherRepository(this.knex).find(cell);
    if (cached && cached.expiresAt > now) return toWeather(cached.weather);

    let fresh: CurrentWeather;
    try {
      fresh = await this.provider.current(cell);
    } catch (error) {
      if (cached && now.getTime() - cached.expiresAt.getTime() <= WEATHER_STALE_LIMIT_MS)
        return toWeather(cached.weather);
      throw new UnavailableError(WEATHER_MESSAGES.unavailable, { cause: error });
    }
    await this.knex.transaction(async (trx) => {
      const repository = new WeatherRepository(trx);
      await repository.replace(cell, fresh, new Date(now.getTime() + WEATHER_CACHE_TTL_MS));
      await repository.pruneExpiredBefore(new Date(now.getTime() - WEATHER_STALE_LIMIT_MS));
    });
    return toWeather(fresh);
  }
}
