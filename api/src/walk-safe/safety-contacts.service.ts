import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Knex } from 'knex';
import { WALK_SAFE, WALK_SAFE_TEXTS } from '@sacred/core/walk-safe';
import { AudienceRepository } from '../i18n/audience.repository';
import { DEFAULT_AUDIENCE } from '../i18n/translator';
import type { CompanionService } from '../journeys/companion.service';
import { NotFoundError, RateLimitedError, ValidationError } from '../platform/errors';
import { jobIdOf, type JobQueue } from '../platform/infra/jobs';
import type { Logger } from '../platform/infra/logger';
import type { Mailer, MailMessage } from '../platform/infra/mail';
import type { PubSub } from '../platform/infra/pubsub';
import type { PushService } from '../push/push.service';
import { noticeMessage, type SafetyMessage, type SafetyText } from './walk-safe-messages';
import { walkShareTopic } from './walk-share.service';
import { WalkSafeRepository, type ContactRow } from './walk-safe.repository';
import type { WalkContactCandidate } from './walk-safe.types';

export const SAFETY_CONTACT_JOBS = {
  /** One email to one safety contact (retried with backoff). */
  email: 'walk-safe-email',
  /** What a push delivery of an alert did for a member contact. */
  pushOutcome: 'walk-safe-push-outcome',
} as const;

interface ContactEmail extends MailMessage {
  /** Set for an alert: the contact whose outcome the delivery records. */
  contactId?: number;
}

interface PushOutcome {
  contactId: number;
  outcome: 'reached' | 'unreached';
}

export interface SafetyContactDependencies {
  companions: Pick<CompanionService, 'companions'>;
  push: Pick<PushService, 'notifySafety' | 'reachableMembers'>;
  mailer: Mailer;
  jobs: JobQueue;
  logger: Pick<Logger, 'info' | 'warn'>;
  pubsub: PubSub;
  /** The key of the opt-out links (SESSION_SECRET, or one kept in the database). */
  secret: () => Promise<string>;
}

/** An address as the notices and opt-outs keep it: the SHA-256 of its lower-cased form. */
export const emailHashOf = (email: string): string =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

const OPT_OUT_PATH = '/walk-safe/opt-out';

/**
 * Safety contacts and how they are reached: fellow pilgrims by web push on a device of theirs, email
 * addresses by mail when the server has it. Who can be reached is said before a watch starts, and what
 * an alert did for each contact is recorded from the deliveries themselves.
 */
export class SafetyContactService {
  constructor(
    private readonly knex: Knex,
    private readonly deps: SafetyContactDependencies,
    private readonly now: () => Date,
  ) {
    deps.jobs.define<ContactEmail>(SAFETY_CONTACT_JOBS.email, (message) => this.deliverEmail(message), {
      retryLimit: 5,
    });
    deps.jobs.define<PushOutcome>(SAFETY_CONTACT_JOBS.pushOutcome, ({ contactId, outcome }) =>
      this.record(contactId, outcome, 'push'),
    );
  }

  get emailAvailable(): boolean {
    return this.deps.mailer.available;
  }

  /** Fellow pilgrims on the journey the walker may choose, and whether an alert can reach each. */
  async candidatesOf(userId: number, pilgrimageId: number): Promise<WalkContactCandidate[]> {
    let companions: Array<{ userId: number; name: string }>;
    try {
      companions = (await this.deps.companions.companions(userId, pilgrimageId)).filter((c) => c.userId !== userId);
    } catch (error) {
      // A walker who ended the journey is no longer among its participants: nobody to choose.
      if (error instanceof NotFoundError) return [];
      throw error;
    }
    const reachable = await this.deps.push.reachableMembers(companions.map((companion) => companion.userId));
    return companions.map((companion) => ({
      memberId: companion.userId,
      name: companion.name,
      canBeReached: reachable.has(companion.userId),
      reachability: reachable.has(companion.userId)
        ? WALK_SAFE_TEXTS.memberReachable
        : WALK_SAFE_TEXTS.memberUnreachable,
    }));
  }

  /**
   * Email contacts a walker may add: only once their own address is confirmed (so nobody sends alerts
   * under an address they do not own), never an address that opted out, and at most a few addresses
   * new to the walker a day. Answers the addresses new to the walker, which are told first.
   */
  async admitEmails(walker: { id: number; emailVerified: boolean }, emails: string[]): Promise<string[]> {
    if (emails.length === 0) return [];
    if (!walker.emailVerified) {
      throw new ValidationError(WALK_SAFE_TEXTS.confirmBeforeEmailContacts, {
        emails: WALK_SAFE_TEXTS.confirmBeforeEmailContacts,
      });
    }
    const repository = new WalkSafeRepository(this.knex);
    const hashes = emails.map(emailHashOf);
    const optedOut = await repository.optedOut(hashes);
    if (hashes.some((hash) => optedOut.has(hash))) {
      throw new ValidationError(WALK_SAFE_TEXTS.optedOut, { emails: WALK_SAFE_TEXTS.optedOut });
    }
    const told = await repository.noticedBy(walker.id, hashes);
    const fresh = emails.filter((email) => !told.has(emailHashOf(email)));
    const since = new Date(this.now().getTime() - 24 * 3_600_000);
    if (
      fresh.length > 0 &&
      (await repository.countNoticesSince(walker.id, since)) + fresh.length > WALK_SAFE.newEmailContactsPerDay
    ) {
      throw new RateLimitedError(WALK_SAFE_TEXTS.tooManyNewEmails, 3600, 'safety-contacts');
    }
    return fresh;
  }

  /** The one notice to each address new to the walker, with the link to opt out; sent before any alert. */
  async noticeNew(
    walkerId: number,
    firstName: string | undefined,
    emails: string[],
    origin: string | undefined,
  ): Promise<void> {
    const repository = new WalkSafeRepository(this.knex);
    // An address is no member: it reads the walker's language.
    const audience = emails.length > 0 ? await new AudienceRepository(this.knex).of(walkerId) : undefined;
    for (const email of emails) {
      const hash = emailHashOf(email);
      if (!(await repository.recordNotice(walkerId, hash, this.now()))) continue;
      const optOut = this.deps.mailer.link(`${OPT_OUT_PATH}?token=${await this.optOutToken(hash)}`, origin);
      await this.deps.jobs.send(
        SAFETY_CONTACT_JOBS.email,
        { to: email, ...noticeMessage(audience ?? DEFAULT_AUDIENCE, firstName, optOut) } satisfies ContactEmail,
        { id: jobIdOf(`walk-safe-notice:${walkerId}:${hash}`) },
      );
    }
  }

  /** The opt-out link's answer: the address is never a contact again, and leaves every watch now. */
  async optOut(token: string): Promise<{ message: string }> {
    const hash = await this.verifyOptOut(token);
    if (!hash) throw new ValidationError(WALK_SAFE_TEXTS.optOutInvalid, { token: WALK_SAFE_TEXTS.optOutInvalid });
    await new WalkSafeRepository(this.knex).optOut(hash, this.now());
    return { message: WALK_SAFE_TEXTS.optOutDone };
  }

  /** `<address hash>.<HMAC>`: it never expires, as an opt-out link must keep working. */
  private async optOutToken(hash: string): Promise<string> {
    return `${hash}.${await this.optOutSignature(hash)}`;
  }

  private async optOutSignature(hash: string): Promise<string> {
    return createHmac('sha256', await this.deps.secret())
      .update(`walk-safe-opt-out:${hash}`)
      .digest('base64url');
  }

  private async verifyOptOut(token: string): Promise<string | undefined> {
    const [hash, signature] = token.split('.');
    if (!hash || !signature || !/^[0-9a-f]{64}$/.test(hash)) return undefined;
    const expected = Buffer.from(await this.optOutSignature(hash));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? hash : undefined;
  }

  /** Whether at least one of these contacts can be reached now (a device for a member, mail for an address). */
  async anyReachable(memberIds: number[], emails: string[]): Promise<boolean> {
    if (emails.length > 0 && this.deps.mailer.available) return true;
    return (await this.deps.push.reachableMembers(memberIds)).size > 0;
  }

  /**
   * Tells every contact of the journey: web push to members, one queued email per address (ids make a
   * retry send once). With `recordOutcomes`, each contact's outcome starts as sending and is set by
   * its delivery; a contact with no way to be reached is unreached at once. Answers how many contacts
   * a delivery was queued for.
   */
  async tell(
    journeyId: number,
    walkerId: number,
    key: string,
    message: SafetyMessage,
    recordOutcomes = false,
  ): Promise<number> {
    const repository = new WalkSafeRepository(this.knex);
    if (recordOutcomes) await repository.startAlertOutcomes(journeyId, this.now());
    const contacts = await repository.listContacts(journeyId);
    // Members read their own language and zone; an email address, the walker's language (in the watch's zone).
    const audiences = await new AudienceRepository(this.knex).ofAll([
      walkerId,
      ...contacts.flatMap((contact) => (contact.member_id === null ? [] : [contact.member_id])),
    ]);
    const walker = audiences.get(walkerId) ?? DEFAULT_AUDIENCE;
    let queued = 0;
    for (const contact of contacts) {
      const sent =
        contact.member_id === null
          ? await this.email(
              journeyId,
              key,
              contact,
              message({ language: walker.language, timeZone: null }),
              recordOutcomes,
            )
          : await this.notify(
              journeyId,
              contact,
              message(audiences.get(contact.member_id) ?? DEFAULT_AUDIENCE),
              recordOutcomes,
            );
      if (sent) queued += 1;
      else if (recordOutcomes)
        await this.record(contact.id, 'unreached', contact.member_id === null ? 'email' : 'push');
    }
    return queued;
  }

  private async notify(journeyId: number, contact: ContactRow, message: SafetyText, record: boolean): Promise<boolean> {
    const devices = await this.deps.push.notifySafety(
      [contact.member_id as number],
      { title: message.title, body: message.body, url: message.url, tag: `walk-safe-${journeyId}` },
      record ? { job: SAFETY_CONTACT_JOBS.pushOutcome, data: { contactId: contact.id } } : undefined,
    );
    return devices > 0;
  }

  private async email(
    journeyId: number,
    key: string,
    contact: ContactRow,
    message: SafetyText,
    record: boolean,
  ): Promise<boolean> {
    if (!this.deps.mailer.available || contact.email === null) return false;
    await this.deps.jobs.send(
      SAFETY_CONTACT_JOBS.email,
      {
        to: contact.email,
        subject: message.subject,
        text: message.text,
        ...(record ? { contactId: contact.id } : {}),
      } satisfies ContactEmail,
      { id: jobIdOf(`walk-safe:${journeyId}:${key}:${contact.email}`) },
    );
    return true;
  }

  private async record(contactId: number, outcome: 'reached' | 'unreached', by: 'push' | 'email'): Promise<void> {
    const journeyId = await new WalkSafeRepository(this.knex).recordAlertOutcome(contactId, outcome, by, this.now());
    // The walker's card and the share page read again: whom the alert reached is news.
    if (journeyId !== undefined) this.deps.pubsub.publish(walkShareTopic(journeyId), { outcome: true });
  }

  private async deliverEmail({ contactId, ...message }: ContactEmail): Promise<void> {
    if (!this.deps.mailer.available) {
      this.deps.logger.warn({ subject: message.subject }, 'walk-safe email dropped: email is not set up');
      if (contactId !== undefined) await this.record(contactId, 'unreached', 'email');
      return;
    }
    await this.deps.mailer.send(message);
    if (contactId !== undefined) await this.record(contactId, 'reached', 'email');
  }
}
