import { oneDecimal, type UnitsShown } from '@sacred/core/settings';
import { METERS_PER_MILE } from '@sacred/core/limits';
import { uvBand, weatherAdvice } from '@sacred/core/weather';
import type { UvBand, WeatherReport } from '@sacred/core/weather';
import { formattersFor, type Formatters } from '../../i18n/format';

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

/** English numbers, as the spec writes them: the default where no locale is given. */
const ENGLISH = formattersFor('en-US');
const KMH_PER_MPH = METERS_PER_MILE / 1000;

/** Up to one decimal, without a trailing zero, in the locale: as core's oneDecimal in English ("10", "3.2"). */
const decimal = (format: Formatters, value: number) =>
  format.number(Number(oneDecimal(value)), { maximumFractionDigits: 1, useGrouping: false });

export const formatHumidity = (percent: number, format: Formatters = ENGLISH) =>
  format.number(Math.round(percent) / 100, { style: 'percent', maximumFractionDigits: 0 });

/** Wind (reported in mph): "16 mph" for guests and imperial members, km/h for metric ones. */
export const formatWind = (mph: number, units: UnitsShown = null, format: Formatters = ENGLISH) =>
  units === 'metric'
    ? `${format.number(Math.round(mph * KMH_PER_MPH), { useGrouping: false })} km/h`
    : `${format.number(Math.round(mph), { useGrouping: false })} mph`;

/** A temperature (reported in °F) as core's formatTemperature writes it, its number in the locale. */
export function formatLocalTemperature(fahrenheit: number, units: UnitsShown, format: Formatters = ENGLISH): string {
  if (units === 'metric') return `${format.number(Math.round(((fahrenheit - 32) * 5) / 9) + 0)}°C`;
  return `${format.number(Math.round(fahrenheit) + 0)}°F`;
}

/** Visibility (reported in miles) as core's formatVisibility writes it, its number in the locale. */
export function formatLocalVisibility(miles: number, units: UnitsShown, format: Formatters = ENGLISH): string {
  return units === 'metric' ? `${decimal(format, miles * KMH_PER_MPH)} km` : `${decimal(format, miles)} mi`;
}

/**
 * UV band and advice come from core, the same functions the server uses; temperature, wind and visibility in
 * the units shown, numbers in the displayed language's locale (English when none is given).
 */
export function toWeatherView(report: WeatherReport, units: UnitsShown, format: Formatters = ENGLISH): WeatherView {
  return {
    temperature: formatLocalTemperature(report.temperature, units, format),
    condition: report.condition,
    description: report.description,
    humidity: formatHumidity(report.humidity, format),
    wind: formatWind(report.windSpeed, units, format),
    visibility: formatLocalVisibility(report.visibility, units, format),
    uvIndex: decimal(format, report.uvIndex),
    uvBand: uvBand(report.uvIndex),
    advice: weatherAdvice(report),
  };
}
