/**
 * Short summaries behind the sign-up page's Terms of Service, Privacy Policy and Eco-Conscious
 * Guidelines links. The spec shows no target for them, so they open these instead of dead links.
 */
export type PolicyId = 'terms' | 'privacy' | 'eco';

export interface Policy {
  title: string;
  paragraphs: readonly string[];
}

export const POLICIES: Record<PolicyId, Policy> = {
  terms: {
    title: 'Terms of Service',
    paragraphs: [
      'Sacred Spaces is a community map of peaceful places in nature. By creating an account you agree to share only places you may lawfully visit, to describe them honestly, and to treat other members with kindness.',
      'Do not post anything hateful, harmful, or private about other people, and do not reveal locations that their keepers want kept quiet. Content that breaks these terms may be removed and accounts that keep breaking them may be closed.',
      'This is a plain-language summary of how we expect the community to work, not a full legal agreement.',
    ],
  },
  privacy: {
    title: 'Privacy Policy',
    paragraphs: [
      'We keep your name, email address and what you create: altars, reviews, journal entries, pilgrimages and posts. Your password is stored only as a secure hash, never as text.',
      'Journal entries are private unless you choose to share them. Your location is used in your browser to show nearby spaces; it is only stored when you place an altar or record a journey.',
      'A session cookie keeps you signed in. You can export your data or delete your account at any time.',
    ],
  },
  eco: {
    title: 'Eco-Conscious Guidelines',
    paragraphs: [
      'Use only natural, biodegradable materials such as stones, fallen branches, leaves and flowers found nearby. No plastic, paint, glitter or anything that does not return to the earth.',
      'Leave no trace: clean up completely and leave every place as you found it, or cleaner. Stay on trails, respect wildlife and protected areas, and never disturb sites that are sacred to others.',
    ],
  },
};
