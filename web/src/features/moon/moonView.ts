import { MOON_FALLBACK, moonPhaseAt } from '@sacred/core/moon';
import type { MoonPhaseName } from '@sacred/core/moon';
import type { MoonPhaseNowQuery } from '../../gql/graphql';
import { isMoonPhaseName } from './moonGeometry';

/** What the moon section and card show, whichever source it came from. */
export interface MoonView {
  phase: MoonPhaseName;
  /** Percent lit, 0 to 100. */
  illumination: number;
  /** UTC ISO instants; null in the built-in sample, which has no dates. */
  nextNewMoon: string | null;
  nextFullMoon: string | null;
  zodiacSign: string;
  spiritualMeaning: string;
  recommendations: string[];
}

/**
 * Where the figures came from: the server; this device (the same astronomy code, run locally when the
 * call fails or answers nothing usable); or, if even that throws, the spec's built-in sample.
 */
export type MoonSource = 'server' | 'device' | 'sample';

export interface ResolvedMoon {
  moon: MoonView;
  source: MoonSource;
}

type MoonAnswer = MoonPhaseNowQuery['moonPhase'];

function fromAnswer(answer: MoonAnswer | null | undefined): MoonView | null {
  if (!answer || !isMoonPhaseName(answer.phase) || !Number.isFinite(answer.illumination)) return null;
  return {
    phase: answer.phase,
    illumination: answer.illumination,
    nextNewMoon: answer.nextNewMoon,
    nextFullMoon: answer.nextFullMoon,
    zodiacSign: answer.zodiacSign,
    spiritualMeaning: answer.spiritualMeaning,
    recommendations: answer.recommendations,
  };
}

/**
 * The server's answer when it is usable. Otherwise (a failed call or an empty answer) the spec shows a
 * fixed sample; we compute the real Moon for `now` on the device instead, and keep the sample
 * (Waxing Crescent, 25%, Pisces) only for when that computation fails.
 */
export function resolveMoon(
  answer: MoonAnswer | null | undefined,
  now: Date,
  computeLocally: (date: Date) => MoonView = moonPhaseAt,
): ResolvedMoon {
  const fromServer = fromAnswer(answer);
  if (fromServer) return { moon: fromServer, source: 'server' };
  try {
    return { moon: computeLocally(now), source: 'device' };
  } catch {
    return { moon: { ...MOON_FALLBACK, recommendations: [...MOON_FALLBACK.recommendations] }, source: 'sample' };
  }
}

/** "42% illuminated". */
export function formatIllumination(percent: number): string {
  return `${Math.round(percent)}% illuminated`;
}

/** A next-moon instant as a local calendar date, e.g. "Sat, Feb 1"; a dash when unknown. */
export function formatMoonDate(iso: string | null, options: { locale?: string; timeZone?: string } = {}): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(options.locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: options.timeZone,
  }).format(date);
}
