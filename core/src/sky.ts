import { Body, Observer, SearchRiseSet } from 'astronomy-engine';
import * as yup from 'yup';
import { moonPhaseAt, type MoonPhaseName } from './moon';

/**
 * The sky at a place: the Sun from the NOAA solar calculator's equations (after Meeus, "Astronomical
 * Algorithms", chapters 25 and 28), written here so they run the same in the browser and on the server;
 * the Moon's rising and setting from astronomy-engine, the library the moon guidance already uses.
 *
 * A "day" at a place is its local solar day: the 24 hours centred on the Sun's transit nearest to noon
 * UTC shifted by the longitude (12:00 local mean time), so no time zone database is needed and every
 * event of that day is found, whatever the member's own zone.
 */

export interface SkyPlace {
  latitude: number;
  longitude: number;
}

const RAD = Math.PI / 180;
const DAY_MS = 86_400_000;
const sin = (degrees: number) => Math.sin(degrees * RAD);
const cos = (degrees: number) => Math.cos(degrees * RAD);
const normalize = (degrees: number) => ((degrees % 360) + 360) % 360;

/** Standard altitude of the Sun's centre at sunrise and sunset: 34' of refraction and 16' of semi-diameter below. */
export const SUNRISE_ALTITUDE_DEGREES = -0.833;
/** The golden hour: the Sun's centre between 6 degrees above and 4 degrees below the horizon. */
export const GOLDEN_HOUR_DEGREES = { high: 6, low: -4 } as const;
/** The Sun's mean angular radius, in degrees: first light is when its upper edge clears the horizon. */
export const SUN_SEMIDIAMETER_DEGREES = 0.2667;
/** The reminder before first light: how many minutes, and its bounds. */
export const FIRST_LIGHT_REMINDER_MINUTES = { min: 5, max: 180, default: 20 } as const;

interface SolarCoordinates {
  /** Apparent ecliptic longitude, degrees. */
  longitude: number;
  /** Declination, degrees. */
  declination: number;
  /** Apparent solar time minus mean solar time, minutes. */
  equationOfTime: number;
}

const julianDay = (date: Date) => date.getTime() / DAY_MS + 2440587.5;

/** The Sun's apparent place at `date` (NOAA's spreadsheet equations; UT is used for dynamical time). */
function solarCoordinates(date: Date): SolarCoordinates {
  const t = (julianDay(date) - 2451545) / 36525;
  const meanLongitude = normalize(280.46646 + t * (36000.76983 + t * 0.0003032));
  const meanAnomaly = 357.52911 + t * (35999.05029 - 0.0001537 * t);
  const eccentricity = 0.016708634 - t * (0.000042037 + 0.0000001267 * t);
  const centre =
    sin(meanAnomaly) * (1.914602 - t * (0.004817 + 0.000014 * t)) +
    sin(2 * meanAnomaly) * (0.019993 - 0.000101 * t) +
    sin(3 * meanAnomaly) * 0.000289;
  const omega = 125.04 - 1934.136 * t;
  const apparentLongitude = meanLongitude + centre - 0.00569 - 0.00478 * sin(omega);
  const meanObliquity = 23 + (26 + (21.448 - t * (46.815 + t * (0.00059 - t * 0.001813))) / 60) / 60;
  const obliquity = meanObliquity + 0.00256 * cos(omega);
  const declination = Math.asin(sin(obliquity) * sin(apparentLongitude)) / RAD;
  const y = Math.tan((obliquity / 2) * RAD) ** 2;
  const equationOfTime =
    (4 / RAD) *
    (y * sin(2 * meanLongitude) -
      2 * eccentricity * sin(meanAnomaly) +
      4 * eccentricity * y * sin(meanAnomaly) * cos(2 * meanLongitude) -
      0.5 * y * y * sin(4 * meanLongitude) -
      1.25 * eccentricity * eccentricity * sin(2 * meanAnomaly));
  return { longitude: normalize(apparentLongitude), declination, equationOfTime };
}

export interface SunPosition {
  /** Geometric altitude of the Sun's centre above the horizontal plane, degrees (no refraction). */
  altitude: number;
  /** Degrees clockwise from true north. */
  azimuth: number;
}

/** The hour angle of the Sun at `date` for a longitude, degrees (0 at transit, negative before). */
function hourAngle(date: Date, longitude: number, equationOfTime: number): number {
  const minutesOfDay =
    (date.getTime() - Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())) / 60000;
  const trueSolarMinutes = minutesOfDay + equationOfTime + 4 * longitude;
  return normalize(trueSolarMinutes / 4) - 180;
}

/** Where the Sun stands at `date` seen from `place`. */
export function sunPosition(date: Date, place: SkyPlace): SunPosition {
  const { declination, equationOfTime } = solarCoordinates(date);
  const h = hourAngle(date, place.longitude, equationOfTime);
  const cosZenith = Math.min(
    1,
    Math.max(-1, sin(place.latitude) * sin(declination) + cos(place.latitude) * cos(declination) * cos(h)),
  );
  const altitude = 90 - Math.acos(cosZenith) / RAD;
  const azimuth = normalize(
    Math.atan2(sin(h), cos(h) * sin(place.latitude) - Math.tan(declination * RAD) * cos(place.latitude)) / RAD + 180,
  );
  return { altitude, azimuth };
}

/**
 * Atmospheric refraction (degrees) that lifts a body seen at geometric altitude `altitude`, for a standard
 * atmosphere (Saemundsson's formula, Meeus 16.4): 34' at the horizon. Below 1.5 degrees under the horizontal
 * (a summit's view down to a far horizon) it is taken as constant.
 */
export function refractionDegrees(altitude: number): number {
  if (altitude > 85) return 0;
  const h = Math.max(altitude, -1.5);
  return 1.02 / Math.tan((h + 10.3 / (h + 5.11)) * RAD) / 60;
}

/** The solar date (YYYY-MM-DD) at a longitude at `now`: the calendar date of local mean time there. */
export function solarDateAt(now: Date, longitude: number): string {
  return new Date(now.getTime() + (longitude / 360) * DAY_MS).toISOString().slice(0, 10);
}

/** 12:00 local mean time of a solar date at a longitude (the middle of that solar day). */
function meanNoon(date: string, longitude: number): Date {
  return new Date(Date.parse(`${date}T12:00:00Z`) - (longitude / 360) * DAY_MS);
}

/** The instant of the Sun's transit (solar noon) on a solar date. */
export function solarNoon(date: string, place: SkyPlace): Date {
  let noon = meanNoon(date, place.longitude);
  for (let step = 0; step < 3; step++) {
    const { equationOfTime } = solarCoordinates(noon);
    noon = new Date(meanNoon(date, place.longitude).getTime() - equationOfTime * 60000);
  }
  return noon;
}

export type CrossingProblem = 'always above' | 'always below';

/**
 * When the Sun's centre crosses geometric altitude `altitude` on a solar date, rising (before the
 * transit) or setting (after), refined at the instant of the crossing itself. A string says why there is
 * no crossing that day: the Sun stays above (midnight sun) or below (polar night) that altitude.
 */
export function sunCrossing(
  date: string,
  place: SkyPlace,
  altitude: number,
  direction: 'rising' | 'setting',
): Date | CrossingProblem {
  const noon = solarNoon(date, place);
  let instant = noon;
  for (let step = 0; step < 5; step++) {
    const { declination } = solarCoordinates(instant);
    const cosH = (sin(altitude) - sin(place.latitude) * sin(declination)) / (cos(place.latitude) * cos(declination));
    if (cosH < -1) return 'always above';
    if (cosH > 1) return 'always below';
    const halfArcMinutes = (Math.acos(cosH) / RAD) * 4;
    // The transit of that instant's day: the equation of time drifts by seconds in half a day.
    const { equationOfTime } = solarCoordinates(instant);
    const transit = meanNoon(date, place.longitude).getTime() - equationOfTime * 60000;
    instant = new Date(transit + (direction === 'rising' ? -1 : 1) * halfArcMinutes * 60000);
  }
  return instant;
}

export interface SunEvent {
  /** UTC ISO 8601, or null when the Sun does not cross that altitude on this day. */
  at: string | null;
  /** The Sun's azimuth at that instant, degrees from north (null with `at`). */
  azimuth: number | null;
}

export interface GoldenHour {
  start: string | null;
  end: string | null;
}

export type SkyDayKind = 'normal' | 'midnight sun' | 'polar night';

export interface MoonEvents {
  rise: string | null;
  set: string | null;
  phase: MoonPhaseName;
  phaseIcon: string;
  /** Percent lit, 0 to 100. */
  illumination: number;
}

export interface SeasonMark {
  name: SeasonName;
  /** The instant of the solstice or equinox, UTC ISO 8601. */
  at: string;
  /** Azimuth of sunrise and sunset at the place on that day, degrees from north; null where the Sun does not rise or set. */
  sunriseAzimuth: number | null;
  sunsetAzimuth: number | null;
}

export interface SkyDay {
  date: string;
  kind: SkyDayKind;
  sunrise: SunEvent;
  sunset: SunEvent;
  solarNoon: string;
  morningGoldenHour: GoldenHour;
  eveningGoldenHour: GoldenHour;
  moon: MoonEvents;
  seasons: SeasonMark[];
}

const iso = (instant: Date | CrossingProblem): string | null =>
  instant instanceof Date ? instant.toISOString() : null;

function eventAt(instant: Date | CrossingProblem, place: SkyPlace): SunEvent {
  return instant instanceof Date
    ? { at: instant.toISOString(), azimuth: Math.round(sunPosition(instant, place).azimuth * 10) / 10 }
    : { at: null, azimuth: null };
}

export const SEASON_NAMES = ['March equinox', 'June solstice', 'September equinox', 'December solstice'] as const;
export type SeasonName = (typeof SEASON_NAMES)[number];

/** Degrees of apparent solar longitude per day, on average. */
const LONGITUDE_PER_DAY = 360 / 365.2422;

/** The next instant after `from` when the Sun's apparent longitude reaches `target` degrees. */
function nextSolarLongitude(target: number, from: Date): Date {
  const ahead = normalize(target - solarCoordinates(from).longitude);
  let instant = from.getTime() + (ahead / LONGITUDE_PER_DAY) * DAY_MS;
  for (let step = 0; step < 6; step++) {
    const gap = normalize(target - solarCoordinates(new Date(instant)).longitude + 180) - 180;
    instant += (gap / LONGITUDE_PER_DAY) * DAY_MS;
  }
  return new Date(instant);
}

/** The coming four solstices and equinoxes after `from`, soonest first, with the sunrise and sunset azimuths at `place`. */
export function comingSeasons(from: Date, place: SkyPlace): SeasonMark[] {
  return SEASON_NAMES.map((name, index) => ({ name, at: nextSolarLongitude(index * 90, from) }))
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map(({ name, at }) => {
      const date = solarDateAt(at, place.longitude);
      return {
        name,
        at: at.toISOString(),
        sunriseAzimuth: eventAt(sunCrossing(date, place, SUNRISE_ALTITUDE_DEGREES, 'rising'), place).azimuth,
        sunsetAzimuth: eventAt(sunCrossing(date, place, SUNRISE_ALTITUDE_DEGREES, 'setting'), place).azimuth,
      };
    });
}

/** Moonrise and moonset within the solar day, and the phase at its middle. */
function moonEvents(date: string, place: SkyPlace): MoonEvents {
  const start = new Date(meanNoon(date, place.longitude).getTime() - DAY_MS / 2);
  const observer = new Observer(place.latitude, place.longitude, 0);
  const within = (direction: 1 | -1): string | null => {
    const found = SearchRiseSet(Body.Moon, observer, direction, start, 1);
    return found ? found.date.toISOString() : null;
  };
  const phase = moonPhaseAt(meanNoon(date, place.longitude));
  return {
    rise: within(1),
    set: within(-1),
    phase: phase.phase,
    phaseIcon: phase.phaseIcon,
    illumination: phase.illumination,
  };
}

/** Everything the sky panel shows for a place on a solar date; `now` picks the coming solstices and equinoxes. */
/** A sky day as the altar's sky answer lays it out, field by field (the API and the device alike). */
export function skyAnswerFields(day: SkyDay) {
  return {
    kind: day.kind,
    sunrise: day.sunrise.at,
    sunriseAzimuth: day.sunrise.azimuth,
    sunset: day.sunset.at,
    sunsetAzimuth: day.sunset.azimuth,
    solarNoon: day.solarNoon,
    morningGoldenHourStart: day.morningGoldenHour.start,
    morningGoldenHourEnd: day.morningGoldenHour.end,
    eveningGoldenHourStart: day.eveningGoldenHour.start,
    eveningGoldenHourEnd: day.eveningGoldenHour.end,
    moonrise: day.moon.rise,
    moonset: day.moon.set,
    moonPhase: day.moon.phase,
    moonPhaseIcon: day.moon.phaseIcon,
    moonIllumination: day.moon.illumination,
    seasons: day.seasons,
  };
}

export function skyDay(date: string, place: SkyPlace, now: Date): SkyDay {
  const crossing = (altitude: number, direction: 'rising' | 'setting') => sunCrossing(date, place, altitude, direction);
  const sunrise = crossing(SUNRISE_ALTITUDE_DEGREES, 'rising');
  const sunset = crossing(SUNRISE_ALTITUDE_DEGREES, 'setting');
  const kind: SkyDayKind =
    sunrise === 'always above' ? 'midnight sun' : sunrise === 'always below' ? 'polar night' : 'normal';
  return {
    date,
    kind,
    sunrise: eventAt(sunrise, place),
    sunset: eventAt(sunset, place),
    solarNoon: solarNoon(date, place).toISOString(),
    morningGoldenHour: {
      start: iso(crossing(GOLDEN_HOUR_DEGREES.low, 'rising')),
      end: iso(crossing(GOLDEN_HOUR_DEGREES.high, 'rising')),
    },
    eveningGoldenHour: {
      start: iso(crossing(GOLDEN_HOUR_DEGREES.high, 'setting')),
      end: iso(crossing(GOLDEN_HOUR_DEGREES.low, 'setting')),
    },
    moon: moonEvents(date, place),
    seasons: comingSeasons(now, place),
  };
}

/**
 * The horizon around a place: the terrain's elevation angle (degrees above the horizontal, after the
 * Earth's curvature) at `angles.length` azimuths evenly spaced clockwise from north.
 */
export interface HorizonProfile {
  angles: number[];
}

/** The horizon's angle at an azimuth, interpolated between the two nearest samples. */
export function horizonAngleAt(profile: HorizonProfile, azimuth: number): number {
  const count = profile.angles.length;
  const position = (normalize(azimuth) / 360) * count;
  const below = Math.floor(position) % count;
  const above = (below + 1) % count;
  const fraction = position - Math.floor(position);
  return (profile.angles[below] ?? 0) * (1 - fraction) + (profile.angles[above] ?? 0) * fraction;
}

/** Is the Sun's upper edge, lifted by refraction, above the terrain's horizon at `date`? */
export function sunClearsHorizon(date: Date, place: SkyPlace, profile: HorizonProfile): boolean {
  const { altitude, azimuth } = sunPosition(date, place);
  return altitude + refractionDegrees(altitude) + SUN_SEMIDIAMETER_DEGREES > horizonAngleAt(profile, azimuth);
}

/**
 * First direct light on a solar date: the first instant the Sun's upper edge clears the terrain's
 * horizon, searched minute by minute from two hours before the standard sunrise (or the start of the
 * solar day) to the sunset (or its end), then to the second. Null when the Sun never clears the terrain
 * that day.
 */
export function firstDirectLight(date: string, place: SkyPlace, profile: HorizonProfile): Date | null {
  const dayStart = meanNoon(date, place.longitude).getTime() - DAY_MS / 2;
  const sunrise = sunCrossing(date, place, SUNRISE_ALTITUDE_DEGREES, 'rising');
  const sunset = sunCrossing(date, place, SUNRISE_ALTITUDE_DEGREES, 'setting');
  if (sunrise === 'always below') return null;
  const from = sunrise instanceof Date ? Math.max(dayStart, sunrise.getTime() - 2 * 3_600_000) : dayStart;
  const to = sunset instanceof Date ? sunset.getTime() : dayStart + DAY_MS;
  if (sunClearsHorizon(new Date(from), place, profile)) {
    // Already lit (midnight sun over a low horizon, or a summit above the sunrise horizon).
    if (sunrise === 'always above') return new Date(from);
  }
  for (let minute = from; minute <= to; minute += 60_000) {
    if (!sunClearsHorizon(new Date(minute), place, profile)) continue;
    let lit = minute;
    let dark = minute - 60_000;
    while (lit - dark > 1000) {
      const middle = Math.round((lit + dark) / 2);
      if (sunClearsHorizon(new Date(middle), place, profile)) lit = middle;
      else dark = middle;
    }
    return new Date(lit);
  }
  return null;
}

export const SKY_MESSAGES = {
  invalidDate: 'date must be a calendar date, YYYY-MM-DD',
  minutesRange: `minutesBefore must be a whole number from ${FIRST_LIGHT_REMINDER_MINUTES.min} to ${FIRST_LIGHT_REMINDER_MINUTES.max}`,
  noFirstLight: 'The Sun does not reach this altar in the coming days, so there is no first light to remind you of.',
} as const;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isCalendarDate(value: string): boolean {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** Query.altarSky / GET /api/altars/:id/sky: an optional solar date (the altar's today when absent). */
export const altarSkyQuerySchema = yup.object({
  date: yup
    .string()
    .transform((value: unknown, original: unknown) => (original === '' ? undefined : value))
    .typeError(SKY_MESSAGES.invalidDate)
    .test('calendar-date', SKY_MESSAGES.invalidDate, (value) => value === undefined || isCalendarDate(value))
    .optional(),
});

/** Mutation.setFirstLightReminder / POST /api/altars/:id/first-light-reminder. */
export const firstLightReminderSchema = yup.object({
  minutesBefore: yup
    .number()
    .typeError(SKY_MESSAGES.minutesRange)
    .integer(SKY_MESSAGES.minutesRange)
    .min(FIRST_LIGHT_REMINDER_MINUTES.min, SKY_MESSAGES.minutesRange)
    .max(FIRST_LIGHT_REMINDER_MINUTES.max, SKY_MESSAGES.minutesRange)
    .default(FIRST_LIGHT_REMINDER_MINUTES.default),
});

/** Compass point (16 winds) of an azimuth, for text beside a drawn ray. */
export function compassPoint(azimuth: number): string {
  const points = ['N', 'NNE', 'NE', 'ENE', 'E', 'ESE', 'SE', 'SSE', 'S', 'SSW', 'SW', 'WSW', 'W', 'WNW', 'NW', 'NNW'];
  return points[Math.round(normalize(azimuth) / 22.5) % 16] ?? 'N';
}
