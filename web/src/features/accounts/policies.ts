import type english from './messages/en';

/**
 * Short summaries behind the sign-up page's Terms of Service, Privacy Policy and Eco-Conscious
 * Guidelines links. The spec shows no target for them, so they open these instead of dead links.
 * Their words are the accounts catalogue's (messages/en.ts); here are the keys, in order.
 */
export type PolicyId = 'terms' | 'privacy' | 'eco';

type AccountsKey = keyof typeof english;

export interface Policy {
  title: AccountsKey;
  paragraphs: readonly AccountsKey[];
}

export const POLICIES: Record<PolicyId, Policy> = {
  terms: { title: 'termsTitle', paragraphs: ['terms1', 'terms2', 'terms3'] },
  privacy: { title: 'privacyTitle', paragraphs: ['privacy1', 'privacy2', 'privacy3'] },
  eco: { title: 'ecoTitle', paragraphs: ['eco1', 'eco2'] },
};
