import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { ACCOUNT_LINKS } from '@sacred/core/accounts';
import { AudienceRepository } from '../i18n/audience.repository';
import type { JobQueue } from '../platform/infra/jobs';
import type { Mailer } from '../platform/infra/mail';
import { AccountRepository, type AccountTokenPurpose, type StoredUser } from './account.repository';
import { accountsText } from './messages';

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
    const t = accountsText(await new AudienceRepository(this.knex).of(user.id));
    const name = user.firstName?.trim();
    const greeting = name ? t('greeting', { name }) : t('greetingNoName');
    const resetLink = this.mailer.link('/reset-password');
    let subject: string;
    let body: string;
    if (request.kind === 'verify-email') {
      const link = await this.newLink(repository, user, purpose, '/verify-email');
      subject = t('verifySubject');
      body = t('verifyBody', { link, hours: ACCOUNT_LINKS.verifyEmailHours, resetLink });
    } else if (request.kind === 'sign-in-link') {
      const link = await this.newLink(repository, user, purpose, '/sign-in-link');
      subject = t('signInSubject');
      body = t('signInBody', { link, minutes: ACCOUNT_LINKS.signInLinkMinutes, resetLink });
    } else if (request.kind === 'signup-attempt') {
      const link = await this.newLink(repository, user, purpose, '/reset-password');
      subject = t('signupAttemptSubject');
      body = t('signupAttemptBody', { link, loginLink: this.mailer.link('/login') });
    } else {
      const link = await this.newLink(repository, user, purpose, '/reset-password');
      subject = t('resetSubject');
      body = t('resetBody', { link });
    }
    await this.mailer.send({ to: user.email, subject, text: `${greeting}\n\n${body}` });
  }
}
