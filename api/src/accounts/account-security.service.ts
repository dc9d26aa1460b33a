import type { Knex } from 'knex';
import {
  ACCOUNT_MESSAGES,
  type EmailTokenInput,
  type PasswordChangeInput,
  type PasswordResetInput,
  type PasswordResetRequestInput,
} from '@sacred/core/accounts';
import { RateLimitedError, UnauthenticatedError, UnavailableError, ValidationError } from '../platform/errors';
import { MAIL_UNAVAILABLE_MESSAGE, type Mailer } from '../platform/infra/mail';
import { tokenHashOf, type AccountEmails } from './account-emails';
import type { SessionEnding } from './account-sessions';
import { ownView } from './account-view';
import { AccountRepository, type StoredUser } from './account.repository';
import type { User } from './account.types';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './password';
import type { SignInGuard } from './sign-in-guard';

/**
 * What proves an account is its owner's: the email confirmed by a link, the password changed or reset
 * by a link, and the member's other sessions ended.
 */
export class AccountSecurityService {
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

  /** Sends the signed-in member a new confirmation link (a few an hour). */
  async resendConfirmation(userId: number): Promise<{ message: string }> {
    if (!this.mailer.available) return { message: ACCOUNT_MESSAGES.alreadyConfirmed };
    const repository = new AccountRepository(this.knex);
    const user = await repository.findById(userId);
    if (!user) throw new UnauthenticatedError(ACCOUNT_MESSAGES.signInRequired);
    if (user.emailVerifiedAt) return { message: ACCOUNT_MESSAGES.alreadyConfirmed };
    if (!(await this.emails.mayEmail(repository, userId, 'verify-email'))) {
      throw new RateLimitedError(ACCOUNT_MESSAGES.tooManyEmails, 3600, 'emails');
    }
    await this.emails.send({ kind: 'verify-email', userId });
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
          user: this.view({ ...user, emailVerifiedAt: user.emailVerifiedAt ?? new Date() }),
          message: ACCOUNT_MESSAGES.emailConfirmed,
        },
        ended: user.emailVerifiedAt === null ? await repository.endSessions(user.id, keepSessionId) : [],
      };
    });
    await this.sessions.close(ended);
    return result;
  }

  /** The same answer whether or not the email has an account; the email job looks the member up. */
  async requestPasswordReset({ email }: PasswordResetRequestInput): Promise<{ message: string }> {
    if (!this.mailer.available) throw new UnavailableError(MAIL_UNAVAILABLE_MESSAGE);
    await this.emails.send({ kind: 'reset-password', email });
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
    await this.sessions.close(ended);
    return {
      user: this.view({ ...user, emailVerifiedAt: user.emailVerifiedAt ?? new Date() }),
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
    await this.sessions.close(await new AccountRepository(this.knex).endSessions(userId, currentSessionId));
    return { message: ACCOUNT_MESSAGES.otherSessionsEnded };
  }
}
