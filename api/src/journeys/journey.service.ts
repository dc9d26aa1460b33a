import type { Knex } from 'knex';
import { parseId } from '@sacred/core/altars';
import { startJourneySchema, WALKING_MILES_PER_HOUR } from '@sacred/core/pilgrimages';
import { NotFoundError } from '../platform/errors';
import { validateInput } from '../platform/validation';
import type { PilgrimageService } from '../pilgrimages/pilgrimage.service';
import { JourneyRepository } from './journey.repository';
import type { ActivePilgrimage } from './journey.types';

export const JOURNEY_MESSAGES = { notFound: 'Journey not found' } as const;

const MY_JOURNEYS_PAGE = 100;

/**
 * The start of live journeys (001 section 7): one active journey per member and pilgrimage. Location
 * updates, checkpoints and the live feed build on this (issue 8).
 */
export class JourneyService {
  constructor(
    private readonly knex: Knex,
    private readonly pilgrimages: PilgrimageService,
  ) {}

  /** POST /api/pilgrimages/{id}/start: starting again returns the journey already under way. */
  async start(userId: number, pilgrimageId: unknown, input: unknown): Promise<ActivePilgrimage> {
    const { latitude, longitude } = await validateInput(startJourneySchema, input ?? {});
    const pilgrimage = await this.pilgrimages.get(pilgrimageId, userId);
    const known = latitude !== undefined && longitude !== undefined;
    const { journey } = await new JourneyRepository(this.knex).startOrGet({
      userId,
      pilgrimageId: pilgrimage.id,
      latitude: known ? latitude : null,
      longitude: known ? longitude : null,
      estimatedTimeRemaining:
        pilgrimage.distance === null ? null : Math.round((pilgrimage.distance / WALKING_MILES_PER_HOUR) * 60),
    });
    return journey;
  }

  /** GET /api/active-pilgrimages: the member's journeys under way, newest first. */
  mine(userId: number): Promise<ActivePilgrimage[]> {
    return new JourneyRepository(this.knex).listForUser(userId, MY_JOURNEYS_PAGE);
  }

  /** GET /api/active-pilgrimages/{id}: one of the member's own journeys (404 for anyone else's). */
  async get(userId: number, id: unknown): Promise<ActivePilgrimage> {
    const journeyId = parseId(id);
    const journey =
      journeyId === undefined ? undefined : await new JourneyRepository(this.knex).findForUser(journeyId, userId);
    if (!journey) throw new NotFoundError(JOURNEY_MESSAGES.notFound);
    return journey;
  }
}
