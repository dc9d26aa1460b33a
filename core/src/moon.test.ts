import { describe, expect, it } from 'vitest';
import {
  MOON_FALLBACK,
  MOON_PHASES,
  PHASE_GUIDANCE,
  PRINCIPAL_PHASE_HALF_WIDTH_DEGREES,
  moonPhaseAt,
  moonPhaseQuerySchema,
  parseIsoInstant,
  phaseNameForAngle,
  zodiacSignForLongitude,
} from './moon';

const TEN_MINUTES_MS = 10 * 60 * 1000;
const minutesApart = (a: string, b: string) => Math.abs(new Date(a).getTime() - new Date(b).getTime());

/** Published times (USNO / NASA eclipse tables), to the minute. */
const NEW_MOONS = ['2000-01-06T18:14Z', '2024-01-11T11:57Z', '2024-04-08T18:21Z', '2025-03-29T10:58Z'];
const FULL_MOONS = ['2000-01-21T04:40Z', '2024-01-25T17:54Z', '2024-09-18T02:34Z', '2025-03-14T06:55Z'];

const daysBefore = (instant: string, days: number) => new Date(new Date(instant).getTime() - days * 86_400_000);

describe('moonPhaseAt: next new and full moon', () => {
  it.each(NEW_MOONS)('finds the new moon of %s within 10 minutes, from up to 3 weeks before', (published) => {
    for (const days of [0.5, 7, 21]) {
      expect(minutesApart(moonPhaseAt(daysBefore(published, days)).nextNewMoon, published)).toBeLessThan(
        TEN_MINUTES_MS,
      );
    }
  });

  it.each(FULL_MOONS)('finds the full moon of %s within 10 minutes, from up to 3 weeks before', (published) => {
    for (const days of [0.5, 7, 21]) {
      expect(minutesApart(moonPhaseAt(daysBefore(published, days)).nextFullMoon, published)).toBeLessThan(
        TEN_MINUTES_MS,
      );
    }
  });

  it('answers UTC ISO timestamps', () => {
    const moon = moonPhaseAt(new Date('2024-01-20T00:00:00Z'));
    expect(moon.nextNewMoon).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(moon.nextFullMoon).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(minutesApart(moon.nextFullMoon, '2024-01-25T17:54Z')).toBeLessThan(TEN_MINUTES_MS);
    expect(minutesApart(moon.nextNewMoon, '2024-02-09T22:59Z')).toBeLessThan(TEN_MINUTES_MS);
  });
});

describe('moonPhaseAt: phase, illumination and sign', () => {
  it('is a Full Moon, about 100% lit, in Leo at the full moon of 2024-01-25', () => {
    const moon = moonPhaseAt(new Date('2024-01-25T17:54:00Z'));
    expect(moon).toMatchObject({ phase: 'Full Moon', phaseName: 'Full Moon', phaseIcon: '🌕', zodiacSign: 'Leo' });
    expect(moon.illumination).toBeGreaterThanOrEqual(99);
  });

  it('is a New Moon, about 0% lit, in Capricorn at the new moon of 2024-01-11', () => {
    const moon = moonPhaseAt(new Date('2024-01-11T11:57:00Z'));
    expect(moon).toMatchObject({ phase: 'New Moon', phaseIcon: '🌑', zodiacSign: 'Capricorn' });
    expect(moon.illumination).toBeLessThanOrEqual(1);
  });

  it('puts the full moon of 2025-03-14 in Virgo and the new moon of 2025-03-29 in Aries', () => {
    expect(moonPhaseAt(new Date('2025-03-14T06:55:00Z')).zodiacSign).toBe('Virgo');
    expect(moonPhaseAt(new Date('2025-03-29T10:58:00Z')).zodiacSign).toBe('Aries');
  });

  it('names the phases in between: crescent, quarters and gibbous, waxing then waning', () => {
    // First quarter 2024-01-18 03:52 UTC, last quarter 2024-02-02 23:18 UTC.
    expect(moonPhaseAt(new Date('2024-01-14T12:00:00Z')).phase).toBe('Waxing Crescent');
    expect(moonPhaseAt(new Date('2024-01-18T03:52:00Z')).phase).toBe('First Quarter');
    expect(moonPhaseAt(new Date('2024-01-21T12:00:00Z')).phase).toBe('Waxing Gibbous');
    expect(moonPhaseAt(new Date('2024-01-29T12:00:00Z')).phase).toBe('Waning Gibbous');
    expect(moonPhaseAt(new Date('2024-02-02T23:18:00Z')).phase).toBe('Last Quarter');
    expect(moonPhaseAt(new Date('2024-02-06T12:00:00Z')).phase).toBe('Waning Crescent');
  });

  it('lights about half the disc at a quarter', () => {
    const illumination = moonPhaseAt(new Date('2024-01-18T03:52:00Z')).illumination;
    expect(illumination).toBeGreaterThanOrEqual(48);
    expect(illumination).toBeLessThanOrEqual(52);
    expect(Number.isInteger(illumination)).toBe(true);
  });

  it('calls it Full Moon for about a day around the instant, not longer', () => {
    expect(moonPhaseAt(new Date('2024-01-25T06:00:00Z')).phase).toBe('Full Moon');
    expect(moonPhaseAt(new Date('2024-01-26T05:00:00Z')).phase).toBe('Full Moon');
    expect(moonPhaseAt(new Date('2024-01-24T04:00:00Z')).phase).toBe('Waxing Gibbous');
    expect(moonPhaseAt(new Date('2024-01-27T08:00:00Z')).phase).toBe('Waning Gibbous');
  });

  it('gives three phase practices and one for the sign, and written guidance for every phase', () => {
    const moon = moonPhaseAt(new Date('2024-01-25T17:54:00Z'));
    expect(moon.recommendations).toHaveLength(4);
    expect(moon.recommendations[3]).toMatch(/Moon in Leo/);
    const meanings = new Set(MOON_PHASES.map((phase) => PHASE_GUIDANCE[phase].meaning));
    expect(meanings.size).toBe(8);
    for (const phase of MOON_PHASES) {
      expect(PHASE_GUIDANCE[phase].significance.length).toBeGreaterThan(10);
      expect(new Set(PHASE_GUIDANCE[phase].recommendations).size).toBe(3);
    }
  });

  it('refuses an invalid date', () => {
    expect(() => moonPhaseAt(new Date('nope'))).toThrow(RangeError);
  });
});

describe('phase bands and signs', () => {
  const half = PRINCIPAL_PHASE_HALF_WIDTH_DEGREES;

  it('uses principal windows of half a day of motion, about 6.1 degrees', () => {
    expect(half).toBeCloseTo(6.095, 2);
  });

  it.each([
    [0, 'New Moon'],
    [359.99, 'New Moon'],
    [half - 0.01, 'New Moon'],
    [half, 'Waxing Crescent'],
    [45, 'Waxing Crescent'],
    [90 - half, 'First Quarter'],
    [90 + half, 'Waxing Gibbous'],
    [180 - half, 'Full Moon'],
    [180 + half - 0.01, 'Full Moon'],
    [180 + half, 'Waning Gibbous'],
    [270, 'Last Quarter'],
    [270 + half, 'Waning Crescent'],
    [360 - half - 0.01, 'Waning Crescent'],
    [360 - half, 'New Moon'],
    [-90, 'Last Quarter'],
    [450, 'First Quarter'],
  ])('names elongation %f as %s', (angle, name) => {
    expect(phaseNameForAngle(angle)).toBe(name);
  });

  it.each([
    [0, 'Aries'],
    [29.999, 'Aries'],
    [30, 'Taurus'],
    [125.25, 'Leo'],
    [359.9, 'Pisces'],
    [-0.1, 'Pisces'],
    [360, 'Aries'],
  ])('puts ecliptic longitude %f in %s', (longitude, sign) => {
    expect(zodiacSignForLongitude(longitude)).toBe(sign);
  });
});

describe('MOON_FALLBACK', () => {
  it('is the spec sample: Waxing Crescent, 25%, Pisces, without invented dates', () => {
    expect(MOON_FALLBACK).toMatchObject({
      phase: 'Waxing Crescent',
      phaseName: 'Waxing Crescent',
      illumination: 25,
      zodiacSign: 'Pisces',
      nextNewMoon: null,
      nextFullMoon: null,
    });
    expect(MOON_FALLBACK.recommendations.length).toBeGreaterThanOrEqual(3);
  });
});

describe('parseIsoInstant', () => {
  it.each([
    ['2024-01-25T17:54:00Z', '2024-01-25T17:54:00.000Z'],
    ['2024-01-25T17:54Z', '2024-01-25T17:54:00.000Z'],
    ['2024-01-25T17:54:00.5Z', '2024-01-25T17:54:00.500Z'],
    ['2024-01-25T19:54:00+02:00', '2024-01-25T17:54:00.000Z'],
    ['2024-01-25T12:24:00-0530', '2024-01-25T17:54:00.000Z'],
    ['2024-01-25T17:54:00', '2024-01-25T17:54:00.000Z'],
    ['2024-01-25', '2024-01-25T00:00:00.000Z'],
    ['2024-02-29', '2024-02-29T00:00:00.000Z'],
    ['1066-10-14', '1066-10-14T00:00:00.000Z'],
  ])('reads %s', (text, expected) => {
    expect(parseIsoInstant(text)?.toISOString()).toBe(expected);
  });

  it.each([
    '',
    'yesterday',
    'Jan 5 2024',
    '2024-13-01',
    '2023-02-29',
    '2024-02-30',
    '2024-01-25T24:00Z',
    '1700000000000',
    '2024-1-5',
  ])('refuses %s', (text) => {
    expect(parseIsoInstant(text)).toBeUndefined();
  });
});

describe('moonPhaseQuerySchema', () => {
  it('accepts no parameters, and blank ones as absent', async () => {
    await expect(moonPhaseQuerySchema.validate({})).resolves.toEqual({});
    await expect(moonPhaseQuerySchema.validate({ latitude: '', longitude: '', date: '' })).resolves.toEqual({
      latitude: undefined,
      longitude: undefined,
      date: undefined,
    });
  });

  it('checks coordinates and dates when present', async () => {
    await expect(moonPhaseQuerySchema.validate({ latitude: '91' })).rejects.toThrow(
      'Latitude must be between -90 and 90',
    );
    await expect(moonPhaseQuerySchema.validate({ longitude: '-180.5' })).rejects.toThrow(
      'Longitude must be between -180 and 180',
    );
    await expect(moonPhaseQuerySchema.validate({ latitude: 'north' })).rejects.toThrow('Latitude must be a number');
    await expect(moonPhaseQuerySchema.validate({ date: '2024-02-30' })).rejects.toThrow(/ISO 8601/);
    await expect(moonPhaseQuerySchema.validate({ date: '0999-12-31' })).rejects.toThrow(/between the years/);
  });
});
