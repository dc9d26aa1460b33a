import { DIFFICULTIES, SEASONS } from '@sacred/core/enums';
import { capitalize, pilgrimageTypeLabel } from '@sacred/core/pilgrimages';
import type { Text } from '../../i18n/useText';
import type english from './messages/en';

type PilgrimagesText = Text<typeof english>;

/** The kinds' and Browse families' English labels, by catalogue key; other types (the map's) are data. */
const TYPE_KEYS: Readonly<Record<string, keyof typeof english & string>> = {
  'Ancient Path': 'type_ancient_path',
  'Nature Walk': 'type_nature_walk',
  'Sacred Sites': 'type_sacred_sites',
  'Mountain Trail': 'type_mountain_trail',
  Catholic: 'type_Catholic',
  'Native American': 'type_Native_American',
};

/** A pilgrimage's type (ancient_path, or a family as Browse lists it) in the displayed language. */
export function typeText(t: PilgrimagesText, type: string): string {
  const label = pilgrimageTypeLabel(type);
  const key = TYPE_KEYS[label];
  return key ? t(key) : label;
}

/** easy -> Easy, Leicht, Fácil; an unknown value capitalized as before. */
export function difficultyText(t: PilgrimagesText, difficulty: string): string {
  const known = DIFFICULTIES.find((entry) => entry === difficulty);
  return known ? t(`difficulty_${known}`) : capitalize(difficulty);
}

/** spring -> Spring, Frühling, Primavera. */
export function seasonText(t: PilgrimagesText, season: string): string {
  const known = SEASONS.find((entry) => entry === season);
  return known ? t(`season_${known}`) : capitalize(season);
}

/** Browse's duration choices (core's DURATION_FILTER_OPTIONS), by their value. */
export function durationOptionText(t: PilgrimagesText, value: string, label: string): string {
  if (value === 'hours:1') return t('durationUpToHour');
  if (value === 'hours:6') return t('durationHalfDay');
  if (value.startsWith('hours:')) return t('durationUpToHours', { count: Number(value.slice('hours:'.length)) });
  const days = Number(value);
  return Number.isInteger(days) && days > 0 ? t('durationDays', { count: days }) : label;
}
