/** The demo world's landscape images: written by generate-media.ts, served by the API at /media/seed. */

export const SEED_MEDIA_URL_PREFIX = '/media/seed/';

export const MEDIA_PALETTES = ['dawn', 'noon', 'dusk', 'night', 'mist', 'desert', 'coast', 'alpine'] as const;
export type MediaPalette = (typeof MEDIA_PALETTES)[number];

/** What a scene shows in front of the landscape: one per kind of altar, so a photo matches its altar. */
export const MEDIA_FEATURES = [
  'stones',
  'trees',
  'water',
  'cairn',
  'flags',
  'mandala',
  'crystals',
  'mound',
  'fire',
] as const;
export type MediaFeature = (typeof MEDIA_FEATURES)[number];

export interface MediaScene {
  file: string;
  palette: MediaPalette;
  feature: MediaFeature;
}

/** Scenes of one feature: an altar's photos are distinct scenes of its feature, so at most this many. */
export const SCENES_PER_FEATURE = 4;

/** Each feature in four palettes (f, f+2, f+4, f+6 mod 8): 36 distinct scenes. */
export const MEDIA_SCENES: readonly MediaScene[] = MEDIA_FEATURES.flatMap((feature, f) =>
  Array.from({ length: SCENES_PER_FEATURE }, (_, j) => {
    const palette = MEDIA_PALETTES[(f + j * 2) % MEDIA_PALETTES.length] ?? 'dawn';
    return { file: `${palette}-${feature}.svg`, palette, feature };
  }),
);

export function mediaUrl(file: string): string {
  return `${SEED_MEDIA_URL_PREFIX}${file}`;
}
