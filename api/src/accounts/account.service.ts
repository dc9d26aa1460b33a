import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { PubSub } from '../platform/pubsub';
import type { SessionCache } from '../platform/session-cache';
import { revokeSocketAccess } from '../platform/socket-access';
import {
  ACCOUNT_LINKS,
  ACCOUNT_MESSAGES,
  isReservedEmail,
  type EmailTokenInput,
  type LoginInput,
  type PasswordChangeInput,
  type PasswordResetInput,
  type PasswordResetRequestInput,
  type ProfileUpdateInput,
  type SignupInput,
} from '@sacred/core/accounts';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  RateLimitedError,
  UnauthenticatedError,
  UnavailableError,
  ValidationError,
} from '../platform/errors';
import type { JobQueue } from '../platform/jobs';
import { MAIL_UNAVAILABLE_MESSAGE, type Mailer } from '../platform/mail';
import { AccountRepository, type AccountTokenPurpose, type StoredUser } from './account.repository';
import type { User } from './account.types';
import type { OidcIdentity } from './oidc';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './password';
import type { SignInGuard } from './sign-in-guard';

const HOUR_MS = 60 * 60 * 1000;
const ACCOUNT_EMAIL_JOB = 'account-email';

/** What the email job is asked to send; the link's token is made by the job, so it is never stored in clear. */
type AccountEmail =
  | { kind: 'verify-email'; userId: number }
  | { kind: 'signup-attempt'; userId: number }
  | { kind: 'reset-password'; email: string }
  // userId null: the password was wrong, and nothing is sent (the job is queued either way, so the
  // answer takes as long whether or not the password was right).
  | { kind: 'sign-in-link'; userId: number | null };

/** Sign-up answers this way when the server sends email: the same whether or not the email was free. */
export type SignupOutcome = { user: User } | { message: string };

const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Who may publish, and whose reports count (docs/api.md "Access levels", docs/product.md "Reports and moderation"). */
export interface MemberStanding {
  /** The email is confirmed, or the server has no email to confirm it with. */
  emailConfirmed: boolean;
  isModerator: boolean;
  createdAt: Date;
}

export interface AccountExport {
  exportedAt: string;
  user: User & { emailVerifiedAt: Date | null; isModerator: boolean };
  [section: string]: unknown;
}

export class AccountService {
  constructor(
    private readonly knex: Knex,
    private readonly signInGuard: SignInGuard,
    private readonly pubsub: PubSub,
    private readonly mailer: Mailer,
    private readonly jobs: JobQueue,
    private readonly sessionCache: SessionCache,
  ) {
    jobs.define<AccountEmail>(ACCOUNT_EMAIL_JOB, (email) => this.sendAccountEmail(email));
  }

  /** The member as they see themselves: no password hash, and whether their email counts as confirmed. */
  private withoutSecrets({
    passwordHash: _passwordHash,
    emailVerifiedAt,
    isModerator: _isModerator,
    ...user
  }: StoredUser): User {
    return { ...user, emailVerified: emailVerifiedAt !== null || !this.mailer.available };
  }

  /**
   * Without email on the server: the spec's flow (the member is created and signed in; a taken email
   * says so). With email: one answer whatever the address ("check your email"); a new member gets a
   * confirmation link, the owner of a taken address an email saying someone tried, with a link to
   * choose a new password (which also takes back an account someone else opened with their address).
   */
  async signup({ firstName, lastName, email, password }: SignupInput, clientAddress: string): Promise<SignupOutcome> {
    await this.signInGuard.admitSignup(clientAddress);
    const passwordHash = await hashPassword(password);
    const repository = new AccountRepository(this.knex);
    const confirmByEmail = this.mailer.available;
    try {
      // Never marked proven here: without email the member counts as confirmed for publishing
      // (withoutSecrets, standing), but an identity provider is still not linked to the account.
      const user = await repository.insert({ email, passwordHash, firstName, lastName });
      if (!confirmByEmail) return { user: this.withoutSecrets(user) };
      await this.jobs.send(ACCOUNT_EMAIL_JOB, { kind: 'verify-email', userId: user.id } satisfies AccountEmail);
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
      if (!confirmByEmail) {
        throw new ConflictError(ACCOUNT_MESSAGES.emailTaken, { email: ACCOUNT_MESSAGES.emailTaken });
      }
      const existing = await repository.findByEmail(email);
      if (existing) {
        await this.jobs.send(ACCOUNT_EMAIL_JOB, { kind: 'signup-attempt', userId: existing.id } satisfies AccountEmail);
      }
    }
    return { message: ACCOUNT_MESSAGES.checkYourEmail };
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
      await this.jobs.send(ACCOUNT_EMAIL_JOB, { kind: 'sign-in-link', userId } satisfies AccountEmail);
      throw new UnauthenticatedError(ACCOUNT_MESSAGES.signInLinkSent);
    }
    if (!user || !valid) throw new UnauthenticatedError(ACCOUNT_MESSAGES.loginFailed);
    await attempt.succeeded();
    return this.withoutSecrets(user);
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
      user: this.withoutSecrets({ ...user, emailVerifiedAt: user.emailVerifiedAt ?? new Date() }),
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
    if (existing?.emailVerifiedAt) return this.withoutSecrets(existing);
    if (existing) await this.releaseUnprovenAddress(existing.id);
    try {
      // No password: such a member signs in through the provider only ('!' is never a valid hash).
      return this.withoutSecrets(
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
      if (created?.emailVerifiedAt) return this.withoutSecrets(created);
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
    await this.closeSessions(ended);
    revokeSocketAccess(this.pubsub, { userId });
  }

  /**
   * Sessions just deleted from the store end everywhere at once: gone from the session cache every
   * instance reads, and their open sockets closed (through the pub/sub, on every instance).
   */
  private async closeSessions(ended: string[]): Promise<void> {
    await this.sessionCache.forget(ended);
    for (const sessionId of ended) revokeSocketAccess(this.pubsub, { sessionId });
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

  // ---- Links sent by email ----

  /** Sends the signed-in member a new confirmation link (a few an hour). */
  async resendConfirmation(userId: number): Promise<{ message: string }> {
    if (!this.mailer.available) return { message: ACCOUNT_MESSAGES.alreadyConfirmed };
    const repository = new AccountRepository(this.knex);
    const user = await repository.findById(userId);
    if (!user) throw new UnauthenticatedError(ACCOUNT_MESSAGES.signInRequired);
    if (user.emailVerifiedAt) return { message: ACCOUNT_MESSAGES.alreadyConfirmed };
    if (!(await this.mayEmail(repository, userId, 'verify-email'))) {
      throw new RateLimitedError(ACCOUNT_MESSAGES.tooManyEmails, 3600, 'emails');
    }
    await this.jobs.send(ACCOUNT_EMAIL_JOB, { kind: 'verify-email', userId } satisfies AccountEmail);
    return { message: ACCOUNT_MESSAGES.confirmationSent };
  }

  /**
   * The confirmation link: confirms the email once and answers the member (the route signs them in).
   * The first confirmation ends every other session of the account (`keepSessionId`: this browser's,
   * when it is signed in as the member): whoever opened the account with the address before its owner
   * proved it is signed out.
   */
  async confirmEmail({ token }: EmailTokenInput, keepSessionId?: string): Promise<{ user: User; message: string }> {
    const { result, ended } = await this.knex.transaction(async (trx) => {
      const repository = new AccountRepository(trx);
      const user = await repository.consumeToken('verify-email', tokenHashOf(token));
      if (!user) throw new ValidationError(ACCOUNT_MESSAGES.linkInvalid, { token: ACCOUNT_MESSAGES.linkInvalid });
      await repository.markEmailVerified(user.id);
      return {
        result: {
          user: this.withoutSecrets({ ...user, emailVerifiedAt: user.emailVerifiedAt ?? new Date() }),
          message: ACCOUNT_MESSAGES.emailConfirmed,
        },
        ended: user.emailVerifiedAt === null ? await repository.endSessions(user.id, keepSessionId) : [],
      };
    });
    await this.closeSessions(ended);
    return result;
  }

  /** The same answer whether or not the email has an account; the email job looks the member up. */
  async requestPasswordReset({ email }: PasswordResetRequestInput): Promise<{ message: string }> {
    if (!this.mailer.available) throw new UnavailableError(MAIL_UNAVAILABLE_MESSAGE);
    await this.jobs.send(ACCOUNT_EMAIL_JOB, { kind: 'reset-password', email } satisfies AccountEmail);
    return { message: ACCOUNT_MESSAGES.resetRequested };
  }

  /**
   * The reset link: a new password, the email confirmed (the link proved it), every session of the
   * member ended and their sockets closed. The route then signs this browser in.
   */
  async resetPassword({ token, password }: PasswordResetInput): Promise<{ user: User; message: string }> {
    const passwordHash = await hashPassword(password);
    const { user, ended } = await this.knex.transaction(async (trx) => {
      const repository = new AccountRepository(trx);
      const found = await repository.consumeToken('reset-password', tokenHashOf(token));
      if (!found) throw new ValidationError(ACCOUNT_MESSAGES.linkInvalid, { token: ACCOUNT_MESSAGES.linkInvalid });
      await repository.setPasswordHash(found.id, passwordHash);
      await repository.markEmailVerified(found.id);
      return { user: found, ended: await repository.endAllSessions(found.id) };
    });
    await this.closeSessions(ended);
    return {
      user: this.withoutSecrets({ ...user, emailVerifiedAt: user.emailVerifiedAt ?? new Date() }),
      message: ACCOUNT_MESSAGES.passwordReset,
    };
  }

  /**
   * A signed-in member changes their password: the current one is checked (counted like a sign-in, so a
   * borrowed session cannot guess it), and every other session ends.
   */
  async changePassword(
    userId: number,
    { currentPassword, newPassword }: PasswordChangeInput,
    clientAddress: string,
    currentSessionId: string | undefined,
  ): Promise<{ message: string }> {
    const repository = new AccountRepository(this.knex);
    const user = await repository.findById(userId);
    if (!user) throw new UnauthenticatedError(ACCOUNT_MESSAGES.signInRequired);
    const attempt = await this.signInGuard.admit(user.email, clientAddress);
    if (attempt.accountUnderAttack) {
      throw new RateLimitedError(
        ACCOUNT_MESSAGES.tooManyAttempts,
        attempt.accountUnderAttack.retryAfterSeconds,
        'sign-in',
      );
    }
    const hasPassword = user.passwordHash.startsWith('$argon2');
    const valid = hasPassword
      ? await verifyPassword(user.passwordHash, currentPassword)
      : (await verifyAgainstNothing(currentPassword), false);
    if (!valid) {
      throw new ValidationError(ACCOUNT_MESSAGES.currentPasswordWrong, {
        currentPassword: ACCOUNT_MESSAGES.currentPasswordWrong,
      });
    }
    await attempt.succeeded();
    await repository.setPasswordHash(userId, await hashPassword(newPassword));
    await this.signOutOtherSessions(userId, currentSessionId);
    return { message: ACCOUNT_MESSAGES.passwordChanged };
  }

  /** Ends every session of the member but this one; their open sockets (on every instance) close. */
  async signOutOtherSessions(userId: number, currentSessionId: string | undefined): Promise<{ message: string }> {
    await this.closeSessions(await new AccountRepository(this.knex).endSessions(userId, currentSessionId));
    return { message: ACCOUNT_MESSAGES.otherSessionsEnded };
  }

  private async mayEmail(repository: AccountRepository, userId: number, purpose: AccountTokenPurpose) {
    const recent = await repository.tokensSince(userId, purpose, new Date(Date.now() - HOUR_MS));
    return recent < ACCOUNT_LINKS.emailsPerHour;
  }

  /** Makes a single-use link (only its hash is kept) for the member's current email. */
  private async newLink(repository: AccountRepository, user: StoredUser, purpose: AccountTokenPurpose, path: string) {
    const token = randomBytes(32).toString('base64url');
    const lifetimeMs = {
      'verify-email': ACCOUNT_LINKS.verifyEmailHours * HOUR_MS,
      'reset-password': ACCOUNT_LINKS.resetPasswordMinutes * 60_000,
      'sign-in': ACCOUNT_LINKS.signInLinkMinutes * 60_000,
    }[purpose];
    await repository.insertToken(user.id, purpose, tokenHashOf(token), user.email, new Date(Date.now() + lifetimeMs));
    return this.mailer.link(`${path}?token=${token}`);
  }

  /** The email job: at most a few links of a kind per member an hour, whoever asks. */
  private async sendAccountEmail(request: AccountEmail): Promise<void> {
    const repository = new AccountRepository(this.knex);
    const user =
      request.kind === 'reset-password'
        ? await repository.findByEmail(request.email)
        : request.userId === null
          ? undefined
          : await repository.findById(request.userId);
    if (!user) return;
    const purpose: AccountTokenPurpose =
      request.kind === 'verify-email' ? 'verify-email' : request.kind === 'sign-in-link' ? 'sign-in' : 'reset-password';
    if (request.kind === 'verify-email' && user.emailVerifiedAt) return;
    if (!(await this.mayEmail(repository, user.id, purpose))) return;
    const name = user.firstName?.trim() || 'there';
    if (request.kind === 'verify-email') {
      const link = await this.newLink(repository, user, purpose, '/verify-email');
      await this.mailer.send({
        to: user.email,
        subject: 'Confirm your email for Sacred Spaces',
        text: `Hello ${name},\n\nOpen this link to confirm your email and finish signing up:\n${link}\n\nThe link works for ${ACCOUNT_LINKS.verifyEmailHours} hours. If you did not sign up, do not open it: someone used your address with a password of their own. To make the account yours, choose your own password at ${this.mailer.link('/reset-password')}.\n`,
      });
    } else if (request.kind === 'sign-in-link') {
      const link = await this.newLink(repository, user, purpose, '/sign-in-link');
      await this.mailer.send({
        to: user.email,
        subject: 'Finish signing in to Sacred Spaces',
        text: `Hello ${name},\n\nSomeone has been trying many passwords on your account, so a new device finishes signing in by email. You just signed in with the right password; open this link on that device to finish (it works for ${ACCOUNT_LINKS.signInLinkMinutes} minutes, once):\n${link}\n\nIf it was not you, someone knows your password: choose a new one at ${this.mailer.link('/reset-password')}.\n`,
      });
    } else if (request.kind === 'signup-attempt') {
      const link = await this.newLink(repository, user, purpose, '/reset-password');
      await this.mailer.send({
        to: user.email,
        subject: 'Someone tried to sign up with your email',
        text: `Hello ${name},\n\nSomeone tried to create a Sacred Spaces account with this email, which already has one.\nIf it was you, sign in: ${this.mailer.link('/login')}\nor choose a new password with this link (it works for one hour):\n${link}\n\nIf it was not you, ignore this email; nothing changed.\n`,
      });
    } else {
      const link = await this.newLink(repository, user, purpose, '/reset-password');
      await this.mailer.send({
        to: user.email,
        subject: 'Choose a new password for Sacred Spaces',
        text: `Hello ${name},\n\nOpen this link to choose a new password (it works for one hour, once):\n${link}\n\nIf you did not ask for it, ignore this email; your password stays as it is.\n`,
      });
    }
  }

  async findUser(userId: number | undefined): Promise<User | undefined> {
    if (userId === undefined) return undefined;
    const user = await new AccountRepository(this.knex).findById(userId);
    return user ? this.withoutSecrets(user) : undefined;
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
    return this.withoutSecrets(updated);
  }

  async exportData(userId: number, now = new Date()): Promise<AccountExport> {
    const repository = new AccountRepository(this.knex);
    const user = await repository.findById(userId);
    if (!user) throw new NotFoundError('Member not found');
    return {
      exportedAt: now.toISOString(),
      user: { ...this.withoutSecrets(user), emailVerifiedAt: user.emailVerifiedAt, isModerator: user.isModerator },
      ...(await repository.ownedRows(userId)),
    };
  }

  /**
   * Deletes the member: altars, pilgrimages and reviews stay for the community under a "Former member"
   * placeholder; everything personal (journal, rituals, posts, comments, likes, journeys, chat, photos,
   * push subscriptions, downloads) goes with the account, and every session of the member ends.
   */
  async deleteAccount(userId: number): Promise<void> {
    const ended = await this.knex.transaction(async (trx) => {
      const repository = new AccountRepository(trx);
      if (!(await repository.findById(userId))) throw new NotFoundError('Member not found');
      await repository.reassignSharedContributions(userId, await repository.formerMemberId());
      // Links sent by email (account_tokens) go with the account (ON DELETE CASCADE).
      const sessions = await repository.endAllSessions(userId);
      await repository.delete(userId);
      return sessions;
    });
    await this.closeSessions(ended);
    // The member's sockets of any session close too.
    revokeSocketAccess(this.pubsub, { userId });
  }
}
