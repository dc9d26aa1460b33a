import * as yup from 'yup';

export const RITUAL_DURATIONS = [3, 5, 10] as const;
export const DEFAULT_RITUAL_DURATION = 3;

export const RITUAL_MESSAGES = {
  completedTitle: 'Ritual Completed',
  completedBody: 'Your sacred moment has been recorded.',
  failed: 'Failed to record ritual. Please try again.',
  recording: 'Recording...',
  durationChoice: 'Duration must be 3, 5 or 10 minutes',
} as const;

/** Days within which a ritual or review counts as an altar's recent activity. */
export const RECENT_ACTIVITY_DAYS = 7;

export const ritualSchema = yup.object({
  altarId: yup
    .number()
    .typeError('altarId must be a number')
    .integer('altarId must be a whole number')
    .positive('altarId must be positive')
    .required('altarId is required'),
  intention: yup.string().trim().max(500, 'At most 500 characters').nullable().optional(),
  duration: yup
    .number()
    .typeError(RITUAL_MESSAGES.durationChoice)
    .oneOf([...RITUAL_DURATIONS], RITUAL_MESSAGES.durationChoice)
    .default(DEFAULT_RITUAL_DURATION),
});
export type RitualInput = yup.InferType<typeof ritualSchema>;
