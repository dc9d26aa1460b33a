import type { Knex } from 'knex';
import { NotFoundError } from '../platform/errors';
import type { Mailer } from '../platform/infra/mail';
import type { SessionEnding } from './account-sessions';
import { ownView } from './account-view';
import { AccountRepository } from './account.repository';
import type { User } from './account.types';

export interface AccountExport {
  exportedAt: string;
  user: User & { emailVerifiedAt: Date | null; isModerator: boolean };
  [section: string]: unknown;
}

/** A member's own data: everything they own as one export, and the account's deletion. */
export class AccountDataService {
  constructor(
    private readonly knex: Knex,
    private readonly mailer: Mailer,
    private readonly sessions: SessionEnding,
  ) {}

  async exportData(userId: number, now = new Date()): Promise<AccountExport> {
    const repository = new AccountRepository(this.knex);
    const user = await repository.findById(userId);
    if (!user) throw new NotFoundError('Member not found');
    return {
      exportedAt: now.toISOString(),
      user: {
        ...ownView(user, this.mailer.available),
        emailVerifiedAt: user.emailVerifiedAt,
        isModerator: user.isModerator,
      },
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
    await this.sessions.close(ended);
    this.sessions.closeSocketsOf(userId);
  }
}
