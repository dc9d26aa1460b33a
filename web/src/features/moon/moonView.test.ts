import { MOON_FALLBACK, moonPhaseAt } from '@sacred/core/moon';
import { describe, expect, it } from 'vitest';
import { isMoonCardClosed, MOON_CARD_CLOSED_KEY, rememberMoonCardClosed } from './moonCardDismissal';
import { formatIllumination, formatMoonDate, resolveMoon } from './moonView';

const NOW = new Date('2024-01-20T12:00:00Z');

const serverAnswer = {
  phase: 'Waxing Gibbous',
  illumination: 71,
  nextNewMoon: '2024-02-09T22:59:00.000Z',
  nextFullMoon: '2024-01-25T17:54:00.000Z',
  zodiacSign: 'Taurus',
  spiritualMeaning: 'The light swells.',
  recommendations: ['Walk slowly.'],
};

describe('resolveMoon', () => {
  it("shows the server's answer when it is usable", () => {
    expect(resolveMoon(serverAnswer, NOW)).toEqual({
      source: 'server',
      moon: { ...serverAnswer, phase: 'Waxing Gibbous' },
    });
  });

  it('computes the real Moon on the device when the call failed or answered nothing usable', () => {
    const local = moonPhaseAt(NOW);
    for (const answer of [undefined, null, { ...serverAnswer, phase: '' }, { ...serverAnswer, illumination: NaN }]) {
      const resolved = resolveMoon(answer, NOW);
      expect(resolved.source).toBe('device');
      expect(resolved.moon).toMatchObject({
        phase: local.phase,
        illumination: local.illumination,
        nextNewMoon: local.nextNewMoon,
        nextFullMoon: local.nextFullMoon,
        zodiacSign: local.zodiacSign,
      });
    }
  });

  it("falls back to the spec's sample only when the local computation throws", () => {
    const resolved = resolveMoon(undefined, new Date(Number.NaN));
    expect(resolved.source).toBe('sample');
    expect(resolved.moon).toMatchObject({
      phase: 'Waxing Crescent',
      illumination: 25,
      zodiacSign: 'Pisces',
      nextNewMoon: null,
      nextFullMoon: null,
    });
    expect(resolved.moon.recommendations).toEqual(MOON_FALLBACK.recommendations);
    expect(resolved.moon.recommendations).not.toBe(MOON_FALLBACK.recommendations);
  });
});

describe('moon formatting', () => {
  it('formats illumination as a whole percent', () => {
    expect(formatIllumination(25)).toBe('25% illuminated');
    expect(formatIllumination(99.6)).toBe('100% illuminated');
  });

  it('shows next moons as local calendar dates', () => {
    const options = { locale: 'en-US' };
    expect(formatMoonDate('2024-01-25T17:54:00.000Z', { ...options, timeZone: 'UTC' })).toBe('Thu, Jan 25');
    // The same instant is already the next day east of UTC+6.
    expect(formatMoonDate('2024-01-25T17:54:00.000Z', { ...options, timeZone: 'Asia/Tokyo' })).toBe('Fri, Jan 26');
    expect(formatMoonDate(null, options)).toBe('—');
    expect(formatMoonDate('not a date', options)).toBe('—');
  });
});

describe('moon card dismissal', () => {
  const memoryStore = () => {
    const values = new Map<string, string>();
    return {
      values,
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    };
  };

  it('remembers that the card was closed', () => {
    const store = memoryStore();
    expect(isMoonCardClosed(store)).toBe(false);
    rememberMoonCardClosed(store);
    expect(store.values.get(MOON_CARD_CLOSED_KEY)).toBe('true');
    expect(isMoonCardClosed(store)).toBe(true);
  });

  it('keeps working where storage is missing or throws', () => {
    const broken = {
      getItem: (): string | null => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(isMoonCardClosed(null)).toBe(false);
    expect(isMoonCardClosed(broken)).toBe(false);
    expect(() => rememberMoonCardClosed(broken)).not.toThrow();
    expect(() => rememberMoonCardClosed(null)).not.toThrow();
  });
});
