import { ACCOUNT_MESSAGES } from '@sacred/core/accounts';
import { parseId } from '@sacred/core/altars';
import type { AuthChecker } from 'type-graphql';
import type { RequestContext } from '../context';
import { ForbiddenError, UnauthenticatedError } from '../errors';

/**
 * Who may call what, in one place: REST routes declare it in the route table, GraphQL with @Authorized
 * (`@Authorized(CONFIRMED)` for `confirmed`). `confirmed`: a member whose email is confirmed, for what
 * others will see (docs/api.md "Authentication").
 */
export type Access = 'public' | 'member' | 'self' | 'confirmed';

/** The GraphQL role of `confirmed` access. */
export const CONFIRMED = 'confirmed';

type Caller = Pick<RequestContext, 'viewer' | 'services'>;

async function requireConfirmed(ctx: Caller): Promise<number> {
  const userId = requireMember(ctx);
  await ctx.services.emailConfirmation.requireConfirmedEmail(userId);
  return userId;
}

export function requireMember(ctx: Pick<RequestContext, 'viewer'>): number {
  if (ctx.viewer.userId === undefined) throw new UnauthenticatedError(ACCOUNT_MESSAGES.signInRequired);
  return ctx.viewer.userId;
}

/** For paths under /api/users/{id}: members act only on their own account. */
export function requireSelf(ctx: Pick<RequestContext, 'viewer'>, id: unknown): number {
  const userId = requireMember(ctx);
  if (parseId(id) !== userId) throw new ForbiddenError(ACCOUNT_MESSAGES.notYourAccount);
  return userId;
}

/** Enforces a route's `access`; answers the signed-in member's id (undefined for a guest on a public route). */
export async function authorize(
  access: Access,
  ctx: Caller,
  params: Record<string, unknown>,
): Promise<number | undefined> {
  switch (access) {
    case 'public':
      return ctx.viewer.userId;
    case 'member':
      return requireMember(ctx);
    case 'self':
      return requireSelf(ctx, params.id);
    case 'confirmed':
      return requireConfirmed(ctx);
  }
}

export const graphqlAuthChecker: AuthChecker<RequestContext> = async ({ context }, roles) => {
  if (roles.includes(CONFIRMED)) await requireConfirmed(context);
  else requireMember(context);
  return true;
};
