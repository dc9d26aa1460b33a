import { Body, EclipticGeoMoon, Illumination, MoonPhase as moonPhaseAngle, SearchMoonPhase } from 'astronomy-engine';
import * as yup from 'yup';
import { LATITUDE_RANGE, LONGITUDE_RANGE } from './limits';

/**
 * Moon guidance: computed locally from astronomy-engine, so it runs the same
 * in the browser and on the server and needs no outside service. Every figure is geocentric: the
 * observer's place changes the phase and sign by far less than the precision shown.
 */

export const MOON_PHASES = [
  'New Moon',
  'Waxing Crescent',
  'First Quarter',
  'Waxing Gibbous',
  'Full Moon',
  'Waning Gibbous',
  'Last Quarter',
  'Waning Crescent',
] as const;
export type MoonPhaseName = (typeof MOON_PHASES)[number];

export const ZODIAC_SIGNS = [
  'Aries',
  'Taurus',
  'Gemini',
  'Cancer',
  'Leo',
  'Virgo',
  'Libra',
  'Scorpio',
  'Sagittarius',
  'Capricorn',
  'Aquarius',
  'Pisces',
] as const;
export type ZodiacSign = (typeof ZODIAC_SIGNS)[number];

export interface MoonPhase {
  /** One of the eight MOON_PHASES. */
  phase: MoonPhaseName;
  /** The same name; the journal reads this field. */
  phaseName: MoonPhaseName;
  /** An emoji for the phase (northern-hemisphere orientation, as the emoji are drawn). */
  phaseIcon: string;
  /** Percent of the Moon's visible disc that is lit: an integer from 0 to 100. */
  illumination: number;
  /** The next exact new moon at or after the instant asked about, UTC ISO 8601. */
  nextNewMoon: string;
  /** The next exact full moon at or after the instant asked about, UTC ISO 8601. */
  nextFullMoon: string;
  /** Tropical sign of the Moon's geocentric ecliptic longitude (of date), 30 degrees each from Aries at 0. */
  zodiacSign: ZodiacSign;
  /** A few sentences on what the phase invites. */
  spiritualMeaning: string;
  /** The phase's theme in a phrase; the journal reads this field. */
  spiritualSignificance: string;
  /** Three practices for the phase, then one for the Moon's sign. */
  recommendations: string[];
}

/** The spec's built-in sample, shown only when the moon call fails or answers nothing. */
export interface MoonPhaseSample extends Omit<MoonPhase, 'nextNewMoon' | 'nextFullMoon'> {
  /** Unknown in the sample: shown as a dash rather than an invented date. */
  nextNewMoon: null;
  nextFullMoon: null;
}

export const MOON_MESSAGES = {
  loading: 'Loading lunar wisdom...',
  invalidDate: 'date must be an ISO 8601 date or date-time, such as 2024-01-25T17:54:00Z',
  dateOutOfRange: 'date must fall between the years 1000 and 2999',
  latitudeNotNumber: 'Latitude must be a number',
  latitudeRange: `Latitude must be between ${LATITUDE_RANGE.min} and ${LATITUDE_RANGE.max}`,
  longitudeNotNumber: 'Longitude must be a number',
  longitudeRange: `Longitude must be between ${LONGITUDE_RANGE.min} and ${LONGITUDE_RANGE.max}`,
} as const;

/** Mean length of the lunation (new moon to new moon) in days. */
export const SYNODIC_MONTH_DAYS = 29.530588853;

/**
 * The four principal phases are instants; we name each one for the day centred on it, i.e. while the
 * Sun-Moon elongation is within half a day's motion (360 / 29.53 / 2, about 6.1 degrees) of 0, 90, 180
 * or 270. The intermediate phases fill the rest, each about 6.4 days long. This matches how almanacs
 * and calendars label "the day of the full moon" rather than giving each phase an equal eighth.
 */
export const PRINCIPAL_PHASE_HALF_WIDTH_DEGREES = 360 / SYNODIC_MONTH_DAYS / 2;

/** Into [0, 360); values already there are kept exactly, so band edges compare as written. */
const normalizeDegrees = (degrees: number): number =>
  degrees >= 0 && degrees < 360 ? degrees : ((degrees % 360) + 360) % 360;

/** Phase name from the Moon's ecliptic elongation from the Sun, in degrees (0 new, 90 first quarter, 180 full). */
export function phaseNameForAngle(angleDegrees: number): MoonPhaseName {
  const angle = normalizeDegrees(angleDegrees);
  const half = PRINCIPAL_PHASE_HALF_WIDTH_DEGREES;
  if (angle < half || angle >= 360 - half) return 'New Moon';
  if (angle < 90 - half) return 'Waxing Crescent';
  if (angle < 90 + half) return 'First Quarter';
  if (angle < 180 - half) return 'Waxing Gibbous';
  if (angle < 180 + half) return 'Full Moon';
  if (angle < 270 - half) return 'Waning Gibbous';
  if (angle < 270 + half) return 'Last Quarter';
  return 'Waning Crescent';
}

/** Tropical zodiac sign for an ecliptic longitude in degrees. */
export function zodiacSignForLongitude(longitudeDegrees: number): ZodiacSign {
  const longitude = normalizeDegrees(longitudeDegrees);
  return ZODIAC_SIGNS[Math.floor(longitude / 30) % 12] as ZodiacSign;
}

interface PhaseGuidance {
  icon: string;
  significance: string;
  meaning: string;
  recommendations: [string, string, string];
}

export const PHASE_GUIDANCE: Record<MoonPhaseName, PhaseGuidance> = {
  'New Moon': {
    icon: '🌑',
    significance: 'New beginnings and intention setting',
    meaning:
      'The Moon rests unseen between Earth and Sun. This dark pause is fertile ground: what you name now has a whole cycle to take root. Sit with the quiet rather than filling it.',
    recommendations: [
      'Write one clear intention for the coming month and keep it somewhere you will see it.',
      'Visit an altar after dark and let your eyes adjust to the starlight before you begin.',
      'Plant a seed, literally or in your journal, as a pledge to tend it until the full moon.',
    ],
  },
  'Waxing Crescent': {
    icon: '🌒',
    significance: 'Hope, courage and first steps',
    meaning:
      'A thin silver edge returns in the evening sky. Intentions become small actions; faith is needed more than proof. Protect young plans from doubt, your own included.',
    recommendations: [
      'Take one small, concrete step toward the intention you set at the new moon.',
      'Gather natural offerings such as fallen leaves, stones or feathers for a future altar.',
      'Watch the crescent at dusk and speak aloud what you hope to grow.',
    ],
  },
  'First Quarter': {
    icon: '🌓',
    significance: 'Decision, effort and commitment',
    meaning:
      'Half the disc is lit and the Moon stands at a right angle to the Sun. Obstacles show themselves now; meeting them with steady effort turns intention into commitment.',
    recommendations: [
      'Name the obstacle in your way and choose one decision that moves you past it.',
      'Walk a little farther than usual on your pilgrimage route, at a pace you can keep.',
      'Tend an existing altar: clear debris and restore anything the weather has moved.',
    ],
  },
  'Waxing Gibbous': {
    icon: '🌔',
    significance: 'Refinement, patience and trust',
    meaning:
      'The light swells toward fullness. This is a time to adjust rather than to start over: polish, edit and trust the process you began. Patience is its own kind of devotion.',
    recommendations: [
      'Review your intention and refine it so it fits who you are becoming.',
      'Practise a slow walking meditation, noticing each footfall on the earth.',
      'Offer gratitude in advance for what is still unfolding.',
    ],
  },
  'Full Moon': {
    icon: '🌕',
    significance: 'Illumination, fulfilment and gratitude',
    meaning:
      'The whole face shines, opposite the Sun, all night long. What was hidden comes into view: celebrate what has grown, and look honestly at what the bright light reveals.',
    recommendations: [
      'Hold a moonlit ritual at an altar and give thanks for what has come to fruition.',
      'Journal what the cycle has revealed, both the blessings and the lessons.',
      'Share a meal, a walk or a story with your community under the open sky.',
    ],
  },
  'Waning Gibbous': {
    icon: '🌖',
    significance: 'Sharing wisdom and generosity',
    meaning:
      'The light begins to recede, rising later each night. The harvest of the full moon is meant to be shared: teaching, thanking and giving back keep its gifts alive.',
    recommendations: [
      'Pass on something you learned this month to a fellow pilgrim.',
      'Leave a written blessing or a review at a sacred space that helped you.',
      'Give back to the land: pick up litter along a trail you love.',
    ],
  },
  'Last Quarter': {
    icon: '🌗',
    significance: 'Release, forgiveness and letting go',
    meaning:
      'Half lit again, now the morning half. It is a turning point for clearing away: habits, grudges and clutter that no longer serve can be released with thanks.',
    recommendations: [
      'Write down what you are ready to release, then bury or safely burn the page.',
      'Clear and simplify your home altar, returning natural materials to the earth.',
      'Offer forgiveness, to someone else or to yourself, in a few quiet words.',
    ],
  },
  'Waning Crescent': {
    icon: '🌘',
    significance: 'Rest, surrender and renewal',
    meaning:
      'A last sliver rises before dawn. The cycle is closing; energy is low by design. Rest, dream and listen inwardly so the next new moon finds you renewed.',
    recommendations: [
      'Rest without guilt: take a gentle, short visit instead of a long trek.',
      'Rise before sunrise once to greet the fading crescent in silence.',
      'Meditate on what you want to carry into the next cycle, and what to leave behind.',
    ],
  },
};

/** One practice per sign, in the spirit of its traditional element. */
export const SIGN_RECOMMENDATIONS: Record<ZodiacSign, string> = {
  Aries: 'With the Moon in Aries, a brisk dawn walk channels restless fire into purpose.',
  Taurus: 'With the Moon in Taurus, touch the earth: go barefoot on grass or hold a warm stone.',
  Gemini: 'With the Moon in Gemini, trade stories with another pilgrim and write down what stays with you.',
  Cancer: 'With the Moon in Cancer, visit a water altar or simply sit beside a stream and listen.',
  Leo: 'With the Moon in Leo, create something bright for an altar: flowers, colour, song.',
  Virgo: 'With the Moon in Virgo, tidy a trail or an altar with care; humble service is the practice.',
  Libra: 'With the Moon in Libra, seek balance: arrange a symmetrical mandala of leaves and stones.',
  Scorpio: 'With the Moon in Scorpio, journal honestly about what you usually keep in the shadows.',
  Sagittarius: 'With the Moon in Sagittarius, walk a path you have never taken before.',
  Capricorn: 'With the Moon in Capricorn, climb somewhere high and set a long-term intention.',
  Aquarius: 'With the Moon in Aquarius, connect with your community and pray for the wider world.',
  Pisces: 'With the Moon in Pisces, meditate by water and let your imagination drift.',
};

const iso = (date: Date): string => date.toISOString();

/** The next instant at or after `date` when the Sun-Moon elongation reaches `targetDegrees`. */
function nextPhaseInstant(targetDegrees: number, date: Date): Date {
  // A lunation is under 30 days, so a 40-day window always holds the next occurrence.
  const found = SearchMoonPhase(targetDegrees, date, 40);
  if (!found) throw new Error(`No moon phase ${targetDegrees} within 40 days of ${iso(date)}`);
  return found.date;
}

/** The fraction (0 to 1) of the Moon's visible disc that is lit at `date`. */
export function moonIlluminationAt(date: Date): number {
  return Illumination(Body.Moon, date).phase_fraction;
}

/** The Moon as seen from Earth at `date`: phase, lit percent, next new and full moon, sign and guidance. */
export function moonPhaseAt(date: Date): MoonPhase {
  if (Number.isNaN(date.getTime())) throw new RangeError('moonPhaseAt needs a valid date');
  const phase = phaseNameForAngle(moonPhaseAngle(date));
  const guidance = PHASE_GUIDANCE[phase];
  const zodiacSign = zodiacSignForLongitude(EclipticGeoMoon(date).lon);
  return {
    phase,
    phaseName: phase,
    phaseIcon: guidance.icon,
    illumination: Math.round(Illumination(Body.Moon, date).phase_fraction * 100),
    nextNewMoon: iso(nextPhaseInstant(0, date)),
    nextFullMoon: iso(nextPhaseInstant(180, date)),
    zodiacSign,
    spiritualMeaning: guidance.meaning,
    spiritualSignificance: guidance.significance,
    recommendations: [...guidance.recommendations, SIGN_RECOMMENDATIONS[zodiacSign]],
  };
}

function sampleOf(phase: MoonPhaseName, illumination: number, zodiacSign: ZodiacSign): MoonPhaseSample {
  const guidance = PHASE_GUIDANCE[phase];
  return {
    phase,
    phaseName: phase,
    phaseIcon: guidance.icon,
    illumination,
    nextNewMoon: null,
    nextFullMoon: null,
    zodiacSign,
    spiritualMeaning: guidance.meaning,
    spiritualSignificance: guidance.significance,
    recommendations: [...guidance.recommendations, SIGN_RECOMMENDATIONS[zodiacSign]],
  };
}

/** Waxing Crescent, 25%, Pisces. */
export const MOON_FALLBACK: MoonPhaseSample = sampleOf('Waxing Crescent', 25, 'Pisces');

const ISO_INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

export const MOON_DATE_YEARS = { min: 1000, max: 2999 } as const;

/**
 * Strict ISO 8601 (a date, or a date and time with an optional offset); undefined for anything else,
 * including impossible dates such as 2024-02-30. A date-time without an offset is read as UTC, the
 * only zone a server can assume; a bare date is midnight UTC.
 */
export function parseIsoInstant(text: string): Date | undefined {
  const match = ISO_INSTANT.exec(text.trim());
  if (!match) return undefined;
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '', zone = 'Z'] = match;
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return undefined;
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, day);
  utc.setUTCHours(hour, minute, second, Math.floor(Number(`0.${fraction || '0'}`) * 1000));
  if (utc.getUTCDate() !== day) return undefined; // rolled over: no such day in that month
  let offsetMinutes = 0;
  if (zone.toUpperCase() !== 'Z') {
    const sign = zone.startsWith('-') ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    const offsetHours = Number(digits.slice(0, 2));
    const offsetMins = Number(digits.slice(2) || '0');
    if (offsetHours > 23 || offsetMins > 59) return undefined;
    offsetMinutes = sign * (offsetHours * 60 + offsetMins);
  }
  return new Date(utc.getTime() - offsetMinutes * 60_000);
}

/** Query strings send "" for a blank field: treat it as absent. */
const blankToUndefined = (value: unknown, original: unknown) => (original === '' ? undefined : value);

const optionalCoordinate = (range: { min: number; max: number }, notNumber: string, outOfRange: string) =>
  yup
    .number()
    .transform(blankToUndefined)
    .typeError(notNumber)
    .min(range.min, outOfRange)
    .max(range.max, outOfRange)
    .optional();

/** GET /api/moon-phase and Query.moonPhase: latitude and longitude are optional and checked when present. */
export const moonPhaseQuerySchema = yup.object({
  latitude: optionalCoordinate(LATITUDE_RANGE, MOON_MESSAGES.latitudeNotNumber, MOON_MESSAGES.latitudeRange),
  longitude: optionalCoordinate(LONGITUDE_RANGE, MOON_MESSAGES.longitudeNotNumber, MOON_MESSAGES.longitudeRange),
  date: yup
    .string()
    .transform(blankToUndefined)
    .typeError(MOON_MESSAGES.invalidDate)
    .test('iso-8601', MOON_MESSAGES.invalidDate, (value) => value === undefined || parseIsoInstant(value) !== undefined)
    .test('year-range', MOON_MESSAGES.dateOutOfRange, (value) => {
      const year = value === undefined ? undefined : parseIsoInstant(value)?.getUTCFullYear();
      return year === undefined || (year >= MOON_DATE_YEARS.min && year <= MOON_DATE_YEARS.max);
    })
    .optional(),
});
export type MoonPhaseQuery = yup.InferType<typeof moonPhaseQuerySchema>;
