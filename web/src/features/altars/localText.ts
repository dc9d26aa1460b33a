import { ALTAR_PLEDGE_TEXT, type AltarPledge } from '@sacred/core/altars';
import { ALTAR_TYPES, JOURNAL_WEATHER, type AltarTypeName } from '@sacred/core/enums';
import { MOOD_TEXT } from '@sacred/core/journal';
import { MOON_PHASES, type MoonPhaseName } from '@sacred/core/moon';
import { formatDistance, type Units } from '@sacred/core/settings';
import { useCallback } from 'react';
import { useFormat, type Formatters } from '../../i18n/format';
import { knownText } from '../../i18n/knownTexts';
import type { Text } from '../../i18n/useText';
import { ALTAR_CORE_TEXTS, MOOD_TEXTS, PLEDGE_TEXTS } from './knownTexts';
import type { AltarsEnglish } from './messages';

type AltarsText = Text<AltarsEnglish>;
type AltarsKey = keyof AltarsEnglish & string;

const TYPE_KEYS: Record<AltarTypeName, AltarsKey> = {
  'Stone Circle': 'typeStoneCircle',
  'Water Altar': 'typeWaterAltar',
  'Tree Shrine': 'typeTreeShrine',
  'Flower Mandala': 'typeFlowerMandala',
  'Crystal Grid': 'typeCrystalGrid',
  'Earth Mound': 'typeEarthMound',
  'Fire Circle': 'typeFireCircle',
  'Prayer Flags': 'typePrayerFlags',
  Other: 'typeOther',
};

/** An altar's type in the displayed language; a custom type (the creator's own words) as written. */
export function altarTypeText(t: AltarsText, type: string): string {
  return (ALTAR_TYPES as readonly string[]).includes(type) ? t(TYPE_KEYS[type as AltarTypeName]) : type;
}

const WEATHER_KEYS: Record<(typeof JOURNAL_WEATHER)[number], AltarsKey> = {
  sunny: 'weatherSunny',
  cloudy: 'weatherCloudy',
  rainy: 'weatherRainy',
  stormy: 'weatherStormy',
  foggy: 'weatherFoggy',
};

export function weatherText(t: AltarsText, weather: string): string {
  const key = WEATHER_KEYS[weather as keyof typeof WEATHER_KEYS] as AltarsKey | undefined;
  return key ? t(key) : weather;
}

export function moodText(t: AltarsText, mood: string): string {
  const english = MOOD_TEXT[mood as keyof typeof MOOD_TEXT] as string | undefined;
  return english === undefined ? mood : knownText(t, MOOD_TEXTS, english);
}

const PLEDGE_KEYS: Record<AltarPledge, keyof typeof PLEDGE_TEXTS> = {
  isEcoFriendly: 'pledgeIsEcoFriendly',
  noPlasticUsed: 'pledgeNoPlasticUsed',
  biodegradableOnly: 'pledgeBiodegradableOnly',
  noWasteLeft: 'pledgeNoWasteLeft',
};

/** A Sacred Earth pledge (core's ALTAR_PLEDGE_TEXT) in the displayed language. */
export function pledgeText(t: AltarsText, pledge: AltarPledge): string {
  return PLEDGE_KEYS[pledge] ? t(PLEDGE_KEYS[pledge]) : ALTAR_PLEDGE_TEXT[pledge];
}

/** Rules' messages that carry a number: the pattern of core's English, and the key that says it. */
const NUMBERED: Array<[RegExp, AltarsKey, string]> = [
  [/^At most (\d+) characters$/, 'atMostCharacters', 'max'],
  [/^At most (\d+) tags$/, 'atMostTags', 'max'],
  [/^Each tag at most (\d+) characters$/, 'tagAtMostCharacters', 'max'],
  [/^Temperature must be at least (.+)$/, 'temperatureAtLeast', 'limit'],
  [/^Temperature must be at most (.+)$/, 'temperatureAtMost', 'limit'],
];

/**
 * A message of core's rules (the create, review and journal schemas, in English) or of the API, in the
 * displayed language; a message the app does not know is shown as it came.
 */
export function ruleText(t: AltarsText, received: string): string;
export function ruleText(t: AltarsText, received: string | undefined): string | undefined;
export function ruleText(t: AltarsText, received: string | undefined): string | undefined {
  if (received === undefined) return undefined;
  for (const [pattern, key, name] of NUMBERED) {
    const match = pattern.exec(received);
    if (match?.[1] !== undefined) return t(key, { [name]: match[1] });
  }
  return knownText(t, ALTAR_CORE_TEXTS, received);
}

/** Core's distance ("1.5 km", "800 m", "3 mi") with its number in the displayed locale ("1,5 km"). */
export function localDistance(f: Formatters, english: string): string {
  const match = /^(\d+(?:\.\d+)?) (\S+)$/.exec(english);
  if (!match?.[1]) return english;
  const decimals = match[1].split('.')[1]?.length ?? 0;
  const number = f.number(Number(match[1]), {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: false,
  });
  return `${number} ${match[2]}`;
}

/** formatDistance in the member's units, its number in the displayed locale. */
export function useDistanceText(): (meters: number, units: Units) => string {
  const f = useFormat();
  return useCallback((meters: number, units: Units) => localDistance(f, formatDistance(meters, units)), [f]);
}

const PHASE_KEYS: Record<MoonPhaseName, AltarsKey> = {
  'New Moon': 'phaseNewMoon',
  'Waxing Crescent': 'phaseWaxingCrescent',
  'First Quarter': 'phaseFirstQuarter',
  'Waxing Gibbous': 'phaseWaxingGibbous',
  'Full Moon': 'phaseFullMoon',
  'Waning Gibbous': 'phaseWaningGibbous',
  'Last Quarter': 'phaseLastQuarter',
  'Waning Crescent': 'phaseWaningCrescent',
};

/** A moon phase (core's MOON_PHASES) in the displayed language. */
export function moonPhaseText(t: AltarsText, phase: string): string {
  return (MOON_PHASES as readonly string[]).includes(phase) ? t(PHASE_KEYS[phase as MoonPhaseName]) : phase;
}
