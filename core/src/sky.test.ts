import { describe, expect, it } from 'vitest';
import {
  altarSkyQuerySchema,
  comingSeasons,
  compassPoint,
  firstDirectLight,
  firstLightReminderSchema,
  horizonAngleAt,
  isCalendarDate,
  skyDay,
  solarDateAt,
  sunClearsHorizon,
  sunCrossing,
  sunPosition,
  SKY_MESSAGES,
  SUNRISE_ALTITUDE_DEGREES,
  type SkyPlace,
} from './sky';

const MINUTE_MS = 60_000;

/**
 * The trusted reference: the U.S. Naval Observatory's "Rise and Set for the Sun (Moon) for <year>" tables
 * (Astronomical Applications Dept., aa.usno.navy.mil), to the minute, in the zone each table states.
 * Each row: the date, sunrise and sunset as hhmm.
 */
interface UsnoTable {
  place: string;
  location: SkyPlace;
  /** The table's zone, hours east of Greenwich. */
  zone: number;
  rows: Array<[date: string, rise: string, set: string]>;
}

const dms = (degrees: number, minutes: number) => Math.sign(degrees || 1) * (Math.abs(degrees) + minutes / 60);

const SUN_TABLES: UsnoTable[] = [
  {
    // "Location: W112 31, N36 57", 2023, "Zone: 7h West of Greenwich".
    place: 'Fredonia, Arizona',
    location: { latitude: dms(36, 57), longitude: dms(-112, 31) },
    zone: -7,
    rows: [
      ['2023-01-01', '0743', '1724'],
      ['2023-03-20', '0634', '1842'],
      ['2023-06-21', '0511', '1953'],
      ['2023-09-23', '0619', '1826'],
      ['2023-12-21', '0739', '1717'],
    ],
  },
  {
    // "Location: W122 26, N37 46", 2012, Pacific Standard Time.
    place: 'San Francisco, California',
    location: { latitude: dms(37, 46), longitude: dms(-122, 26) },
    zone: -8,
    rows: [
      ['2012-02-14', '0701', '1747'],
      ['2012-06-20', '0448', '1935'],
      ['2012-09-22', '0558', '1806'],
      ['2012-12-21', '0722', '1655'],
    ],
  },
  {
    // "Location: W079 25, N43 40", 2001, "Zone: 4h West of Greenwich" (April).
    place: 'Toronto, Ontario',
    location: { latitude: dms(43, 40), longitude: dms(-79, 25) },
    zone: -4,
    rows: [
      ['2001-04-01', '0659', '1945'],
      ['2001-04-15', '0635', '2001'],
      ['2001-04-30', '0611', '2019'],
    ],
  },
];

/** The USNO Moon table for Fredonia, 2023 (same location and zone), rows whose events fall inside the solar day. */
const MOON_ROWS: Array<[date: string, rise: string, set: string]> = [
  ['2023-03-20', '0617', '1747'],
  ['2023-06-10', '0052', '1219'],
  ['2023-10-05', '2237', '1327'],
];

const instantOf = (date: string, hhmm: string, zone: number) =>
  Date.parse(`${date}T${hhmm.slice(0, 2)}:${hhmm.slice(2)}:00Z`) - zone * 3_600_000;

function within(actual: string | Date | null, expected: number, tolerance = MINUTE_MS) {
  expect(actual).not.toBeNull();
  const ms = actual instanceof Date ? actual.getTime() : Date.parse(actual ?? '');
  expect(Math.abs(ms - expected), `${new Date(ms).toISOString()} vs ${new Date(expected).toISOString()}`).toBeLessThan(
    tolerance,
  );
}

describe('sunrise and sunset against the USNO tables', () => {
  for (const table of SUN_TABLES) {
    it.each(table.rows)(`${table.place} on %s: within a minute of %s and %s`, (date, rise, set) => {
      const day = skyDay(date, table.location, new Date(`${date}T00:00:00Z`));
      within(day.sunrise.at, instantOf(date, rise, table.zone));
      within(day.sunset.at, instantOf(date, set, table.zone));
    });
  }
});

describe('moonrise and moonset against the USNO table', () => {
  const fredonia = SUN_TABLES[0];
  it.each(MOON_ROWS)('Fredonia on %s: within a minute of %s and %s', (date, rise, set) => {
    if (!fredonia) throw new Error('no table');
    const { moon } = skyDay(date, fredonia.location, new Date(`${date}T00:00:00Z`));
    within(moon.rise, instantOf(date, rise, fredonia.zone));
    within(moon.set, instantOf(date, set, fredonia.zone));
  });

  it('names the phase from the moon guidance (full moon of 2024-01-25)', () => {
    const { moon } = skyDay('2024-01-25', { latitude: 51.5, longitude: 0 }, new Date('2024-01-25T00:00:00Z'));
    expect(moon).toMatchObject({ phase: 'Full Moon', phaseIcon: '🌕' });
    expect(moon.illumination).toBeGreaterThanOrEqual(99);
  });
});

describe('the Sun in the sky', () => {
  const fredonia: SkyPlace = { latitude: dms(36, 57), longitude: dms(-112, 31) };

  it('rises in the east and sets in the west at an equinox, north of east in June and south in December', () => {
    const march = skyDay('2023-03-20', fredonia, new Date('2023-03-01T00:00:00Z'));
    expect(march.sunrise.azimuth).toBeGreaterThan(88);
    expect(march.sunrise.azimuth).toBeLessThan(91);
    expect(march.sunset.azimuth).toBeGreaterThan(269);
    expect(march.sunset.azimuth).toBeLessThan(272);
    // cos A = sin(declination) / cos(latitude) on a level horizon: about 60 degrees at the June solstice.
    const expected =
      (Math.acos(Math.sin(23.44 * (Math.PI / 180)) / Math.cos(fredonia.latitude * (Math.PI / 180))) * 180) / Math.PI;
    const june = skyDay('2023-06-21', fredonia, new Date('2023-06-01T00:00:00Z'));
    expect(Math.abs((june.sunrise.azimuth ?? 0) - expected)).toBeLessThan(1.5);
    expect(Math.abs((june.sunset.azimuth ?? 0) - (360 - expected))).toBeLessThan(1.5);
    const december = skyDay('2023-12-21', fredonia, new Date('2023-12-01T00:00:00Z'));
    expect(Math.abs((december.sunrise.azimuth ?? 0) - (180 - expected))).toBeLessThan(1.5);
  });

  it('stands due south at solar noon, highest of the day', () => {
    const day = skyDay('2023-03-20', fredonia, new Date('2023-03-01T00:00:00Z'));
    const noon = new Date(day.solarNoon);
    const at = sunPosition(noon, fredonia);
    expect(Math.abs(at.azimuth - 180)).toBeLessThan(0.5);
    // At the equinox the noon altitude is 90 - latitude.
    expect(Math.abs(at.altitude - (90 - fredonia.latitude))).toBeLessThan(0.5);
    expect(sunPosition(new Date(noon.getTime() - 30 * MINUTE_MS), fredonia).altitude).toBeLessThan(at.altitude);
    expect(sunPosition(new Date(noon.getTime() + 30 * MINUTE_MS), fredonia).altitude).toBeLessThan(at.altitude);
  });

  it('orders the golden hours around sunrise and sunset', () => {
    const day = skyDay('2023-06-21', fredonia, new Date('2023-06-01T00:00:00Z'));
    const t = (value: string | null) => Date.parse(value ?? '');
    expect(t(day.morningGoldenHour.start)).toBeLessThan(t(day.sunrise.at));
    expect(t(day.sunrise.at)).toBeLessThan(t(day.morningGoldenHour.end));
    expect(t(day.eveningGoldenHour.start)).toBeLessThan(t(day.sunset.at));
    expect(t(day.sunset.at)).toBeLessThan(t(day.eveningGoldenHour.end));
    expect(sunPosition(new Date(day.morningGoldenHour.end ?? ''), fredonia).altitude).toBeCloseTo(6, 1);
  });

  it('knows the midnight sun and the polar night', () => {
    const tromso: SkyPlace = { latitude: 69.65, longitude: 18.96 };
    const june = skyDay('2024-06-21', tromso, new Date('2024-06-01T00:00:00Z'));
    expect(june).toMatchObject({ kind: 'midnight sun', sunrise: { at: null, azimuth: null }, sunset: { at: null } });
    const december = skyDay('2024-12-21', tromso, new Date('2024-12-01T00:00:00Z'));
    expect(december.kind).toBe('polar night');
    expect(december.sunrise.at).toBeNull();
    expect(sunCrossing('2024-12-21', tromso, SUNRISE_ALTITUDE_DEGREES, 'rising')).toBe('always below');
  });

  it('finds the coming solstices and equinoxes (published instants of 2024, within 15 minutes)', () => {
    const seasons = comingSeasons(new Date('2024-01-01T00:00:00Z'), fredonia);
    expect(seasons.map((season) => season.name)).toEqual([
      'March equinox',
      'June solstice',
      'September equinox',
      'December solstice',
    ]);
    const published = ['2024-03-20T03:06Z', '2024-06-20T20:51Z', '2024-09-22T12:44Z', '2024-12-21T09:20Z'];
    seasons.forEach((season, index) => within(season.at, Date.parse(published[index] ?? ''), 15 * MINUTE_MS));
    // From just after the June solstice, the list starts with the September equinox.
    expect(comingSeasons(new Date('2024-06-21T00:00:00Z'), fredonia)[0]?.name).toBe('September equinox');
  });

  it('reads the solar date at a longitude', () => {
    expect(solarDateAt(new Date('2026-12-01T23:00:00Z'), 30)).toBe('2026-12-02');
    expect(solarDateAt(new Date('2026-12-01T05:00:00Z'), -112)).toBe('2026-11-30');
    expect(compassPoint(89)).toBe('E');
    expect(compassPoint(301)).toBe('WNW');
  });
});

describe('first direct light over a horizon', () => {
  const place: SkyPlace = { latitude: dms(36, 57), longitude: dms(-112, 31) };
  const flat = { angles: new Array<number>(360).fill(0) };

  it('is the sunrise, within a minute, over a level horizon', () => {
    const sunrise = sunCrossing('2023-03-20', place, SUNRISE_ALTITUDE_DEGREES, 'rising') as Date;
    within(firstDirectLight('2023-03-20', place, flat), sunrise.getTime());
  });

  it('comes when the Sun clears a ridge to the east, and never under a wall all round', () => {
    // A ridge 8 degrees high from north-east to south-east, level elsewhere.
    const ridge = { angles: flat.angles.map((_, azimuth) => (azimuth >= 45 && azimuth <= 135 ? 8 : 0)) };
    const lit = firstDirectLight('2023-03-20', place, ridge);
    if (!lit) throw new Error('no first light');
    const sun = sunPosition(lit, place);
    expect(sun.azimuth).toBeGreaterThan(45);
    expect(sun.azimuth).toBeLessThan(135);
    // The upper edge (refracted) just clears 8 degrees: its centre stands a little under 8 degrees.
    expect(sun.altitude).toBeGreaterThan(7.4);
    expect(sun.altitude).toBeLessThan(7.8);
    expect(sunClearsHorizon(new Date(lit.getTime() - 2000), place, ridge)).toBe(false);
    const sunrise = sunCrossing('2023-03-20', place, SUNRISE_ALTITUDE_DEGREES, 'rising') as Date;
    expect(lit.getTime() - sunrise.getTime()).toBeGreaterThan(30 * MINUTE_MS);
    expect(firstDirectLight('2023-03-20', place, { angles: new Array<number>(360).fill(80) })).toBeNull();
  });

  it('interpolates the horizon between samples', () => {
    const profile = { angles: [0, 10, 20, 30] };
    expect(horizonAngleAt(profile, 45)).toBeCloseTo(5);
    expect(horizonAngleAt(profile, 315)).toBeCloseTo(15);
    expect(horizonAngleAt(profile, -45)).toBeCloseTo(15);
  });
});

describe('inputs', () => {
  it('takes a calendar date or none', async () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(await altarSkyQuerySchema.validate({ date: '' })).toEqual({});
    await expect(altarSkyQuerySchema.validate({ date: 'tomorrow' })).rejects.toThrow(SKY_MESSAGES.invalidDate);
  });

  it('bounds the minutes before first light', async () => {
    expect(await firstLightReminderSchema.validate({})).toEqual({ minutesBefore: 20 });
    await expect(firstLightReminderSchema.validate({ minutesBefore: 2 })).rejects.toThrow(SKY_MESSAGES.minutesRange);
    await expect(firstLightReminderSchema.validate({ minutesBefore: 20.5 })).rejects.toThrow(SKY_MESSAGES.minutesRange);
  });
});
