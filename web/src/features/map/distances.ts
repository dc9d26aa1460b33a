import { METERS_PER_MILE } from '@sacred/core/limits';
import type { Units, UnitsShown } from '@sacred/core/settings';
import type { Formatters } from '../../i18n/format';
import type { MapText } from './messages';

/**
 * The map's distances through Intl in the displayed language, in the member's units, and in English
 * letter for letter what core's formatters write (`formatDistance`, `formatNearbyDistance`, `formatRadius`,
 * `formatRouteDistance` in core/src/settings.ts): "1.2 mi", "350 ft", "0.7 km", "Within 5km"; German
 * "1,2 mi", "5 km".
 */

type Unit = 'meter' | 'kilometer' | 'foot' | 'mile';

/** English keeps core's ungrouped digits ("1234 km"); the other languages group as their locale does. */
const grouping = (f: Formatters): Intl.NumberFormatOptions => (f.locale.startsWith('en') ? { useGrouping: false } : {});

function measure(f: Formatters, value: number, unit: Unit, decimals: number, display: 'short' | 'narrow' = 'short') {
  // Rounded as core's toFixed does (9.95 km is "9.9 km" there; Intl alone would say "10.0 km").
  return f.number(Number(value.toFixed(decimals)), {
    style: 'unit',
    unit,
    unitDisplay: display,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    ...grouping(f),
  });
}

/** A search match's distance: feet or metres when near, else miles or km (to 0.1 under 10). */
export function distanceText(f: Formatters, meters: number, units: Units): string {
  if (units === 'imperial') {
    const miles = meters / METERS_PER_MILE;
    if (miles < 0.1) return measure(f, Math.round(meters * 3.28084), 'foot', 0);
    return miles < 10 ? measure(f, miles, 'mile', 1) : measure(f, Math.round(miles), 'mile', 0);
  }
  if (meters < 1000) return measure(f, Math.round(meters), 'meter', 0);
  const km = meters / 1000;
  return km < 10 ? measure(f, km, 'kilometer', 1) : measure(f, Math.round(km), 'kilometer', 0);
}

/** The nearby list's distance to 0.1: km (metric, and guests) or miles. */
export function nearbyDistanceText(f: Formatters, meters: number, units: UnitsShown): string {
  const imperial = units === 'imperial';
  const value = Math.round((imperial ? meters / METERS_PER_MILE : meters / 1000) * 10) / 10;
  return measure(f, value, imperial ? 'mile' : 'kilometer', 1);
}

/**
 * A radius as the nearby title says it: whole km (metric, and guests), miles to 0.1 for imperial. English
 * writes it without a space ("5km", as the spec does), the other languages as their locale ("5 km").
 */
export function radiusText(f: Formatters, meters: number, units: UnitsShown): string {
  const display = f.locale.startsWith('en') ? 'narrow' : 'short';
  if (units === 'imperial') {
    const miles = Math.round((meters / METERS_PER_MILE) * 10) / 10 + 0;
    return f.number(miles, {
      style: 'unit',
      unit: 'mile',
      unitDisplay: display,
      maximumFractionDigits: 1,
      ...grouping(f),
    });
  }
  return measure(f, Math.round(meters / 1000), 'kilometer', 0, display);
}

/** Whole kilometres, as the radius slider says them: "5 km". */
export function kilometresText(f: Formatters, km: number): string {
  return measure(f, km, 'kilometer', 0);
}

/** A route's length (stored in miles): "12.5 miles", "1 mile" (imperial, and guests); metric "20.1 km". */
export function routeDistanceText(t: MapText, f: Formatters, miles: number, units: UnitsShown): string {
  if (units === 'metric') {
    const km = Math.round(miles * (METERS_PER_MILE / 1000) * 10) / 10 + 0;
    return f.number(km, {
      style: 'unit',
      unit: 'kilometer',
      unitDisplay: 'short',
      maximumFractionDigits: 1,
      ...grouping(f),
    });
  }
  const rounded = Math.round(miles * 10) / 10;
  return t('routeMiles', { miles: rounded, shown: f.number(rounded, { maximumFractionDigits: 1, ...grouping(f) }) });
}
