import * as yup from 'yup';

/**
 * The weekly email digest (Settings > Notifications > Email Digest): a summary of the member's week and
 * the community's, sent on Monday mornings (UTC) to members who turned it on, with a link that turns it
 * off again without signing in.
 */
export const DIGEST_MESSAGES = {
  subject: 'Your week in Sacred Spaces',
  unsubscribed: 'You will no longer receive the weekly digest.',
  invalidLink: 'This unsubscribe link is not valid. Turn the digest off in Settings > Notifications.',
  tokenRequired: 'token is required',
} as const;

/** The unsubscribe link's token: opaque, base64url, bounded. */
export const digestUnsubscribeSchema = yup.object({
  token: yup
    .string()
    .trim()
    .max(200, DIGEST_MESSAGES.invalidLink)
    .matches(/^[A-Za-z0-9_.-]+$/, DIGEST_MESSAGES.invalidLink)
    .required(DIGEST_MESSAGES.tokenRequired),
});

export interface DigestSummary {
  firstName: string;
  /** The member's own week. */
  rituals: number;
  journeysCompleted: number;
  /** The community's week. */
  newAltars: number;
  newPosts: number;
  /** The newest altars of the week, at most three. */
  altarNames: string[];
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The digest's plain text (every message has it; the HTML part says the same). */
export function digestText(summary: DigestSummary, links: { app: string; unsubscribe: string }): string {
  const lines = [
    `Dear ${summary.firstName},`,
    '',
    'Your week:',
    `- ${plural(summary.rituals, 'ritual', 'rituals')}`,
    `- ${plural(summary.journeysCompleted, 'pilgrimage completed', 'pilgrimages completed')}`,
    '',
    'The community this week:',
    `- ${plural(summary.newAltars, 'new sacred space', 'new sacred spaces')}`,
    `- ${plural(summary.newPosts, 'new post', 'new posts')}`,
  ];
  if (summary.altarNames.length > 0) lines.push(`- Newly shared: ${summary.altarNames.join(', ')}`);
  lines.push(
    '',
    `Visit: ${links.app}`,
    '',
    `You receive this because Email Digest is on in your settings. Stop it: ${links.unsubscribe}`,
  );
  return lines.join('\n');
}
