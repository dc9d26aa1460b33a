import { CALM_WEATHER_ADVICE, WEATHER_ADVICE } from '@sacred/core/weather';
import { describe, expect, it } from 'vitest';
import { oneDecimal } from '@sacred/core/settings';
import { formatWind, toWeatherView } from './weatherView';

const report = {
  temperature: 72.4,
  condition: 'Partly Cloudy',
  description: 'Partly cloudy',
  humidity: 41,
  windSpeed: 6.4,
  visibility: 9.96,
  uvIndex: 3.2,
};

describe('weather formatting', () => {
  it('uses the spec units', () => {
    expect(formatWind(15.5)).toBe('16 mph');
    expect(oneDecimal(9.96)).toBe('10');
  });

  it('builds the panel view with the UV band and advice from core', () => {
    expect(toWeatherView(report, null)).toEqual({
      temperature: '72°F',
      condition: 'Partly Cloudy',
      description: 'Partly cloudy',
      humidity: '41%',
      wind: '6 mph',
      visibility: '10 mi',
      uvIndex: '3.2',
      uvBand: 'Moderate',
      advice: [CALM_WEATHER_ADVICE],
    });
  });

  it('gives advice for a hot, sunny day', () => {
    const view = toWeatherView({ ...report, temperature: 90, condition: 'Clear', uvIndex: 8 }, null);
    expect(view.uvBand).toBe('Very High');
    expect(view.advice).toEqual([WEATHER_ADVICE.heat, WEATHER_ADVICE.sun]);
  });
});

describe("weather in the member's units", () => {
  it('shows temperature and visibility in °C and km for a metric member, °F and mi for an imperial one', () => {
    expect(toWeatherView(report, 'metric')).toMatchObject({ temperature: '22°C', visibility: '16 km' });
    expect(toWeatherView(report, 'imperial')).toMatchObject({ temperature: '72°F', visibility: '10 mi' });
  });
});
