import * as yup from 'yup';
import { LATITUDE_RANGE, LONGITUDE_RANGE } from './limits';

/** Weather guidance: the response, UV bands and advice, shared by web and api. */

export const WEATHER_MESSAGES = {
  unavailableTitle: 'Weather Unavailable',
  unavailableBody: 'Check back later',
  unavailable: 'Weather data unavailable',
  latitudeRequired: 'Latitude is required',
  latitudeNotNumber: 'Latitude must be a number',
  latitudeRange: `Latitude must be between ${LATITUDE_RANGE.min} and ${LATITUDE_RANGE.max}`,
  longitudeRequired: 'Longitude is required',
  longitudeNotNumber: 'Longitude must be a number',
  longitudeRange: `Longitude must be between ${LONGITUDE_RANGE.min} and ${LONGITUDE_RANGE.max}`,
} as const;

/** The client refetches weather every 30 minutes; the server caches it for as long. */
export const WEATHER_REFETCH_MS = 30 * 60 * 1000;

export const WEATHER_CONDITIONS = [
  'Clear',
  'Partly Cloudy',
  'Cloudy',
  'Fog',
  'Drizzle',
  'Rain',
  'Snow',
  'Thunderstorm',
  'Unknown',
] as const;
export type WeatherCondition = (typeof WEATHER_CONDITIONS)[number];

/** The weather answer: current conditions, the week's forecast and the advice. */
export interface WeatherReport {
  /** Degrees Fahrenheit. */
  temperature: number;
  /** A short condition, one of WEATHER_CONDITIONS from our provider. */
  condition: string;
  /** A fuller description, e.g. "Light drizzle". */
  description: string;
  /** Relative humidity, percent. */
  humidity: number;
  /** Miles per hour. */
  windSpeed: number;
  /** Miles. */
  visibility: number;
  /** The UV index (0 and up). */
  uvIndex: number;
}

export const UV_BANDS = ['Low', 'Moderate', 'High', 'Very High', 'Extreme'] as const;
export type UvBand = (typeof UV_BANDS)[number];

/** Up to 2 Low; up to 5 Moderate; up to 7 High; up to 10 Very High; above 10 Extreme. */
export function uvBand(uvIndex: number): UvBand {
  if (!(uvIndex > 2)) return 'Low'; // also an unreported (NaN) index
  if (uvIndex <= 5) return 'Moderate';
  if (uvIndex <= 7) return 'High';
  if (uvIndex <= 10) return 'Very High';
  return 'Extreme';
}

/** The conditions that raise an advice, in the order the advice lists them. */
export const WEATHER_ADVICE_TRIGGERS = ['heat', 'cold', 'rain', 'sun', 'wind', 'visibility', 'fog'] as const;
export type WeatherAdviceTrigger = (typeof WEATHER_ADVICE_TRIGGERS)[number];

export const WEATHER_THRESHOLDS = {
  /** Fahrenheit, inclusive. */
  hotAtLeast: 85,
  /** Fahrenheit, inclusive. */
  coldAtMost: 45,
  /** UV index, exclusive. */
  strongSunAbove: 6,
  /** mph, exclusive. */
  windyAbove: 15,
  /** Miles, exclusive. */
  lowVisibilityBelow: 5,
} as const;

export const WEATHER_ADVICE: Record<WeatherAdviceTrigger, string> = {
  heat: 'It is hot out: bring plenty of water, visit in the cool of morning or evening, and rest in the shade.',
  cold: 'It is cold: dress in warm layers, cover your hands and head, and keep your visit a little shorter.',
  rain: 'Rain is falling: wear waterproof layers and sturdy shoes, and mind your footing on wet stone and roots.',
  sun: 'The sun is strong: wear a hat and sunscreen, and seek shade around midday.',
  wind: 'It is windy: secure light offerings, leave candles unlit, and keep clear of dead branches.',
  visibility: 'Visibility is low: stay on marked paths, carry a light, and tell someone where you are going.',
  fog: 'Fog has settled in: move slowly, keep to trails you know, and let the hush deepen your practice.',
};

/** Shown when no trigger applies. */
export const CALM_WEATHER_ADVICE = 'Gentle conditions for a visit. Enjoy the quiet.';

const RAINY = /rain|drizzle|shower|thunder/i;
const FOGGY = /fog|mist/i;
const SUNNY = /^(clear|sunny|partly cloudy|mostly sunny|mainly clear)$/i;

/** Which advice triggers apply; conditions are matched loosely so other providers' words work too. */
export function weatherAdviceTriggers(
  weather: Pick<WeatherReport, 'temperature' | 'condition' | 'windSpeed' | 'visibility' | 'uvIndex'>,
): WeatherAdviceTrigger[] {
  const { temperature, condition, windSpeed, visibility, uvIndex } = weather;
  const applies: Record<WeatherAdviceTrigger, boolean> = {
    heat: temperature >= WEATHER_THRESHOLDS.hotAtLeast,
    cold: temperature <= WEATHER_THRESHOLDS.coldAtMost,
    rain: RAINY.test(condition),
    // "Sun": a clear or partly cloudy sky; at night the UV index is 0, so this never fires then.
    sun: SUNNY.test(condition.trim()) && uvIndex > WEATHER_THRESHOLDS.strongSunAbove,
    wind: windSpeed > WEATHER_THRESHOLDS.windyAbove,
    visibility: visibility < WEATHER_THRESHOLDS.lowVisibilityBelow,
    fog: FOGGY.test(condition),
  };
  return WEATHER_ADVICE_TRIGGERS.filter((trigger) => applies[trigger]);
}

/** One advice text per trigger that applies, or the calm line when none does. */
export function weatherAdvice(
  weather: Pick<WeatherReport, 'temperature' | 'condition' | 'windSpeed' | 'visibility' | 'uvIndex'>,
): string[] {
  const triggers = weatherAdviceTriggers(weather);
  return triggers.length > 0 ? triggers.map((trigger) => WEATHER_ADVICE[trigger]) : [CALM_WEATHER_ADVICE];
}

/** Open-Meteo reports the WMO present-weather code (`weather_code`); these are the values it uses. */
const WMO_CODES: Record<number, { condition: WeatherCondition; description: string }> = {
  0: { condition: 'Clear', description: 'Clear sky' },
  1: { condition: 'Clear', description: 'Mainly clear' },
  2: { condition: 'Partly Cloudy', description: 'Partly cloudy' },
  3: { condition: 'Cloudy', description: 'Overcast' },
  45: { condition: 'Fog', description: 'Fog' },
  48: { condition: 'Fog', description: 'Freezing fog with rime' },
  51: { condition: 'Drizzle', description: 'Light drizzle' },
  53: { condition: 'Drizzle', description: 'Moderate drizzle' },
  55: { condition: 'Drizzle', description: 'Dense drizzle' },
  56: { condition: 'Drizzle', description: 'Light freezing drizzle' },
  57: { condition: 'Drizzle', description: 'Dense freezing drizzle' },
  61: { condition: 'Rain', description: 'Light rain' },
  63: { condition: 'Rain', description: 'Moderate rain' },
  65: { condition: 'Rain', description: 'Heavy rain' },
  66: { condition: 'Rain', description: 'Light freezing rain' },
  67: { condition: 'Rain', description: 'Heavy freezing rain' },
  71: { condition: 'Snow', description: 'Light snow' },
  73: { condition: 'Snow', description: 'Moderate snow' },
  75: { condition: 'Snow', description: 'Heavy snow' },
  77: { condition: 'Snow', description: 'Snow grains' },
  80: { condition: 'Rain', description: 'Light rain showers' },
  81: { condition: 'Rain', description: 'Moderate rain showers' },
  82: { condition: 'Rain', description: 'Violent rain showers' },
  85: { condition: 'Snow', description: 'Light snow showers' },
  86: { condition: 'Snow', description: 'Heavy snow showers' },
  95: { condition: 'Thunderstorm', description: 'Thunderstorm' },
  96: { condition: 'Thunderstorm', description: 'Thunderstorm with light hail' },
  99: { condition: 'Thunderstorm', description: 'Thunderstorm with heavy hail' },
};

/** Condition and description for a WMO weather code; an unlisted code is "Unknown", not a guess. */
export function describeWeatherCode(code: number): { condition: WeatherCondition; description: string } {
  return WMO_CODES[code] ?? { condition: 'Unknown', description: 'Conditions not reported' };
}

const requiredCoordinate = (
  range: { min: number; max: number },
  required: string,
  notNumber: string,
  outOfRange: string,
) =>
  yup
    .number()
    .transform((value: unknown, original: unknown) => (original === '' ? undefined : value))
    .typeError(notNumber)
    .min(range.min, outOfRange)
    .max(range.max, outOfRange)
    .required(required);

const weatherLatitude = () =>
  requiredCoordinate(
    LATITUDE_RANGE,
    WEATHER_MESSAGES.latitudeRequired,
    WEATHER_MESSAGES.latitudeNotNumber,
    WEATHER_MESSAGES.latitudeRange,
  );
const weatherLongitude = () =>
  requiredCoordinate(
    LONGITUDE_RANGE,
    WEATHER_MESSAGES.longitudeRequired,
    WEATHER_MESSAGES.longitudeNotNumber,
    WEATHER_MESSAGES.longitudeRange,
  );

/** Query.weather (latitude, longitude). */
export const weatherQuerySchema = yup.object({ latitude: weatherLatitude(), longitude: weatherLongitude() });
export type WeatherQuery = yup.InferType<typeof weatherQuerySchema>;

/** GET /api/weather: the same rules under the REST names lat and lon, so field errors use the names sent. */
export const restWeatherQuerySchema = yup.object({ lat: weatherLatitude(), lon: weatherLongitude() });
