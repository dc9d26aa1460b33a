import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { displayName } from '@sacred/core/accounts';
import { parseId } from '@sacred/core/altars';
import {
  deliveredText,
  INTENTION_LIMITS,
  INTENTION_MESSAGES,
  type EntrustIntentionInput,
} from '@sacred/core/intentions';
import type { SignInGuard } from '../accounts/sign-in-guard';
import type { ReportService } from '../community/report.service';
import { ConflictError, NotFoundError, UnavailableError, ValidationError } from '../platform/errors';
import type { Logger } from '../platform/infra/logger';
import type { Mailer } from '../platform/infra/mail';
import type { PilgrimageService } from '../pilgrimages/pilgrimage.service';
import type { PushService } from '../push/push.service';
import { IntentionRepository, type DeliveredRow, type IntentionRow } from './intention.repository';
import { AudienceRepository } from '../i18n/audience.repository';
import { audienceOf, type Audience, type Text } from '../i18n/translator';
import { intentionsText } from './messages';
import type intentionsEnglish from './messages/en';
import type {
  CarriedIntention,
  IntentionReceipt,
  OfferedIntention,
  SentIntention,
  WalkerIntentions,
} from './intention.types';

export interface IntentionDependencies {
  pilgrimages: Pick<PilgrimageService, 'get'>;
  /** A guest's intention sends a confirmation email: counted with the sign-ups of their address. */
  signups: Pick<SignInGuard, 'admitSignup'>;
  mailer: Mailer;
  push: Pick<PushService, 'notifyRequested'>;
  reports: Pick<ReportService, 'report'>;
  logger: Logger;
}

const HOUR_MS = 3_600_000;
const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

const senderName = (row: IntentionRow): string | null =>
  row.anonymous || row.sender_id === null ? null : displayName(row.sender_first_name, row.sender_last_name);

function sentView(row: IntentionRow): SentIntention {
  return {
    id: row.id,
    pilgrimageId: row.pilgrimage_id,
    pilgrimageName: row.pilgrimage_name,
    altarId: row.altar_id,
    altarName: row.altar_name,
    text: row.text,
    anonymous: row.anonymous,
    status: row.status,
    confirmed: row.confirmed_at !== null,
    createdAt: row.created_at,
    acceptedAt: row.accepted_at,
    deliveredAt: row.delivered_at,
  };
}

const offeredView = (row: IntentionRow): OfferedIntention => ({
  id: row.id,
  altarId: row.altar_id,
  altarName: row.altar_name,
  from: senderName(row),
  createdAt: row.created_at,
});

const carriedView = (row: IntentionRow): CarriedIntention => ({
  id: row.id,
  altarId: row.altar_id,
  altarName: row.altar_name,
  from: senderName(row),
  text: row.text,
  status: row.status,
  acceptedAt: row.accepted_at,
  deliveredAt: row.delivered_at,
});

/**
 * Carried intentions (docs/product.md "Carry an intention"): entrusted by a member or a confirmed guest,
 * accepted by a walker of the pilgrimage (at most INTENTION_LIMITS.carriedAtOnce at once, first come),
 * delivered when the walker's checkpoint at the site is accepted, and the sender told once. The text is
 * answered only to its sender and its carrier; to anyone else an intention does not exist.
 */
/** "Your intention was carried to … on 2 December 2026": core's words in English, the date in the reader's zone. */
function carriedText(t: Text<typeof intentionsEnglish>, place: string, at: Date): string {
  const options = { day: 'numeric', month: 'long', year: 'numeric' } as const;
  if (t.language === 'en') {
    if (t.timeZone === 'UTC') return deliveredText(place, at);
    return t('carried', { place, date: at.toLocaleDateString('en-GB', { ...options, timeZone: t.timeZone }) });
  }
  return t('carried', { place, date: t.dateTime(at, options) });
}

export class IntentionService {
  constructor(
    private readonly knex: Knex,
    private readonly deps: IntentionDependencies,
  ) {}

  async entrust(
    viewerId: number | undefined,
    pilgrimageId: unknown,
    input: EntrustIntentionInput,
    clientAddress: string,
  ): Promise<IntentionReceipt> {
    const pilgrimage = await this.deps.pilgrimages.get(pilgrimageId, viewerId);
    const repository = new IntentionRepository(this.knex);
    if (input.altarId !== null && !(await repository.siteOnRoute(pilgrimage.id, input.altarId))) {
      throw new ValidationError(INTENTION_MESSAGES.siteNotOnRoute, { altarId: INTENTION_MESSAGES.siteNotOnRoute });
    }
    const intention = {
      pilgrimageId: pilgrimage.id,
      altarId: input.altarId,
      text: input.text,
      anonymous: input.anonymous,
    };
    if (viewerId !== undefined) {
      const id = await repository.insert({
        ...intention,
        senderId: viewerId,
        guestEmail: null,
        confirmTokenHash: null,
      });
      return {
        message: INTENTION_MESSAGES.entrusted,
        intention: sentView((await repository.find(id)) as IntentionRow),
      };
    }
    if (!input.email) {
      throw new ValidationError(INTENTION_MESSAGES.emailRequired, { email: INTENTION_MESSAGES.emailRequired });
    }
    if (!this.deps.mailer.available) throw new UnavailableError(INTENTION_MESSAGES.mailUnavailable);
    await this.deps.signups.admitSignup(clientAddress);
    const token = randomBytes(32).toString('base64url');
    await repository.insert({ ...intention, senderId: null, guestEmail: input.email, confirmTokenHash: hashOf(token) });
    // A guest has no Language setting: the language their browser asked the page in, else English.
    const t = intentionsText(audienceOf(input.language, null));
    await this.deps.mailer.send({
      to: input.email,
      subject: t('confirmSubject', { pilgrimage: pilgrimage.name }),
      text: t('confirmBody', {
        pilgrimage: pilgrimage.name,
        link: this.deps.mailer.link(`/intentions/confirm?token=${token}`),
        hours: INTENTION_LIMITS.confirmHours,
      }),
    });
    return { message: INTENTION_MESSAGES.checkYourEmail, intention: null };
  }

  /** A guest opened their link: the intention is offered, and shown to them this once. */
  async confirm({ token }: { token: string }): Promise<SentIntention> {
    const repository = new IntentionRepository(this.knex);
    const notBefore = new Date(Date.now() - INTENTION_LIMITS.confirmHours * HOUR_MS);
    const id = await repository.confirm(hashOf(token), notBefore);
    const row = id === undefined ? undefined : await repository.find(id);
    if (!row) throw new ValidationError(INTENTION_MESSAGES.invalidToken, { token: INTENTION_MESSAGES.invalidToken });
    return sentView(row);
  }

  async sent(userId: number): Promise<SentIntention[]> {
    const repository = new IntentionRepository(this.knex);
    await repository.releaseAbandoned({ senderId: userId });
    return (await repository.sentBy(userId)).map(sentView);
  }

  /** A pilgrimage's intentions for a member: offered ones only while they walk it, and what they carry. */
  async forWalker(userId: number, pilgrimageId: unknown): Promise<WalkerIntentions> {
    const pilgrimage = await this.deps.pilgrimages.get(pilgrimageId, userId);
    const repository = new IntentionRepository(this.knex);
    await repository.releaseAbandoned({ pilgrimageId: pilgrimage.id, carrierId: userId });
    const [journey, carried, carryingCount] = await Promise.all([
      repository.walkingOn(userId, pilgrimage.id),
      repository.carriedBy(userId, pilgrimage.id),
      repository.carryingCount(userId),
    ]);
    const offered = journey ? await repository.offeredOn(pilgrimage.id, userId) : [];
    return {
      walking: journey !== undefined,
      carryLimit: INTENTION_LIMITS.carriedAtOnce,
      carryingCount,
      offered: offered
        .filter((row) => row.altar_id === null || !journey?.checkpoint_reached.includes(row.altar_id))
        .map(offeredView),
      carrying: carried.map(carriedView),
    };
  }

  /**
   * Takes an offered intention to carry on the walker's journey under way. Under the walker's lock: the
   * count of what they carry, then a conditional update, so the limit and "first come" hold under a race.
   */
  async accept(userId: number, intentionId: unknown): Promise<CarriedIntention> {
    const repository = new IntentionRepository(this.knex);
    let row = await this.visible(repository, intentionId);
    if (row) {
      await repository.releaseAbandoned({ pilgrimageId: row.pilgrimage_id, carrierId: userId });
      row = await repository.find(row.id);
    }
    const journey = row && (await repository.walkingOn(userId, row.pilgrimage_id));
    if (!row || !journey || row.confirmed_at === null || row.status === 'withdrawn' || row.status === 'declined') {
      throw new NotFoundError(INTENTION_MESSAGES.notFound);
    }
    if (row.sender_id === userId) throw new ValidationError(INTENTION_MESSAGES.ownIntention);
    if (row.altar_id !== null && journey.checkpoint_reached.includes(row.altar_id)) {
      throw new ValidationError(INTENTION_MESSAGES.sitePassed);
    }
    await this.knex.transaction(async (trx) => {
      const locked = new IntentionRepository(trx);
      await locked.lockCarrier(userId);
      if ((await locked.carryingCount(userId)) >= INTENTION_LIMITS.carriedAtOnce) {
        throw new ConflictError(INTENTION_MESSAGES.carryLimit);
      }
      if (!(await locked.take(row.id, userId, journey.id))) throw new ConflictError(INTENTION_MESSAGES.alreadyTaken);
    });
    return carriedView((await repository.find(row.id)) as IntentionRow);
  }

  /** The carrier gives it back: declined, and its text is theirs to read no more. */
  async decline(userId: number, intentionId: unknown): Promise<{ message: string }> {
    const id = parseId(intentionId);
    const moved =
      id !== undefined &&
      (await new IntentionRepository(this.knex).move(id, ['carried'], 'declined', { carrierId: userId }));
    if (!moved) throw new NotFoundError(INTENTION_MESSAGES.notFound);
    return { message: INTENTION_MESSAGES.declined };
  }

  /** The sender takes it back before it is delivered. */
  async withdraw(userId: number, intentionId: unknown): Promise<SentIntention> {
    const repository = new IntentionRepository(this.knex);
    const row = await this.visible(repository, intentionId);
    if (!row || row.sender_id !== userId) throw new NotFoundError(INTENTION_MESSAGES.notFound);
    if (!(await repository.move(row.id, ['offered', 'carried'], 'withdrawn', { senderId: userId }))) {
      throw new ValidationError(INTENTION_MESSAGES.cannotWithdraw);
    }
    return sentView((await repository.find(row.id)) as IntentionRow);
  }

  /** Its carrier reports what they were given (the community reports' flow), and no longer carries it. */
  async report(userId: number, intentionId: unknown, { reason }: { reason: string }): Promise<{ message: string }> {
    const repository = new IntentionRepository(this.knex);
    const row = await this.visible(repository, intentionId);
    if (!row || row.carrier_id !== userId || !['carried', 'delivered'].includes(row.status)) {
      throw new NotFoundError(INTENTION_MESSAGES.notFound);
    }
    await this.deps.reports.report(userId, { contentType: 'intention', contentId: row.id, reason });
    await repository.move(row.id, ['carried'], 'declined', { carrierId: userId });
    return { message: INTENTION_MESSAGES.declined };
  }

  /**
   * After a checkpoint of the journey was accepted (and committed): delivers what it proved and tells each
   * sender once, by web push, else by email. Never fails the checkpoint: a failure is logged, and the next
   * checkpoint of the journey delivers what is still owed.
   */
  async deliverProved(journeyId: number): Promise<void> {
    try {
      const delivered = await new IntentionRepository(this.knex).deliverProved(journeyId);
      const walker = await this.knex('active_pilgrimages')
        .where({ id: journeyId })
        .first<{ user_id: number } | undefined>('user_id');
      for (const row of delivered) await this.tell(row, walker?.user_id);
    } catch (error) {
      this.deps.logger.error({ err: error, journeyId }, 'delivering intentions failed');
    }
  }

  /**
   * "Carried", in the sender's language and zone: a member's own; a guest, who has none, reads the walker's
   * language (the one who carried it), dated in UTC.
   */
  private async tell(row: DeliveredRow, walkerId: number | undefined): Promise<void> {
    const audiences = new AudienceRepository(this.knex);
    const audience =
      row.sender_id !== null
        ? await audiences.of(row.sender_id)
        : { language: walkerId === undefined ? 'en' : (await audiences.of(walkerId)).language, timeZone: null };
    const t = intentionsText(audience as Audience);
    const body = carriedText(t, row.place_name, row.delivered_at);
    const pushed =
      row.sender_id === null
        ? 0
        : await this.deps.push.notifyRequested([row.sender_id], {
            title: t('carriedTitle'),
            body,
            url: '/intentions',
            tag: `intention-${row.id}`,
          });
    if (pushed > 0 || !row.email || !this.deps.mailer.available) return;
    await this.deps.mailer.send({
      to: row.email,
      subject: t('carriedTitle'),
      text: `${body}.\n\n${t('carriedHow')}\n`,
    });
  }

  private async visible(repository: IntentionRepository, intentionId: unknown): Promise<IntentionRow | undefined> {
    const id = parseId(intentionId);
    return id === undefined ? undefined : repository.find(id);
  }
}
