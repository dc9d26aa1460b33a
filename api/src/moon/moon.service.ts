import { moonPhaseAt, parseIsoInstant, type MoonPhase, type MoonPhaseQuery } from '@sacred/core/moon';

/** Moon guidance needs no storage or outside service: astronomy-engine computes it in process. */
export class MoonService {
  constructor(private readonly now: () => Date = () => new Date()) {}

  /**
   * The Moon at `date` (ISO 8601, default now). Latitude and longitude are validated when given but do
   * not change the answer: the figures are geocentric.
   */
  async phase({ date }: MoonPhaseQuery): Promise<MoonPhase> {
    return moonPhaseAt((date === undefined ? undefined : parseIsoInstant(date)) ?? this.now());
  }
}
