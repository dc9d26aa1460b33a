import type { Knex } from 'knex';
import { DEFAULT_ALTAR_LIST_SIZE } from '@sacred/core/limits';
import { pilgrimageListQuerySchema } from '@sacred/core/map';
import { validateInput } from '../platform/validation';
import { PilgrimageRepository } from './pilgrimage.repository';
import type { MapPilgrimage } from './pilgrimage.types';

export class PilgrimageService {
  constructor(private readonly knex: Knex) {}

  /** The pilgrimages the map shows (000 section 2); `limit` defaults to 200 and is at most 2000. */
  async listForMap(query: unknown): Promise<MapPilgrimage[]> {
    const { limit } = await validateInput(pilgrimageListQuerySchema, query);
    return new PilgrimageRepository(this.knex).listForMap(limit ?? DEFAULT_ALTAR_LIST_SIZE);
  }
}
