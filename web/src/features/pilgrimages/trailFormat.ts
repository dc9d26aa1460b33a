import { METERS_PER_MILE } from '@sacred/core/limits';
import { oneDecimal, type Units, type UnitsShown } from '@sacred/core/settings';
import { useMemo } from 'react';
import { formattersFor, useLocale } from '../../i18n/format';
import type { Text } from '../../i18n/useText';
import type english from './messages/en';
import { usePilgrimagesText } from './messages';

const KM_PER_MILE = METERS_PER_MILE / 1000;

/**
 * Numbers as the trail screens write them. In English (en-US) exactly as core always wrote them
 * (`toFixed`, no grouping), so the spec's words keep every letter; in the other locales through `Intl`.
 */
export interface TrailNumbers {
  /** A whole number: "2310" in English (as `${n}`), "2.310" in German. */
  whole(value: number): string;
  /** A count as `toLocaleString('en-US')` wrote it: "2,310"; "2.310" in German. */
  grouped(value: number): string;
  /** Fixed decimals: "12.4" (toFixed), "12,4". */
  fixed(value: number, digits: number): string;
  /** Up to one decimal without a trailing zero: "5", "0.6"; "0,6". */
  upToOne(value: number): string;
}

export function trailNumbers(locale: string): TrailNumbers {
  const english = locale === 'en-US';
  const format = formattersFor(locale);
  return {
    whole: (value) => (english ? String(Math.round(value)) : format.number(Math.round(value))),
    grouped: (value) => format.number(value),
    fixed: (value, digits) =>
      english
        ? value.toFixed(digits)
        : format.number(value, { minimumFractionDigits: digits, maximumFractionDigits: digits }),
    upToOne: (value) =>
      english ? oneDecimal(value) : format.number(Math.round(value * 10) / 10 + 0, { maximumFractionDigits: 1 }),
  };
}

/** Distances in the member's units, worded by the pilgrimages catalogue and numbered in the locale. */
export interface TrailDistances extends TrailNumbers {
  /** core's formatDistance: "850 m", "1.5 km", "300 ft", "2.4 mi". */
  distance(meters: number, units: Units): string;
  /** core's formatRouteDistance: "12.5 miles", "1 mile", metric "20.1 km". */
  route(miles: number, units: UnitsShown): string;
  /** core's formatNearbyDistance: "1.2 km", "0.7 mi". */
  nearby(meters: number, units: UnitsShown): string;
}

export function trailDistances(t: Text<typeof english>, locale: string): TrailDistances {
  const numbers = trailNumbers(locale);
  const { whole, fixed, upToOne } = numbers;
  return {
    ...numbers,
    distance(meters, units) {
      if (units === 'imperial') {
        const miles = meters / METERS_PER_MILE;
        if (miles < 0.1) return t('unitFeet', { value: whole(meters * 3.28084) });
        return t('unitMiles', { value: miles < 10 ? fixed(miles, 1) : whole(miles) });
      }
      if (meters < 1000) return t('unitMeters', { value: whole(meters) });
      const km = meters / 1000;
      return t('unitKm', { value: km < 10 ? fixed(km, 1) : whole(km) });
    },
    route(miles, units) {
      if (units === 'metric') return t('unitKm', { value: upToOne(miles * KM_PER_MILE) });
      const rounded = Math.round(miles * 10) / 10;
      return t('routeMiles', { count: rounded, value: locale === 'en-US' ? String(rounded) : upToOne(rounded) });
    },
    nearby(meters, units) {
      const value = units === 'imperial' ? meters / METERS_PER_MILE : meters / 1000;
      const shown = fixed(Math.round(value * 10) / 10, 1);
      return t(units === 'imperial' ? 'unitMiles' : 'unitKm', { value: shown });
    },
  };
}

/** The trail screens' distances and numbers in the displayed language. */
export function useTrailFormat(): TrailDistances {
  const t = usePilgrimagesText();
  const locale = useLocale();
  return useMemo(() => trailDistances(t, locale), [t, locale]);
}
