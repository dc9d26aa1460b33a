import type { Knex } from 'knex';
import type { PubSub } from '../platform/pubsub';
import { revokeSocketAccess } from '../platform/socket-access';
import { ACCOUNT_MESSAGES, type LoginInput, type ProfileUpdateInput, type SignupInput } from '@sacred/core/accounts';
import { ConflictError, NotFoundError, UnauthenticatedError } from '../platform/errors';
import { AccountRepository, type StoredUser } from './account.repository';
import type { User } from './account.types';
import type { OidcIdentity } from './oidc';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './password';
import type { SignInGuard } from './sign-in-guard';

const withoutSecrets = ({ passwordHash: _passwordHash, ...user }: StoredUser): User => user;

export interface AccountExport {
  exportedAt: string;
  user: User;
  [section: string]: unknown;
}

export class AccountService {
  constructor(
    private readonly knex: Knex,
    private readonly signInGuard: SignInGuard,
    private readonly pubsub: PubSub,
  ) {}

  async signup({ firstName, lastName, email, password }: SignupInput): Promise<User> {
    const passwordHash = await hashPassword(password);
    try {
      return withoutSecrets(
        await new AccountRepository(this.knex).insert({ email, passwordHash, firstName, lastName }),
      );
    } catch (error) {
      if (error instanceof ConflictError) {
        throw new ConflictError(ACCOUNT_MESSAGES.emailTaken, { email: ACCOUNT_MESSAGES.emailTaken });
      }
      throw error;
    }
  }

  /** One answer for an unknown email and a wrong password; every attempt is counted before it is checked. */
  async login({ email, password }: LoginInput, clientAddress: string): Promise<User> {
    const attempt = await this.signInGuard.admit(email, clientAddress);

    const user = await new AccountRepository(this.knex).findByEmail(email);
    const valid = user
      ? await verifyPassword(user.passwordHash, password)
      : (await verifyAgainstNothing(password), false);
    if (!user || !valid) throw new UnauthenticatedError(ACCOUNT_MESSAGES.loginFailed);
    await attempt.succeeded();
    return withoutSecrets(user);
  }

  /** A member signing in through the identity provider: found by verified email, or created. */
  async signInWithIdentity(identity: OidcIdentity): Promise<User> {
    const repository = new AccountRepository(this.knex);
    const existing = await repository.findByEmail(identity.email);
    if (existing) return withoutSecrets(existing);
    try {
      // No password: such a member signs in through the provider only ('!' is never a valid hash).
      return withoutSecrets(
        await repository.insert({
          email: identity.email,
          passwordHash: '!',
          firstName: identity.firstName ?? '',
          lastName: identity.lastName ?? '',
        }),
      );
    } catch (error) {
      // Two first sign-ins at once: the other one created the member.
      const created = error instanceof ConflictError ? await repository.findByEmail(identity.email) : undefined;
      if (created) return withoutSecrets(created);
      throw error;
    }
  }

  async findUser(userId: number | undefined): Promise<User | undefined> {
    if (userId === undefined) return undefined;
    const user = await new AccountRepository(this.knex).findById(userId);
    return user ? withoutSecrets(user) : undefined;
  }

  async updateProfile(userId: number, changes: ProfileUpdateInput): Promise<User> {
    const blankToNull = (value: string | null | undefined) => (value === undefined ? undefined : value?.trim() || null);
    const updated = await new AccountRepository(this.knex).updateProfile(userId, {
      firstName: blankToNull(changes.firstName),
      lastName: blankToNull(changes.lastName),
      bio: blankToNull(changes.bio),
      profileImageUrl: blankToNull(changes.profileImageUrl),
    });
    if (!updated) throw new NotFoundError('Member not found');
    return withoutSecrets(updated);
  }

  async exportData(userId: number, now = new Date()): Promise<AccountExport> {
    const repository = new AccountRepository(this.knex);
    const user = await repository.findById(userId);
    if (!user) throw new NotFoundError('Member not found');
    return { exportedAt: now.toISOString(), user: withoutSecrets(user), ...(await repository.ownedRows(userId)) };
  }

  /**
   * Deletes the member: altars, pilgrimages and reviews stay for the community under a "Former member"
   * placeholder; everything personal (journal, rituals, posts, comments, likes, journeys, chat, photos,
   * push subscriptions, downloads) goes with the account, and every session of the member ends.
   */
  async deleteAccount(userId: number): Promise<void> {
    await this.knex.transaction(async (trx) => {
      const repository = new AccountRepository(trx);
      if (!(await repository.findById(userId))) throw new NotFoundError('Member not found');
      await repository.reassignSharedContributions(userId, await repository.formerMemberId());
      await repository.endAllSessions(userId);
      await repository.delete(userId);
    });
    // Every session ended above: their open WebSockets (on every instance) close too.
    revokeSocketAccess(this.pubsub, { userId });
  }
}
