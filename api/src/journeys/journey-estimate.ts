import type { Knex } from 'knex';
import {
  minutesRemaining,
  needsReestimate,
  PACE_WINDOW_MS,
  recentPace,
  routeMetersLeft,
  type LastEstimate,
} from '@sacred/core/journeyPace';
import type { PilgrimageService } from '../pilgrimages/pilgrimage.service';
import type { Pilgrimage } from '../pilgrimages/pilgrimage.types';
import { JourneyProgressRepository } from './journey-progress.repository';
import type { ActivePilgrimage } from './journey.types';

type Position = { latitude: number; longitude: number };

/** Minutes left from `here` through the sites from `currentIndex` on to the route's end. */
export function estimateMinutes(
  pilgrimage: Pilgrimage,
  currentIndex: number,
  here: { latitude: number; longitude: number } | null,
  track: Parameters<typeof recentPace>[0],
): number {
  const remaining: Array<{ latitude: number; longitude: number }> = pilgrimage.sites.slice(currentIndex);
  if (pilgrimage.endingLatitude !== null && pilgrimage.endingLongitude !== null) {
    remaining.push({ latitude: pilgrimage.endingLatitude, longitude: pilgrimage.endingLongitude });
  }
  const start =
    pilgrimage.startingLatitude !== null && pilgrimage.startingLongitude !== null && currentIndex === 0
      ? { latitude: pilgrimage.startingLatitude, longitude: pilgrimage.startingLongitude }
      : null;
  return minutesRemaining(routeMetersLeft(here ?? start, remaining), recentPace(track));
}

/**
 * A journey's time remaining: the distance left along the route at the walker's recent pace (a walking
 * pace without one), estimated again when the walker has moved on since the last estimate of this process.
 */
export class TimeRemaining {
  /** When and where this process last estimated each journey's time remaining (GPS fixes are throttled). */
  private readonly lastEstimates = new Map<number, LastEstimate>();

  constructor(
    private readonly knex: Knex,
    private readonly pilgrimages: Pick<PilgrimageService, 'get'>,
  ) {}

  /** After new fixes: estimated again only once the walker is far or long enough from the last estimate. */
  async afterMove(userId: number, journeyId: number, pilgrimageId: number, currentIndex: number, here: Position) {
    if (needsReestimate(this.lastEstimates.get(journeyId), here, Date.now()))
      await this.reestimate(userId, journeyId, pilgrimageId, currentIndex, here);
  }

  async reestimate(
    userId: number,
    journeyId: number,
    pilgrimageId: number,
    currentIndex: number,
    here: Position | null,
  ): Promise<void> {
    const progress = new JourneyProgressRepository(this.knex);
    const [pilgrimage, track] = await Promise.all([
      this.pilgrimages.get(pilgrimageId, userId),
      progress.recentTrack(journeyId, PACE_WINDOW_MS),
    ]);
    await progress.setEstimate(journeyId, estimateMinutes(pilgrimage, currentIndex, here, track));
    // Bounded: an estimate older than the throttle's minute is as good as none.
    if (this.lastEstimates.size >= 10_000) this.lastEstimates.clear();
    if (here) this.lastEstimates.set(journeyId, { ...here, at: Date.now() });
    else this.lastEstimates.delete(journeyId);
  }

  /**
   * Minutes left as others may compute them: along the pilgrimage as given (the public view, for
   * anyone but its creator) from the position as shown, at the walker's recent pace.
   */
  async asSeen(journey: ActivePilgrimage, pilgrimage: Pilgrimage, shown: Position | null): Promise<number> {
    const track = await new JourneyProgressRepository(this.knex).recentTrack(journey.id, PACE_WINDOW_MS);
    return estimateMinutes(pilgrimage, journey.currentAltarIndex, shown, track);
  }
}
