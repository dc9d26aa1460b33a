import * as yup from 'yup';
import { JOURNAL_MOODS, JOURNAL_WEATHER } from './enums';
import type { UnitsShown } from './settings';
import { DATABASE_ID_MAX } from './limits';

/**
 * An entry is private unless the member says otherwise. Mood, weather and temperature are facts of the
 * moment: recorded only when the member gives them, never filled in for them. The temperature is only
 * suggested (the input's placeholder).
 */
export const JOURNAL_DEFAULTS = { isPrivate: true, suggestedTemperatureF: 70 } as const;

/** Temperatures are stored in °F, -80 to 140 (-62 to 60 °C). */
export const JOURNAL_TEMPERATURE_F = { min: -80, max: 140 } as const;

/** The unit a member gives a temperature in: °C for metric, °F for imperial (and guests). */
export const temperatureUnit = (units: UnitsShown): '°C' | '°F' => (units === 'metric' ? '°C' : '°F');

/** A temperature in the member's unit, stored as °F to one decimal (the column's precision). */
export function toFahrenheit(value: number, units: UnitsShown): number {
  const fahrenheit = units === 'metric' ? (value * 9) / 5 + 32 : value;
  return Math.round(fahrenheit * 10) / 10 + 0;
}

const inUnit = (fahrenheit: number, units: UnitsShown) =>
  units === 'metric' ? ((fahrenheit - 32) * 5) / 9 : fahrenheit;

/** A stored °F temperature in the member's unit, whole degrees (what the form suggests). */
export function fromFahrenheit(fahrenheit: number, units: UnitsShown): number {
  return Math.round(inUnit(fahrenheit, units)) + 0;
}

/** The temperature rule in the member's unit: the server's range, said in °C to a metric member. */
export function journalTemperatureField(units: UnitsShown) {
  const unit = temperatureUnit(units);
  const suffix = unit === '°F' ? '' : ` ${unit}`;
  const min = Math.ceil(inUnit(JOURNAL_TEMPERATURE_F.min, units));
  const max = Math.floor(inUnit(JOURNAL_TEMPERATURE_F.max, units));
  return yup
    .number()
    .typeError('Temperature must be a number')
    .min(min, `Temperature must be at least ${min}${suffix}`)
    .max(max, `Temperature must be at most ${max}${suffix}`)
    .nullable()
    .optional();
}
export const JOURNAL_CONTENT_MAX = 10000;

export const JOURNAL_MESSAGES = {
  empty: 'No journal entries yet. Start documenting your sacred journey!',
  contentRequired: 'Please write something before saving.',
  notFound: 'Journal entry not found',
} as const;

/** How moods are shown: 'sad' reads as Melancholic. */
export const MOOD_TEXT: Record<(typeof JOURNAL_MOODS)[number], string> = {
  peaceful: 'Peaceful',
  joyful: 'Joyful',
  reflective: 'Reflective',
  grateful: 'Grateful',
  contemplative: 'Contemplative',
  sad: 'Melancholic',
};

const id = (label: string) =>
  yup
    .number()
    .typeError(`${label} must be a number`)
    .integer(`${label} must be a whole number`)
    .positive(`${label} must be positive`)
    .max(DATABASE_ID_MAX, `${label} is not a known id`)
    .nullable()
    .optional();

export const journalEntrySchema = yup.object({
  title: yup.string().trim().max(200, 'At most 200 characters').nullable().optional(),
  content: yup
    .string()
    .trim()
    .max(JOURNAL_CONTENT_MAX, `At most ${JOURNAL_CONTENT_MAX} characters`)
    .required(JOURNAL_MESSAGES.contentRequired),
  mood: yup
    .string()
    .oneOf([...JOURNAL_MOODS], `Mood must be one of ${JOURNAL_MOODS.join(', ')}`)
    .nullable()
    .optional(),
  weather: yup
    .string()
    .oneOf([...JOURNAL_WEATHER], `Weather must be one of ${JOURNAL_WEATHER.join(', ')}`)
    .nullable()
    .optional(),
  // Stored in °F: the imperial rule is the server's.
  temperature: journalTemperatureField('imperial'),
  isPrivate: yup.boolean().typeError('isPrivate must be true or false').default(JOURNAL_DEFAULTS.isPrivate),
  altarId: id('altarId'),
  pilgrimageId: id('pilgrimageId'),
});
export type JournalEntryInput = yup.InferType<typeof journalEntrySchema>;

export const journalFilterSchema = yup.object({ altarId: id('altarId'), pilgrimageId: id('pilgrimageId') });
export type JournalFilter = yup.InferType<typeof journalFilterSchema>;
