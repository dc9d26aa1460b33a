import { METERS_PER_MILE } from '@sacred/core/limits';
import { describeWeatherCode, type WeatherReport } from '@sacred/core/weather';
import type { LatLng } from '@sacred/core/geo';

/** Current conditions as a provider reports them, already in the spec's units. */
export interface CurrentWeather extends WeatherReport {
  observedAt: Date;
}

/** Any source of current weather; the service caches and falls back, the provider only asks. */
export interface WeatherProvider {
  current(place: LatLng): Promise<CurrentWeather>;
}

export class WeatherProviderError extends Error {}

const CURRENT_VARIABLES = [
  'temperature_2m',
  'relative_humidity_2m',
  'weather_code',
  'wind_speed_10m',
  'visibility',
  'uv_index',
] as const;
type CurrentVariable = (typeof CURRENT_VARIABLES)[number];

interface OpenMeteoAnswer {
  current?: Partial<Record<CurrentVariable | 'time', unknown>>;
  current_units?: Partial<Record<CurrentVariable, unknown>>;
}

const FEET_PER_MILE = 5280;
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * Open-Meteo's forecast API (no key): `current` conditions in Fahrenheit and mph. Visibility comes in
 * metres, or in feet when imperial units are asked for (it has varied), so we read `current_units`.
 */
export class OpenMeteoProvider implements WeatherProvider {
  private readonly endpoint: string;

  constructor(
    baseUrl: string,
    private readonly timeoutMs = 5000,
  ) {
    // Throws at start-up for a malformed WEATHER_BASE_URL rather than on the first request.
    this.endpoint = new URL(`${baseUrl.replace(/\/+$/, '')}/v1/forecast`).toString();
  }

  async current({ latitude, longitude }: LatLng): Promise<CurrentWeather> {
    const url = new URL(this.endpoint);
    url.search = new URLSearchParams({
      latitude: String(latitude),
      longitude: String(longitude),
      current: CURRENT_VARIABLES.join(','),
      temperature_unit: 'fahrenheit',
      wind_speed_unit: 'mph',
      timeformat: 'unixtime',
    }).toString();
    const response = await fetch(url, {
      signal: AbortSignal.timeout(this.timeoutMs),
      headers: { accept: 'application/json' },
    });
    if (!response.ok) throw new WeatherProviderError(`Open-Meteo answered ${response.status}`);
    return parseOpenMeteo((await response.json()) as OpenMeteoAnswer);
  }
}

export function parseOpenMeteo(answer: OpenMeteoAnswer): CurrentWeather {
  const current = answer.current ?? {};
  const number = (name: CurrentVariable): number => {
    const value = current[name];
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      throw new WeatherProviderError(`Open-Meteo answered without a usable ${name}`);
    }
    return value;
  };
  const visibilityUnit = String(answer.current_units?.visibility ?? 'm').toLowerCase();
  const visibilityMiles =
    visibilityUnit === 'ft' ? number('visibility') / FEET_PER_MILE : number('visibility') / METERS_PER_MILE;
  const { condition, description } = describeWeatherCode(number('weather_code'));
  const time = current.time;
  return {
    temperature: oneDecimal(number('temperature_2m')),
    condition,
    description,
    humidity: Math.round(number('relative_humidity_2m')),
    windSpeed: oneDecimal(number('wind_speed_10m')),
    visibility: oneDecimal(visibilityMiles),
    uvIndex: oneDecimal(Math.max(0, number('uv_index'))),
    observedAt: typeof time === 'number' && Number.isFinite(time) ? new Date(time * 1000) : new Date(),
  };
}
