import { describe, expect, it } from 'vitest';
import { reviewSchema, summarizeRatings } from './reviews';

describe('summarizeRatings', () => {
  it('averages with one decimal and counts per star', () => {
    expect(summarizeRatings([5, 4, 4, 1])).toEqual({ average: 3.5, count: 4, distribution: [1, 0, 0, 2, 1] });
    expect(summarizeRatings([5, 5, 4])).toEqual({ average: 4.7, count: 3, distribution: [0, 0, 0, 1, 2] });
  });

  it('is zero without reviews and ignores values outside 1-5', () => {
    expect(summarizeRatings([])).toEqual({ average: 0, count: 0, distribution: [0, 0, 0, 0, 0] });
    expect(summarizeRatings([0, 6, 2.5, 3]).count).toBe(1);
  });
});

describe('reviewSchema', () => {
  it('defaults the rating to 5 and trims the text', async () => {
    await expect(reviewSchema.validate({ review: '  Lovely  ' })).resolves.toMatchObject({
      rating: 5,
      review: 'Lovely',
    });
  });

  it.each([
    [{ review: '   ' }],
    [{ review: 'ok', rating: 6 }],
    [{ review: 'ok', rating: 0 }],
    [{ review: 'ok', visitDate: '2026-02-31x' }],
  ])('refuses %o', async (input) => {
    await expect(reviewSchema.validate(input)).rejects.toThrow();
  });
});
