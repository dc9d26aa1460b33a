import { useMemo } from 'react';
import type { UnitsShown } from '@sacred/core/settings';
import { useFormat, type Formatters } from '../../i18n/format';
import { fixedIn } from '../walk-safe/walkSafeText';
import { useJourneysText, type JourneysText } from './messages';

const METERS_PER_MILE = 1609.344;
const KM_PER_MILE = METERS_PER_MILE / 1000;

/**
 * Distances, durations, paces and climbs in the displayed language's locale and the member's units, by the
 * same rules as core's formatTrackDistance, formatDistance, formatHoursMinutes, formatPace and formatClimb
 * (English reads as they do: no grouping, the same decimals).
 */
export interface Measures {
  /** Live tracking's distances (kept in km) to 0.01: "3.27 km", imperial "2.03 mi"; German "3,27 km". */
  track(km: number, units: UnitsShown): string;
  /** A distance in metres: "350 m", "1.2 km", "12 km"; imperial "300 ft", "0.8 mi". */
  distance(meters: number, units: UnitsShown): string;
  /** "3 h 20 min", "45 min", "0 min". */
  duration(minutes: number): string;
  /** "12:05 /km", "19:27 /mi". */
  pace(secondsPerKm: number, units: UnitsShown): string;
  /** "120 m", "394 ft". */
  climb(meters: number, units: UnitsShown): string;
  /** Whole metres: "12 m". */
  meters(value: number): string;
  /** A coordinate to fixed decimals, in the locale: "34.869700", German "34,869700". */
  coordinate(value: number, decimals: number): string;
}

export function measuresFor(t: JourneysText, f: Formatters): Measures {
  const fixed = (value: number, digits: number) => fixedIn(f, value, digits);
  const whole = (value: number) => String(Math.round(value));
  return {
    track: (km, units) =>
      units === 'imperial'
        ? t('miles', { value: fixed(km / KM_PER_MILE, 2) })
        : t('kilometres', { value: fixed(km, 2) }),
    distance: (meters, units) => {
      if (units === 'imperial') {
        const miles = meters / METERS_PER_MILE;
        if (miles < 0.1) return t('feet', { value: whole(meters * 3.28084) });
        return t('miles', { value: miles < 10 ? fixed(miles, 1) : whole(miles) });
      }
      if (meters < 1000) return t('meters', { value: whole(meters) });
      const km = meters / 1000;
      return t('kilometres', { value: km < 10 ? fixed(km, 1) : whole(km) });
    },
    duration: (minutes) => {
      const total = Math.max(0, Math.round(minutes));
      const hours = Math.floor(total / 60);
      const rest = total % 60;
      if (hours === 0) return t('minutes', { minutes: rest });
      return rest === 0 ? t('hours', { hours }) : t('hoursMinutes', { hours, minutes: rest });
    },
    pace: (secondsPerKm, units) => {
      const perUnit = units === 'imperial' ? secondsPerKm * KM_PER_MILE : secondsPerKm;
      const total = Math.round(perUnit);
      const time = `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
      return t('paceValue', { time, unit: units === 'imperial' ? 'mi' : 'km' });
    },
    climb: (meters, units) =>
      units === 'imperial' ? t('feet', { value: whole(meters * 3.28084) }) : t('meters', { value: whole(meters) }),
    meters: (value) => t('meters', { value: whole(value) }),
    coordinate: (value, decimals) => fixed(value, decimals),
  };
}

/** The measures of the displayed language. */
export function useMeasures(): Measures {
  const t = useJourneysText();
  const f = useFormat();
  return useMemo(() => measuresFor(t, f), [t, f]);
}
