import * as yup from 'yup';

export const REVIEW_RATING = { min: 1, max: 5, default: 5 } as const;
export const REVIEW_TEXT_MAX = 4000;
const SHORT_TEXT_MAX = 500;

export const REVIEW_MESSAGES = {
  empty: 'No reviews yet. Be the first to share your experience!',
  reviewRequired: 'Please share a few words about your visit.',
  ratingRange: 'Rating must be from 1 to 5 stars',
} as const;

const optionalText = (max: number) => yup.string().trim().max(max, `At most ${max} characters`).nullable().optional();

export const reviewSchema = yup.object({
  rating: yup
    .number()
    .typeError(REVIEW_MESSAGES.ratingRange)
    .integer(REVIEW_MESSAGES.ratingRange)
    .min(REVIEW_RATING.min, REVIEW_MESSAGES.ratingRange)
    .max(REVIEW_RATING.max, REVIEW_MESSAGES.ratingRange)
    .default(REVIEW_RATING.default),
  title: optionalText(200),
  review: yup
    .string()
    .trim()
    .max(REVIEW_TEXT_MAX, `At most ${REVIEW_TEXT_MAX} characters`)
    .required(REVIEW_MESSAGES.reviewRequired),
  visitDate: yup
    .string()
    .matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'Visit date must be a date (YYYY-MM-DD)', excludeEmptyString: true })
    .test(
      'real-date',
      'Visit date must be a real date',
      (value) => !value || !Number.isNaN(Date.parse(`${value}T00:00:00Z`)),
    )
    .nullable()
    .optional(),
  tips: optionalText(SHORT_TEXT_MAX),
  accessibility: optionalText(SHORT_TEXT_MAX),
  bestTimeToVisit: optionalText(SHORT_TEXT_MAX),
});
export type ReviewInput = yup.InferType<typeof reviewSchema>;

export interface RatingSummary {
  average: number;
  count: number;
  /** Reviews per star, index 0 = 1 star. */
  distribution: [number, number, number, number, number];
}

/** Average with 1 decimal and the per-star counts, as the reviews tab shows them. */
export function summarizeRatings(ratings: number[]): RatingSummary {
  const distribution: RatingSummary['distribution'] = [0, 0, 0, 0, 0];
  for (const rating of ratings) {
    if (Number.isInteger(rating) && rating >= 1 && rating <= 5)
      distribution[rating - 1] = (distribution[rating - 1] ?? 0) + 1;
  }
  const count = distribution.reduce((sum, n) => sum + n, 0);
  const total = distribution.reduce((sum, n, index) => sum + n * (index + 1), 0);
  return { average: count === 0 ? 0 : Math.round((total / count) * 10) / 10, count, distribution };
}
