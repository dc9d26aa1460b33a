import type { Knex } from 'knex';
import { JOURNAL_MESSAGES, type JournalEntryInput, type JournalFilter } from '@sacred/core/journal';
import { moonPhaseAt } from '@sacred/core/moon';
import { parseId } from '@sacred/core/altars';
import { ForbiddenError, NotFoundError } from '../platform/errors';
import type { BadgeService } from '../rewards/badge.service';
import { JournalRepository } from './journal.repository';
import type { JournalEntry } from './journal.types';

const JOURNAL_PAGE = 200;

export class JournalService {
  constructor(
    private readonly knex: Knex,
    private readonly profiles: { isProfilePublic(userId: number): Promise<boolean> },
    private readonly badges: Pick<BadgeService, 'afterActivity'>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * The owner reads all their entries; another member reads only the public ones, and none at all
   * while the owner's profile is not public (404, like the other profile reads).
   */
  async list(viewerId: number, ownerId: unknown, { altarId, pilgrimageId }: JournalFilter): Promise<JournalEntry[]> {
    const owner = parseId(ownerId);
    if (owner === undefined) throw new NotFoundError('Member not found');
    if (owner !== viewerId && !(await this.profiles.isProfilePublic(owner))) {
      throw new NotFoundError('Member not found');
    }
    return new JournalRepository(this.knex).list({
      ownerId: owner,
      includePrivate: owner === viewerId,
      altarId,
      pilgrimageId,
      limit: JOURNAL_PAGE,
    });
  }

  /**
   * Stores the moon phase of the moment of saving with the entry. An entry at an altar counts towards
   * Sacred Explorer, so the badges are checked after it.
   */
  async create(userId: number, entry: JournalEntryInput): Promise<JournalEntry> {
    // An unknown altar or pilgrimage id is refused by its foreign key (400 on that field).
    const saved = await new JournalRepository(this.knex).insert(userId, entry, moonPhaseAt(this.now()).phaseName);
    if (saved.altarId !== null) await this.badges.afterActivity(userId);
    return saved;
  }

  /** Only the writer deletes; someone else's private entry is "not found", a public one forbidden. */
  async delete(userId: number, entryId: unknown): Promise<void> {
    const id = parseId(entryId);
    const repository = new JournalRepository(this.knex);
    const entry = id === undefined ? undefined : await repository.findById(id);
    if (!entry || (entry.isPrivate && entry.userId !== userId)) throw new NotFoundError(JOURNAL_MESSAGES.notFound);
    if (entry.userId !== userId) throw new ForbiddenError('Only the writer can delete a journal entry.');
    await repository.delete(entry.id);
  }
}
