import { ACCOUNT_MESSAGES } from '@sacred/core/accounts';
import { parseId } from '@sacred/core/altars';
import type { AuthChecker } from 'type-graphql';
import type { RequestContext } from './context';
import { ForbiddenError, UnauthenticatedError } from './errors';

/** Who may call what, in one place: REST routes declare it in the route table, GraphQL with @Authorized. */
export type Access = 'public' | 'member' | 'self';

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
export function authorize(
  access: Access,
  ctx: Pick<RequestContext, 'viewer'>,
  params: Record<string, unknown>,
): number | undefined {
  switch (access) {
    case 'public':
      return ctx.viewer.userId;
    case 'member':
      return requireMember(ctx);
    case 'self':
      return requireSelf(ctx, params.id);
  }
}

export const graphqlAuthChecker: AuthChecker<RequestContext> = ({ context }) => {
  requireMember(context);
  return true;
};
