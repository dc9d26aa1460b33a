import type { StoredUser } from './account.repository';
import type { User } from './account.types';

/**
 * The member as they see themselves: no password hash, and whether their email counts as confirmed
 * (always, on a server without email to confirm it with).
 */
export function ownView(
  { passwordHash: _passwordHash, emailVerifiedAt, isModerator: _isModerator, ...user }: StoredUser,
  emailOnServer: boolean,
): User {
  return { ...user, emailVerified: emailVerifiedAt !== null || !emailOnServer };
}
