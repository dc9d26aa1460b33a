import type { Knex } from 'knex';
import type { LatLng } from '@sacred/core/geo';
import { uvBand, weatherAdvice, WEATHER_MESSAGES, WEATHER_REFETCH_MS, type WeatherQuery } from '@sacred/core/weather';
import { UnavailableError } from '../platform/errors';
import type { CurrentWeather, WeatherProvider } from './weather.provider';
import { WeatherRepository } from './weather.repository';
import type { Weather } from './weather.types';
import { countUpstreamError } from '../platform/infra/metrics';

/** Two decimals of a degree, about 1.1 km of latitude: one cache cell, one upstream call. */
export const WEATHER_CACHE_DECIMALS = 2;
/** A cached answer is fresh for as long as the client waits between refetches. */
export const WEATHER_CACHE_TTL_MS = WEATHER_REFETCH_MS;
/** While the provider is down, an entry is served for up to a day past its expiry, then pruned. */
export const WEATHER_STALE_LIMIT_MS = 24 * 60 * 60 * 1000;

/** A cell whose upstream call failed is not asked again for this long (stale data or 503 meanwhile). */
export const WEATHER_FAILURE_TTL_MS = 60_000;
/** Cells whose failure is remembered at most (oldest forgotten first). */
const FAILED_CELLS_KEPT = 10_000;
/**
 * Upstream calls of this process: a burst, then a steady rate (Open-Meteo's free tier allows 600 a
 * minute). A client walking the map cell by cell cannot make the server hammer the provider.
 */
export const WEATHER_UPSTREAM_BUDGET = { burst: 30, perSecond: 5 } as const;

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
  /** When each recently failed cell failed (ms). */
  private readonly failedAt = new Map<string, number>();
  private tokens: number;
  private tokensAt: number;

  constructor(
    private readonly knex: Knex,
    private readonly provider: WeatherProvider,
    private readonly now: () => Date = () => new Date(),
    private readonly budget: { burst: number; perSecond: number } = WEATHER_UPSTREAM_BUDGET,
  ) {
    this.tokens = budget.burst;
    this.tokensAt = now().getTime();
  }

  /** Takes one upstream call from the budget; false when it is spent. */
  private takeUpstreamCall(at: number): boolean {
    this.tokens = Math.min(this.budget.burst, this.tokens + ((at - this.tokensAt) / 1000) * this.budget.perSecond);
    this.tokensAt = at;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  private rememberFailure(key: string, at: number): void {
    this.failedAt.delete(key);
    if (this.failedAt.size >= FAILED_CELLS_KEPT) this.failedAt.delete(this.failedAt.keys().next().value as string);
    this.failedAt.set(key, at);
  }

  async current(query: WeatherQuery): Promise<Weather> {
    const cell = weatherCell(query);
    const key = `${cell.latitude},${cell.longitude}`;
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.load(cell, key).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  private async load(cell: LatLng, key: string): Promise<Weather> {
    const now = this.now();
    const at = now.getTime();
    const cached = await new WeatherRepository(this.knex).find(cell);
    if (cached && cached.expiresAt > now) return toWeather(cached.weather);
    const staleOrUnavailable = (cause?: unknown) => {
      if (cached && at - cached.expiresAt.getTime() <= WEATHER_STALE_LIMIT_MS) return toWeather(cached.weather);
      throw new UnavailableError(WEATHER_MESSAGES.unavailable, cause === undefined ? undefined : { cause });
    };

    const failed = this.failedAt.get(key);
    if (failed !== undefined && at - failed < WEATHER_FAILURE_TTL_MS) return staleOrUnavailable();
    if (!this.takeUpstreamCall(at)) return staleOrUnavailable();
    let fresh: CurrentWeather;
    try {
      fresh = await this.provider.current(cell);
    } catch (error) {
      countUpstreamError('weather');
      this.rememberFailure(key, at);
      return staleOrUnavailable(error);
    }
    this.failedAt.delete(key);
    await this.knex.transaction(async (trx) => {
      const repository = new WeatherRepository(trx);
      await repository.replace(cell, fresh, new Date(now.getTime() + WEATHER_CACHE_TTL_MS));
      await repository.pruneExpiredBefore(new Date(now.getTime() - WEATHER_STALE_LIMIT_MS));
    });
    return toWeather(fresh);
  }
}
