import type { Knex } from 'knex';
import { WALK_SAFE_TEXTS } from '@sacred/core/walk-safe';
import type { CompanionService } from '../journeys/companion.service';
import { NotFoundError } from '../platform/errors';
import { jobIdOf, type JobQueue } from '../platform/jobs';
import type { Logger } from '../platform/logger';
import type { Mailer, MailMessage } from '../platform/mail';
import type { PushService } from '../push/push.service';
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

export interface SafetyMessage {
  title: string;
  body: string;
  url: string;
  subject: string;
  text: string;
}

export interface SafetyContactDependencies {
  companions: Pick<CompanionService, 'companions'>;
  push: Pick<PushService, 'notifySafety' | 'reachableMembers'>;
  mailer: Mailer;
  jobs: JobQueue;
  logger: Pick<Logger, 'info' | 'warn'>;
}

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
  async tell(journeyId: number, key: string, message: SafetyMessage, recordOutcomes = false): Promise<number> {
    const repository = new WalkSafeRepository(this.knex);
    if (recordOutcomes) await repository.startAlertOutcomes(journeyId, this.now());
    const contacts = await repository.listContacts(journeyId);
    let queued = 0;
    for (const contact of contacts) {
      const sent =
        contact.member_id === null
          ? await this.email(journeyId, key, contact, message, recordOutcomes)
          : await this.notify(journeyId, contact, message, recordOutcomes);
      if (sent) queued += 1;
      else if (recordOutcomes)
        await this.record(contact.id, 'unreached', contact.member_id === null ? 'email' : 'push');
    }
    return queued;
  }

  private async notify(
    journeyId: number,
    contact: ContactRow,
    message: SafetyMessage,
    record: boolean,
  ): Promise<boolean> {
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
    message: SafetyMessage,
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
    await new WalkSafeRepository(this.knex).recordAlertOutcome(contactId, outcome, by, this.now());
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
