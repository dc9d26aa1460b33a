import { formatTemperature, formatVisibility, oneDecimal, type UnitsShown } from '@sacred/core/settings';
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

export const formatHumidity = (percent: number) => `${Math.round(percent)}%`;
export const formatWind = (mph: number) => `${Math.round(mph)} mph`;

/** UV band and advice come from core, the same functions the server uses; temperature and visibility in the units shown. */
export function toWeatherView(report: WeatherReport, units: UnitsShown): WeatherView {
  return {
    temperature: formatTemperature(report.temperature, units),
    condition: report.condition,
    description: report.description,
    humidity: formatHumidity(report.humidity),
    wind: formatWind(report.windSpeed),
    visibility: formatVisibility(report.visibility, units),
    uvIndex: oneDecimal(report.uvIndex),
    uvBand: uvBand(report.uvIndex),
    advice: weatherAdvice(report),
  };
}
