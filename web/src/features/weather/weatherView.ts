import { uvBand, weatherAdvice } from '@sacred/core/weather';
import type { UvBand, WeatherReport } from '@sacred/core/weather';

/** What the weather panel shows: the report's figures formatted in the spec's units, band and advice. */
export interface WeatherView {
  temperature: string;
  condition: string;
  description: string;
  humidity: string;
  wind: string;
  visibility: string;
  uvIndex: string;
  uvBand: UvBand;
  advice: string[];
}

/** Up to one decimal, without a trailing ".0": 5 -> "5", 0.62 -> "0.6". */
export function oneDecimal(value: number): string {
  return String(Math.round(value * 10) / 10 + 0);
}

export const formatTemperature = (fahrenheit: number) => `${Math.round(fahrenheit) + 0}°F`;
export const formatHumidity = (percent: number) => `${Math.round(percent)}%`;
export const formatWind = (mph: number) => `${Math.round(mph)} mph`;
export const formatVisibility = (miles: number) => `${oneDecimal(miles)} mi`;

/** UV band and advice come from core, the same functions the server uses. */
export function toWeatherView(report: WeatherReport): WeatherView {
  return {
    temperature: formatTemperature(report.temperature),
    condition: report.condition,
    description: report.description,
    humidity: formatHumidity(report.humidity),
    wind: formatWind(report.windSpeed),
    visibility: formatVisibility(report.visibility),
    uvIndex: oneDecimal(report.uvIndex),
    uvBand: uvBand(report.uvIndex),
    advice: weatherAdvice(report),
  };
}
