/** The onboarding overlay's content: six steps, then "You're All Set!". */

export type OnboardingIcon = 'welcome' | 'discover' | 'altar' | 'earth' | 'pilgrimage' | 'community';

export interface OnboardingStep {
  title: string;
  body: string;
  icon: OnboardingIcon;
}

export const ONBOARDING_STEPS: readonly OnboardingStep[] = [
  {
    title: 'Welcome',
    icon: 'welcome',
    body: 'Welcome to Sacred Spaces, a community map of peaceful places in nature, made by people who love and protect the land.',
  },
  {
    title: 'Discover Sacred Spaces',
    icon: 'discover',
    body: 'Explore the map to find altars near you. Tap a marker to read its story, see photos and plan a visit.',
  },
  {
    title: 'Create Your Own Altar',
    icon: 'altar',
    body: 'Found a special place? Use Add Altar to share it: add up to three photos, its story, the materials used and its location.',
  },
  {
    title: 'Sacred Earth Guidelines',
    icon: 'earth',
    body: 'Use only natural, biodegradable materials found nearby. No plastic, no waste: leave every place as clean as you found it, or cleaner.',
  },
  {
    title: 'Make a Pilgrimage',
    icon: 'pilgrimage',
    body: 'Follow a route that links sacred sites, track your journey as you walk, and mark checkpoints along the way.',
  },
  {
    title: 'Build Community',
    icon: 'community',
    body: 'Share moments in the community feed, write reviews, keep a sacred journal and walk with fellow pilgrims.',
  },
];

export const COMPLETION_TITLE = "You're All Set!";

export const COMPLETION_ITEMS: readonly string[] = [
  'Explore the map',
  'Create your first altar',
  'Join a pilgrimage',
  'Share your journey',
  'Connect with others',
  'Protect nature',
];

export function stepLabel(index: number, total = ONBOARDING_STEPS.length): string {
  return `Step ${index + 1} of ${total}`;
}
