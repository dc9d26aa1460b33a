import { describe, expect, it } from 'vitest';
import {
  CALM_WEATHER_ADVICE,
  WEATHER_ADVICE,
  WEATHER_ADVICE_TRIGGERS,
  WEATHER_MESSAGES,
  WEATHER_REFETCH_MS,
  describeWeatherCode,
  uvBand,
  weatherAdvice,
  weatherAdviceTriggers,
  weatherQuerySchema,
  type WeatherReport,
} from './weather';

/** Mild, cloudy, calm and clear-aired: no trigger applies. */
const calm: WeatherReport = {
  temperature: 65,
  condition: 'Cloudy',
  description: 'Overcast',
  humidity: 50,
  windSpeed: 5,
  visibility: 10,
  uvIndex: 3,
};
const triggersFor = (changes: Partial<WeatherReport>) => weatherAdviceTriggers({ ...calm, ...changes });

describe('uvBand', () => {
  it.each([
    [0, 'Low'],
    [2, 'Low'],
    [2.1, 'Moderate'],
    [5, 'Moderate'],
    [5.1, 'High'],
    [7, 'High'],
    [7.1, 'Very High'],
    [10, 'Very High'],
    [10.1, 'Extreme'],
    [14, 'Extreme'],
  ])('UV %f is %s', (uv, band) => {
    expect(uvBand(uv)).toBe(band);
  });
});

describe('weather advice triggers at their boundaries', () => {
  it('gives the calm line and no trigger for mild weather', () => {
    expect(weatherAdviceTriggers(calm)).toEqual([]);
    expect(weatherAdvice(calm)).toEqual([CALM_WEATHER_ADVICE]);
  });

  it('heat: 85 F or more', () => {
    expect(triggersFor({ temperature: 85 })).toEqual(['heat']);
    expect(triggersFor({ temperature: 84.9 })).toEqual([]);
  });

  it('cold: 45 F or less', () => {
    expect(triggersFor({ temperature: 45 })).toEqual(['cold']);
    expect(triggersFor({ temperature: 45.1 })).toEqual([]);
  });

  it('rain: rain, drizzle and thunderstorms, not snow or cloud', () => {
    expect(triggersFor({ condition: 'Rain' })).toEqual(['rain']);
    expect(triggersFor({ condition: 'Drizzle' })).toEqual(['rain']);
    expect(triggersFor({ condition: 'Thunderstorm' })).toEqual(['rain']);
    expect(triggersFor({ condition: 'light rain' })).toEqual(['rain']);
    expect(triggersFor({ condition: 'Snow' })).toEqual([]);
    expect(triggersFor({ condition: 'Cloudy' })).toEqual([]);
  });

  it('sun: a clear or partly cloudy sky with UV above 6', () => {
    expect(triggersFor({ condition: 'Clear', uvIndex: 6.1 })).toEqual(['sun']);
    expect(triggersFor({ condition: 'Partly Cloudy', uvIndex: 8 })).toEqual(['sun']);
    expect(triggersFor({ condition: 'sunny', uvIndex: 7 })).toEqual(['sun']);
    expect(triggersFor({ condition: 'Clear', uvIndex: 6 })).toEqual([]);
    expect(triggersFor({ condition: 'Cloudy', uvIndex: 9 })).toEqual([]);
  });

  it('wind: above 15 mph', () => {
    expect(triggersFor({ windSpeed: 15.1 })).toEqual(['wind']);
    expect(triggersFor({ windSpeed: 15 })).toEqual([]);
  });

  it('visibility: below 5 miles', () => {
    expect(triggersFor({ visibility: 4.9 })).toEqual(['visibility']);
    expect(triggersFor({ visibility: 5 })).toEqual([]);
  });

  it('fog', () => {
    expect(triggersFor({ condition: 'Fog' })).toEqual(['fog']);
    expect(triggersFor({ condition: 'Mist' })).toEqual(['fog']);
  });

  it('lists every trigger that applies, in the spec order, one text each', () => {
    const stormy = { ...calm, temperature: 44, condition: 'Fog', windSpeed: 20, visibility: 0.5 };
    expect(weatherAdviceTriggers(stormy)).toEqual(['cold', 'wind', 'visibility', 'fog']);
    expect(weatherAdvice(stormy)).toEqual([
      WEATHER_ADVICE.cold,
      WEATHER_ADVICE.wind,
      WEATHER_ADVICE.visibility,
      WEATHER_ADVICE.fog,
    ]);
  });

  it('has a distinct written text for every trigger', () => {
    const texts = WEATHER_ADVICE_TRIGGERS.map((trigger) => WEATHER_ADVICE[trigger]);
    expect(new Set(texts).size).toBe(WEATHER_ADVICE_TRIGGERS.length);
    for (const text of texts) expect(text.length).toBeGreaterThan(30);
  });
});

describe('describeWeatherCode', () => {
  it.each([
    [0, 'Clear', 'Clear sky'],
    [2, 'Partly Cloudy', 'Partly cloudy'],
    [3, 'Cloudy', 'Overcast'],
    [45, 'Fog', 'Fog'],
    [53, 'Drizzle', 'Moderate drizzle'],
    [63, 'Rain', 'Moderate rain'],
    [81, 'Rain', 'Moderate rain showers'],
    [75, 'Snow', 'Heavy snow'],
    [95, 'Thunderstorm', 'Thunderstorm'],
    [42, 'Unknown', 'Conditions not reported'],
  ])('code %i is %s (%s)', (code, condition, description) => {
    expect(describeWeatherCode(code)).toEqual({ condition, description });
  });
});

describe('weather constants and query', () => {
  it('uses the spec texts and a 30-minute refetch', () => {
    expect(WEATHER_MESSAGES).toMatchObject({
      unavailableTitle: 'Weather Unavailable',
      unavailableBody: 'Check back later',
      unavailable: 'Weather data unavailable',
    });
    expect(WEATHER_REFETCH_MS).toBe(1_800_000);
  });

  it('requires both coordinates within range', async () => {
    await expect(weatherQuerySchema.validate({ latitude: '39.74', longitude: '-104.99' })).resolves.toEqual({
      latitude: 39.74,
      longitude: -104.99,
    });
    await expect(weatherQuerySchema.validate({ longitude: 1 })).rejects.toThrow('Latitude is required');
    await expect(weatherQuerySchema.validate({ latitude: '', longitude: 1 })).rejects.toThrow('Latitude is required');
    await expect(weatherQuerySchema.validate({ latitude: 1, longitude: 'east' })).rejects.toThrow(
      'Longitude must be a number',
    );
    await expect(weatherQuerySchema.validate({ latitude: 90.01, longitude: 1 })).rejects.toThrow(
      'Latitude must be between -90 and 90',
    );
    await expect(weatherQuerySchema.validate({ latitude: 1, longitude: 180.01 })).rejects.toThrow(
      'Longitude must be between -180 and 180',
    );
  });
});
