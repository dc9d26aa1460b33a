import * as yup from 'yup';
import { JOURNAL_MOODS, JOURNAL_WEATHER } from './enums';

export const JOURNAL_DEFAULTS = { mood: 'peaceful', weather: 'sunny', temperature: 70, isPrivate: true } as const;
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
    .max(2_147_483_647, `${label} is not a known id`)
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
    .default(JOURNAL_DEFAULTS.mood),
  weather: yup
    .string()
    .oneOf([...JOURNAL_WEATHER], `Weather must be one of ${JOURNAL_WEATHER.join(', ')}`)
    .default(JOURNAL_DEFAULTS.weather),
  temperature: yup
    .number()
    .typeError('Temperature must be a number')
    .min(-80, 'Temperature must be at least -80')
    .max(140, 'Temperature must be at most 140')
    .default(JOURNAL_DEFAULTS.temperature),
  isPrivate: yup.boolean().typeError('isPrivate must be true or false').default(JOURNAL_DEFAULTS.isPrivate),
  altarId: id('altarId'),
  pilgrimageId: id('pilgrimageId'),
});
export type JournalEntryInput = yup.InferType<typeof journalEntrySchema>;

export const journalFilterSchema = yup.object({ altarId: id('altarId'), pilgrimageId: id('pilgrimageId') });
export type JournalFilter = yup.InferType<typeof journalFilterSchema>;
