/**
 * The onboarding overlay's content: six steps, then "You're All Set!". The English is stated here once, in the
 * spec's words, and is the `onboarding` catalogue's (messages/en.ts); the overlay shows the displayed language's.
 */

export type OnboardingIcon = 'welcome' | 'discover' | 'altar' | 'earth' | 'pilgrimage' | 'community';

export const ONBOARDING_TEXTS = {
  welcomeTitle: 'Welcome',
  welcomeBody:
    'Welcome to Sacred Spaces, a community map of peaceful places in nature, made by people who love and protect the land.',
  discoverTitle: 'Discover Sacred Spaces',
  discoverBody: 'Explore the map to find altars near you. Tap a marker to read its story, see photos and plan a visit.',
  altarTitle: 'Create Your Own Altar',
  altarBody:
    'Found a special place? Use Add Altar to share it: add up to three photos, its story, the materials used and its location.',
  earthTitle: 'Sacred Earth Guidelines',
  earthBody:
    'Use only natural, biodegradable materials found nearby. No plastic, no waste: leave every place as clean as you found it, or cleaner.',
  pilgrimageTitle: 'Make a Pilgrimage',
  pilgrimageBody:
    'Follow a route that links sacred sites, track your journey as you walk, and mark checkpoints along the way.',
  communityTitle: 'Build Community',
  communityBody:
    'Share moments in the community feed, write reviews, keep a sacred journal and walk with fellow pilgrims.',
  completionTitle: "You're All Set!",
  itemExplore: 'Explore the map',
  itemAltar: 'Create your first altar',
  itemPilgrimage: 'Join a pilgrimage',
  itemShare: 'Share your journey',
  itemConnect: 'Connect with others',
  itemProtect: 'Protect nature',
} as const;

type TextKey = keyof typeof ONBOARDING_TEXTS;

export interface OnboardingStep {
  title: string;
  body: string;
  icon: OnboardingIcon;
  /** The step's texts in the `onboarding` catalogue. */
  titleKey: TextKey;
  bodyKey: TextKey;
}

const ICONS: readonly OnboardingIcon[] = ['welcome', 'discover', 'altar', 'earth', 'pilgrimage', 'community'];

export const ONBOARDING_STEPS: readonly OnboardingStep[] = ICONS.map((icon) => ({
  icon,
  titleKey: `${icon}Title`,
  bodyKey: `${icon}Body`,
  title: ONBOARDING_TEXTS[`${icon}Title`],
  body: ONBOARDING_TEXTS[`${icon}Body`],
}));

export const COMPLETION_TITLE = ONBOARDING_TEXTS.completionTitle;

/** The completion list's catalogue keys, in order. */
export const COMPLETION_KEYS = [
  'itemExplore',
  'itemAltar',
  'itemPilgrimage',
  'itemShare',
  'itemConnect',
  'itemProtect',
] as const satisfies readonly TextKey[];

export const COMPLETION_ITEMS: readonly string[] = COMPLETION_KEYS.map((key) => ONBOARDING_TEXTS[key]);

export function stepLabel(index: number, total = ONBOARDING_STEPS.length): string {
  return `Step ${index + 1} of ${total}`;
}
