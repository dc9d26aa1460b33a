import { CALM_WEATHER_ADVICE, WEATHER_ADVICE } from '@sacred/core/weather';
import { describe, expect, it } from 'vitest';
import { formatTemperature, formatVisibility, formatWind, oneDecimal, toWeatherView } from './weatherView';

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
    expect(formatTemperature(72.4)).toBe('72°F');
    expect(formatTemperature(-0.4)).toBe('0°F');
    expect(formatWind(15.5)).toBe('16 mph');
    expect(formatVisibility(5)).toBe('5 mi');
    expect(formatVisibility(0.62)).toBe('0.6 mi');
    expect(oneDecimal(9.96)).toBe('10');
  });

  it('builds the panel view with the UV band and advice from core', () => {
    expect(toWeatherView(report)).toEqual({
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
    const view = toWeatherView({ ...report, temperature: 90, condition: 'Clear', uvIndex: 8 });
    expect(view.uvBand).toBe('Very High');
    expect(view.advice).toEqual([WEATHER_ADVICE.heat, WEATHER_ADVICE.sun]);
  });
});
