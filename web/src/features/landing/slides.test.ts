import { describe, expect, it } from 'vitest';
import english from './messages/en';
import { INTRO_SLIDES, nextSlide, previousSlide } from './slides';

describe('intro slides', () => {
  it('has the four titles of the spec, in order', () => {
    expect(INTRO_SLIDES.map((art) => english[`${art}Title`])).toEqual([
      'Discover Beautiful Places',
      'Create Peaceful Spaces',
      'Visit & Contribute',
      'Connect with Community',
    ]);
  });

  it('steps forward to the end and back to the start', () => {
    expect(nextSlide(0)).toBe(1);
    expect(nextSlide(3)).toBeNull();
    expect(previousSlide(2)).toBe(1);
    expect(previousSlide(0)).toBe(0);
  });
});
