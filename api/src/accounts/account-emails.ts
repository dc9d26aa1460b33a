import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { ACCOUNT_LINKS } from '@sacred/core/accounts';
import type { JobQueue } from '../platform/jobs';
import type { Mailer } from '../platform/mail';
import { AccountRepository, type AccountTokenPurpose, type StoredUser } from './account.repository';

const HOUR_MS = 60 * 60 * 1000;
const ACCOUNT_EMAIL_JOB = 'account-email';

/** What the email job is asked to send; the link's token is made by the job, so it is never stored in clear. */
export type AccountEmail =
  | { kind: 'verify-email'; userId: number }
  | { kind: 'signup-attempt'; userId: number }
  | { kind: 'reset-password'; email: string }
  // userId null: the password was wrong, and nothing is sent (the job is queued either way, so the
  // answer takes as long whether or not the password was right).
  | { kind: 'sign-in-link'; userId: number | null };

/** A link's token as it is kept: only its hash. */
export const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The emails of an account (confirmation, sign-in and password links, a sign-up attempt on a taken
 * address), sent by a job: at most a few links of a kind per member an hour, whoever asks.
 */
export class AccountEmails {
  constructor(
    private readonly knex: Knex,
    private readonly mailer: Mailer,
    private readonly jobs: JobQueue,
  ) {
    jobs.define<AccountEmail>(ACCOUNT_EMAIL_JOB, (email) => this.sendAccountEmail(email));
  }

  /** Queues the email (the job looks the member up and makes the link). */
  async send(email: AccountEmail): Promise<void> {
    await this.jobs.send(ACCOUNT_EMAIL_JOB, email);
  }

  /** Whether the member may be sent another link of this kind within the hour. */
  async mayEmail(repository: AccountRepository, userId: number, purpose: AccountTokenPurpose) {
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
}
