import type { Knex } from 'knex';
import { altarListQuerySchema, parseId } from '@sacred/core/altars';
import { DEFAULT_ALTAR_LIST_SIZE } from '@sacred/core/limits';
import { MESSAGES } from '@sacred/core/messages';
import { NotFoundError } from '../platform/errors';
import type { PubSub } from '../platform/pubsub';
import { validateInput } from '../platform/validation';
import { AltarRepository, type NewAltar } from './altar.repository';
import type { Altar } from './altar.types';

export const ALTAR_CREATED = 'ALTAR_CREATED';

export class AltarService {
  constructor(
    private readonly knex: Knex,
    private readonly pubsub: PubSub,
  ) {}

  async list(query: unknown): Promise<Altar[]> {
    const { limit } = await validateInput(altarListQuerySchema, query);
    return new AltarRepository(this.knex).list(limit ?? DEFAULT_ALTAR_LIST_SIZE);
  }

  /** Undefined for an unknown or malformed id. */
  async find(id: unknown): Promise<Altar | undefined> {
    const altarId = parseId(id);
    return altarId === undefined ? undefined : new AltarRepository(this.knex).findById(altarId);
  }

  async get(id: unknown): Promise<Altar> {
    const altar = await this.find(id);
    if (!altar) throw new NotFoundError(MESSAGES.altarNotFound);
    return altar;
  }

  async create(input: NewAltar): Promise<Altar> {
    const altar = await this.knex.transaction((trx) => new AltarRepository(trx).insert(input));
    this.pubsub.publish(ALTAR_CREATED, altar);
    return altar;
  }
}
