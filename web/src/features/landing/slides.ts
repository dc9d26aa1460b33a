/** The intro carousel: four slides, titles in this order. */
export const SPLASH_DURATION_MS = 3000;

export type SlideArt = 'discover' | 'create' | 'visit' | 'connect';

export interface IntroSlide {
  title: string;
  description: string;
  art: SlideArt;
}

export const INTRO_SLIDES: readonly IntroSlide[] = [
  {
    title: 'Discover Beautiful Places',
    description:
      'Find peaceful altars and sacred spaces hidden in forests, on mountaintops and beside quiet water, all on one map.',
    art: 'discover',
  },
  {
    title: 'Create Peaceful Spaces',
    description:
      'Gather stones, petals and fallen branches to build a small altar, then share its story with the community.',
    art: 'create',
  },
  {
    title: 'Visit & Contribute',
    description: 'Visit an altar, spend a quiet moment in ritual, leave a review and add your care, leaving no trace.',
    art: 'visit',
  },
  {
    title: 'Connect with Community',
    description: 'Walk pilgrimages with fellow seekers, share your journey and look after the earth together.',
    art: 'connect',
  },
];

/** The next slide index, or null when the carousel is finished. */
export function nextSlide(index: number, count = INTRO_SLIDES.length): number | null {
  return index + 1 < count ? index + 1 : null;
}

export function previousSlide(index: number): number {
  return Math.max(0, index - 1);
}
