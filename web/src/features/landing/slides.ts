export const SPLASH_DURATION_MS = 3000;

export type SlideArt = 'discover' | 'create' | 'visit' | 'connect';

/** The four slides in order; each slide's title and description are `<art>Title` and `<art>Description`. */
export const INTRO_SLIDES: readonly SlideArt[] = ['discover', 'create', 'visit', 'connect'];

/** The next slide index, or null when the carousel is finished. */
export function nextSlide(index: number, count = INTRO_SLIDES.length): number | null {
  return index + 1 < count ? index + 1 : null;
}

export function previousSlide(index: number): number {
  return Math.max(0, index - 1);
}
