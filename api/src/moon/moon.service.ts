import { moonPhaseAt, moonPhaseQuerySchema, parseIsoInstant, type MoonPhase } from '@sacred/core/moon';
import { validateInput } from '../platform/validation';

/** Moon guidance needs no storage or outside service: astronomy-engine computes it in process. */
export class MoonService {
  constructor(private readonly now: () => Date = () => new Date()) {}

  /**
   * The Moon at `date` (ISO 8601, default now). Latitude and longitude are validated when given but do
   * not change the answer: the figures are geocentric.
   */
  async phase(query: unknown): Promise<MoonPhase> {
    const { date } = await validateInput(moonPhaseQuerySchema, query);
    return moonPhaseAt((date === undefined ? undefined : parseIsoInstant(date)) ?? this.now());
  }
}
