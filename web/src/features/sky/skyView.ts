import { compassPoint, skyAnswerFields, skyDay, solarDateAt } from '@sacred/core/sky';
import type { AltarSkyQuery } from '../../gql/graphql';
import type { MapRay } from '../map/basemap/TrailMap';

type AltarSkyData = AltarSkyQuery['altarSky'];

/** A clock time in the member's locale and time zone, with the zone's short name. */
export function formatSkyTime(iso: string | null | undefined, locale?: string, timeZone?: string): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  }).format(new Date(iso));
}

/** A date in the member's locale, e.g. "21 Dec 2026". */
export function formatSkyDate(iso: string, locale?: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone }).format(
    new Date(iso),
  );
}

/** An azimuth as text: "61° (ENE)". */
export function formatAzimuth(azimuth: number | null | undefined): string {
  if (azimuth === null || azimuth === undefined) return '—';
  return `${Math.round(azimuth)}° (${compassPoint(azimuth)})`;
}

/** A span of two clock times: "6:10 – 7:02 AM". */
export function formatSpan(start: string | null, end: string | null, locale?: string, timeZone?: string): string {
  if (!start || !end) return '—';
  return `${formatSkyTime(start, locale, timeZone)} – ${formatSkyTime(end, locale, timeZone)}`;
}

/** The rays of the altar's small map: sunrise and sunset at each coming solstice and equinox. */
export function skyRays(
  seasons: ReadonlyArray<{ name: string; sunriseAzimuth?: number | null; sunsetAzimuth?: number | null }>,
): MapRay[] {
  return seasons.flatMap((season) => [
    ...(season.sunriseAzimuth == null
      ? []
      : [{ key: `${season.name} sunrise`, azimuth: season.sunriseAzimuth, kind: 'rise' as const }]),
    ...(season.sunsetAzimuth == null
      ? []
      : [{ key: `${season.name} sunset`, azimuth: season.sunsetAzimuth, kind: 'set' as const }]),
  ]);
}

/**
 * The panel's figures worked out on this device (core/sky, as the server does) when the server cannot be
 * asked: no terrain, so no first direct light, and no reminder.
 */
export function localSky(altarId: number, place: { latitude: number; longitude: number }, now: Date): AltarSkyData {
  const day = skyDay(solarDateAt(now, place.longitude), place, now);
  return {
    altarId,
    date: day.date,
    ...skyAnswerFields(day),
    terrainKnown: false,
    firstLight: null,
    reminder: null,
  };
}
