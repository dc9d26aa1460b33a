import type { Knex } from 'knex';
import {
  ACCOUNT_MESSAGES,
  isReservedEmail,
  type EmailTokenInput,
  type LoginInput,
  type ProfileUpdateInput,
  type SignupInput,
} from '@sacred/core/accounts';
import { canonicalTimeZone, TIME_ZONE_MESSAGES } from '@sacred/core/time-zone';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  RateLimitedError,
  UnauthenticatedError,
  ValidationError,
} from '../platform/errors';
import type { Mailer } from '../platform/infra/mail';
import { SettingsRepository } from '../profiles/settings.repository';
import { tokenHashOf, type AccountEmails } from './account-emails';
import type { SessionEnding } from './account-sessions';
import { ownView } from './account-view';
import { AccountRepository, type StoredUser } from './account.repository';
import type { User } from './account.types';
import type { OidcIdentity } from './oidc';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './password';
import type { SignInGuard } from './sign-in-guard';

/** Sign-up answers this way when the server sends email: the same whether or not the email was free. */
export type SignupOutcome = { user: User } | { message: string };

/** Who may publish, and whose reports count (docs/api.md "Access levels", docs/product.md "Reports and moderation"). */
export interface MemberStanding {
  /** The email is confirmed, or the server has no email to confirm it with. */
  emailConfirmed: boolean;
  isModerator: boolean;
  createdAt: Date;
}

/**
 * Members and signing in: sign-up, sign-in (by password, by a link sent while the account is under
 * attack, through an identity provider), the member's profile and their standing. Email confirmation and
 * passwords: AccountSecurityService; export and deletion: AccountDataService.
 */
export class AccountService {
  constructor(
    private readonly knex: Knex,
    private readonly signInGuard: SignInGuard,
    private readonly mailer: Mailer,
    private readonly emails: AccountEmails,
    private readonly sessions: SessionEnding,
  ) {}

  private view(user: StoredUser): User {
    return ownView(user, this.mailer.available);
  }

  /**
   * Without email on the server: the spec's flow (the member is created and signed in; a taken email
   * says so). With email: one answer whatever the address ("check your email"); a new member gets a
   * confirmation link, the owner of a taken address an email saying someone tried, with a link to
   * choose a new password (which also takes back an account someone else opened with their address).
   */
  async signup(
    { firstName, lastName, email, password, language, timeZone }: SignupInput,
    clientAddress: string,
  ): Promise<SignupOutcome> {
    const zone = timeZone === undefined ? undefined : await this.checkedTimeZone(timeZone);
    await this.signInGuard.admitSignup(clientAddress);
    const passwordHash = await hashPassword(password);
    const repository = new AccountRepository(this.knex);
    const confirmByEmail = this.mailer.available;
    try {
      // Never marked proven here: without email the member counts as confirmed for publishing
      // (withoutSecrets, standing), but an identity provider is still not linked to the account.
      // The language and zone are the new member's preferences, stored with them (the emails speak it).
      const user = await this.knex.transaction(async (trx) => {
        const created = await new AccountRepository(trx).insert({ email, passwordHash, firstName, lastName });
        const settings = new SettingsRepository(trx);
        if (language !== undefined) await settings.startWith(created.id, language);
        if (zone !== undefined) await settings.saveTimeZone(created.id, zone);
        return created;
      });
      if (!confirmByEmail) return { user: this.view(user) };
      await this.emails.send({ kind: 'verify-email', userId: user.id });
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
      if (!confirmByEmail) {
        throw new ConflictError(ACCOUNT_MESSAGES.emailTaken, { email: ACCOUNT_MESSAGES.emailTaken });
      }
      const existing = await repository.findByEmail(email);
      if (existing) {
        await this.emails.send({ kind: 'signup-attempt', userId: existing.id });
      }
    }
    return { message: ACCOUNT_MESSAGES.checkYourEmail };
  }

  /** A sign-up's zone in its canonical spelling, refused (400) as Settings refuses it when PostgreSQL does not know it. */
  private async checkedTimeZone(given: string): Promise<string> {
    const zone = canonicalTimeZone(given);
    if (zone === undefined || !(await new SettingsRepository(this.knex).knowsTimeZone(zone))) {
      throw new ValidationError(TIME_ZONE_MESSAGES.invalid, { timeZone: TIME_ZONE_MESSAGES.invalid });
    }
    return zone;
  }

  /**
   * One answer for an unknown email and a wrong password, in the time of one argon2 verification either
   * way (a member without a password is checked against a dummy hash); every attempt is counted before
   * it is checked.
   */
  async login({ email, password }: LoginInput, clientAddress: string): Promise<User> {
    const attempt = await this.signInGuard.admit(email, clientAddress);
    const { accountUnderAttack } = attempt;
    if (accountUnderAttack && !this.mailer.available) {
      throw new RateLimitedError(ACCOUNT_MESSAGES.tooManyAttempts, accountUnderAttack.retryAfterSeconds, 'sign-in');
    }

    const user = await new AccountRepository(this.knex).findByEmail(email);
    const hasPassword = user !== undefined && user.passwordHash.startsWith('$argon2');
    const valid = hasPassword
      ? await verifyPassword(user.passwordHash, password)
      : (await verifyAgainstNothing(password), false);
    if (accountUnderAttack) {
      // Guesses spread over many addresses: from a new address, the right password earns a link by
      // email, never a session; the answer is the same either way.
      const userId = user && valid ? user.id : null;
      await this.emails.send({ kind: 'sign-in-link', userId });
      throw new UnauthenticatedError(ACCOUNT_MESSAGES.signInLinkSent);
    }
    if (!user || !valid) throw new UnauthenticatedError(ACCOUNT_MESSAGES.loginFailed);
    await attempt.succeeded();
    return this.view(user);
  }

  /**
   * The link sent while the account was under attack: signs the member in once (the route makes the
   * session), confirms the email it was sent to, and remembers this address for later sign-ins.
   */
  async signInWithLink({ token }: EmailTokenInput, clientAddress: string): Promise<{ user: User; message: string }> {
    const user = await this.knex.transaction(async (trx) => {
      const repository = new AccountRepository(trx);
      const found = await repository.consumeToken('sign-in', tokenHashOf(token));
      if (!found) throw new ValidationError(ACCOUNT_MESSAGES.linkInvalid, { token: ACCOUNT_MESSAGES.linkInvalid });
      await repository.markEmailVerified(found.id);
      return found;
    });
    await this.signInGuard.trust(user.email, clientAddress);
    return {
      user: this.view({ ...user, emailVerifiedAt: user.emailVerifiedAt ?? new Date() }),
      message: ACCOUNT_MESSAGES.signedInByLink,
    };
  }

  /**
   * A member signing in through the identity provider (which verified the email): created, or linked to
   * the account with that email only when that account's email is confirmed too. An unconfirmed
   * account may have been opened by someone else with this address, waiting for its owner to arrive
   * through the provider: it is never linked, and it no longer blocks the owner either (the address is
   * released to a new account for the owner, releaseUnprovenAddress).
   * Reserved addresses (the placeholder's `.invalid`) are refused (ValidationError) whatever a provider says.
   */
  async signInWithIdentity(identity: OidcIdentity): Promise<User> {
    if (isReservedEmail(identity.email)) {
      throw new ValidationError(ACCOUNT_MESSAGES.reservedEmail, { email: ACCOUNT_MESSAGES.reservedEmail });
    }
    const repository = new AccountRepository(this.knex);
    const existing = await repository.findByEmail(identity.email);
    if (existing?.emailVerifiedAt) return this.view(existing);
    if (existing) await this.releaseUnprovenAddress(existing.id);
    try {
      // No password: such a member signs in through the provider only ('!' is never a valid hash).
      return this.view(
        await repository.insert({
          email: identity.email,
          passwordHash: '!',
          firstName: identity.firstName ?? '',
          lastName: identity.lastName ?? '',
          emailVerified: true,
        }),
      );
    } catch (error) {
      // Two first sign-ins at once: the other one created the member.
      const created = error instanceof ConflictError ? await repository.findByEmail(identity.email) : undefined;
      if (created?.emailVerifiedAt) return this.view(created);
      throw error;
    }
  }

  /**
   * An account whose address was never proven, when the address's owner proves it through a provider:
   * the address goes to the owner's new account. The old account keeps its data under a reserved
   * `.invalid` address nobody can sign in to (no password, every session ended); it is never handed
   * over, since whoever opened it may have prepared it (settings, companions) for its owner to inherit.
   */
  private async releaseUnprovenAddress(userId: number): Promise<void> {
    const ended = await this.knex.transaction(async (trx) => {
      const repository = new AccountRepository(trx);
      await repository.releaseAddress(userId, `unclaimed-${userId}@sacredspaces.invalid`);
      return repository.endAllSessions(userId);
    });
    await this.sessions.close(ended);
    this.sessions.closeSocketsOf(userId);
  }

  /** Whether the member may publish and how much their reports weigh; undefined for an unknown member. */
  async standing(userId: number): Promise<MemberStanding | undefined> {
    const user = await new AccountRepository(this.knex).findById(userId);
    if (!user) return undefined;
    return {
      emailConfirmed: user.emailVerifiedAt !== null || !this.mailer.available,
      isModerator: user.isModerator,
      createdAt: user.createdAt,
    };
  }

  /** Public content (altars, pilgrimages, reviews, posts, comments) needs a confirmed email. */
  async requireConfirmedEmail(userId: number): Promise<void> {
    const standing = await this.standing(userId);
    if (!standing) throw new UnauthenticatedError(ACCOUNT_MESSAGES.signInRequired);
    if (!standing.emailConfirmed) throw new ForbiddenError(ACCOUNT_MESSAGES.confirmEmailFirst);
  }

  /** Moderators' email addresses, for alerts. */
  moderatorEmails(): Promise<string[]> {
    return this.knex('users').where({ is_moderator: true }).pluck('email');
  }

  async findUser(userId: number | undefined): Promise<User | undefined> {
    if (userId === undefined) return undefined;
    const user = await new AccountRepository(this.knex).findById(userId);
    return user ? this.view(user) : undefined;
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
    return this.view(updated);
  }
}
