import type { Knex } from 'knex';
import { parseId } from '@sacred/core/altars';
import { notAWalkReason, trackStats } from '@sacred/core/journeyPace';
import { gpxFileName } from '@sacred/core/pilgrimages';
import { buildTrackGpx } from '../pilgrimages/gpx';
import { NotFoundError } from '../platform/errors';
import { JourneyProgressRepository } from './journey-progress.repository';
import { JOURNEY_MESSAGES, type JourneyService } from './journey.service';
import type { JourneySummary } from './journey.types';

/** The summary reads at most this many fixes of a track, and shows at most TRACK_SHOWN_MAX of them. */
const TRACK_READ_MAX = 70_000;
const TRACK_SHOWN_MAX = 2_000;

/** Every nth point, the last one kept, so that a long track draws as its shape with at most `max` points. */
function thinned<T>(points: readonly T[], max: number): T[] {
  if (points.length <= max) return [...points];
  const step = Math.ceil(points.length / max);
  const kept = points.filter((_, index) => index % step === 0);
  const last = points[points.length - 1];
  if (last !== undefined && kept[kept.length - 1] !== last) kept.push(last);
  return kept;
}

/**
 * What a journey walked comes to: its summary (distance, time, sites, pace, the track's shape) and its
 * recorded track as GPX. A journey is its walker's own: anyone else gets 404.
 */
export class JourneySummaryService {
  constructor(
    private readonly knex: Knex,
    private readonly journeys: Pick<JourneyService, 'get'>,
  ) {}

  /** The end-of-journey summary of one of the member's journeys (404 for anyone else's). */
  async summary(userId: number, id: unknown): Promise<JourneySummary> {
    const journeyId = parseId(id);
    const progress = new JourneyProgressRepository(this.knex);
    const row = journeyId === undefined ? undefined : await progress.summaryOf(journeyId, userId);
    if (!row) throw new NotFoundError(JOURNEY_MESSAGES.notFound);
    const end = row.ended_at ?? new Date();
    const totalSites = Number(row.total_sites);
    const track = await progress.trackOf(row.id, TRACK_READ_MAX);
    const stats = trackStats(track);
    return {
      journeyId: row.id,
      pilgrimageId: row.pilgrimage_id,
      pilgrimageName: row.pilgrimage_name,
      distanceKm: Number(row.distance_traveled),
      minutesWalked: Math.max(0, Math.round((end.getTime() - row.started_at.getTime()) / 60_000)),
      sitesReached: Math.min(row.current_altar_index, totalSites),
      totalSites,
      photos: Number(row.photos),
      completed: !row.is_active && totalSites > 0 && row.current_altar_index >= totalSites,
      isActive: row.is_active,
      startedAt: row.started_at,
      endedAt: row.ended_at,
      sharedPostId: row.summary_post_id,
      paceSecondsPerKm: stats.secondsPerKm,
      climbMeters: stats.climbMeters,
      topSpeedKmh: stats.topSpeedKmh,
      notAWalk: notAWalkReason(stats.topSpeedKmh),
      track: thinned(track, TRACK_SHOWN_MAX),
    };
  }

  /** The recorded track of one of the member's journeys as GPX 1.1 (404 for anyone else's). */
  async trackGpx(userId: number, id: unknown): Promise<{ filename: string; gpx: string }> {
    const journey = await this.journeys.get(userId, id);
    const points = await new JourneyProgressRepository(this.knex).trackOf(journey.id, TRACK_READ_MAX);
    const name = `${journey.pilgrimageName} (${journey.startedAt.toISOString().slice(0, 10)})`;
    return {
      filename: gpxFileName(`${journey.pilgrimageName} track`, journey.id),
      gpx: buildTrackGpx({ name, points }),
    };
  }
}
