import { ACCOUNT_MESSAGES, linkUsedForAnotherAccount } from '@sacred/core/accounts';
import type { RequestContext } from '../platform/context';
import { ConflictError } from '../platform/errors';
import type { User } from './account.types';

/**
 * After a link sent by email did its work: signs this browser in as the link's member, unless another
 * member is signed in here. A link never switches a session, so pressing someone else's link cannot
 * sign a member into the other account; the answer then names the account the link was for.
 */
export async function finishLink(
  ctx: RequestContext,
  result: { user: User; message: string },
): Promise<{ user: User; message: string; signedIn: boolean }> {
  if (ctx.viewer.userId !== undefined && ctx.viewer.userId !== result.user.id) {
    return { ...result, message: linkUsedForAnotherAccount(result.message, result.user.email), signedIn: false };
  }
  await ctx.session.signIn(result.user.id);
  return { ...result, signedIn: true };
}

/** A sign-in link only finishes signing in a browser nobody is signed in to; it is kept for that. */
export function refuseLinkWhileSignedIn(ctx: RequestContext): void {
  if (ctx.viewer.userId !== undefined) throw new ConflictError(ACCOUNT_MESSAGES.signOutFirst);
}
