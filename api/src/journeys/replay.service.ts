import type { Knex } from 'knex';
import { generalizedPosition, parseId } from '@sacred/core/altars';
import { REPLAY_TRACK_MAX_POINTS } from '@sacred/core/journeyReplay';
import { JOURNEY_TEXTS } from '@sacred/core/journeys';
import type { AltarService } from '../altars/altar.service';
import { NotFoundError } from '../platform/errors';
import { ReplayRepository, type ReplayJourneyRow, type ReplayPointRow } from './replay.repository';
import type { JourneyReplay, ReplaySite, ReplayWalker } from './replay.types';

/** A member whose track may go into a replay, before the viewer's rights are applied. */
interface Candidate {
  userId: number;
  name: string | null;
  journeyId: number;
  sharing: boolean;
  isWalker: boolean;
}

/**
 * Replays of journeys. A journey's replay is for its walker and the companions of that journey (an
 * accepted walking-together link with the walker and a journey of their own at the same time); anyone
 * else is told it does not exist. A track shows as the viewer may see the member live: their own always,
 * another's only while that member shares their location and walks together with the viewer; positions of
 * another's track inside a sensitive altar's cell become its public point. Sites are at the point the
 * viewer may see (a sensitive altar's public point for anyone but its creator).
 */
export class JourneyReplayService {
  constructor(
    private readonly knex: Knex,
    private readonly altars: Pick<AltarService, 'findMany' | 'publicPositionOf'>,
  ) {}

  /** GET /api/active-pilgrimages/{id}/replay: NOT_FOUND for anyone but the walker and the journey's companions. */
  async replay(viewerId: number, id: unknown): Promise<JourneyReplay> {
    const journeyId = parseId(id);
    const repository = new ReplayRepository(this.knex);
    const journey = journeyId === undefined ? undefined : await repository.journey(journeyId);
    if (!journey) throw new NotFoundError(JOURNEY_TEXTS.notFound);
    const companions = await repository.companions(journey);
    if (viewerId !== journey.user_id && !companions.some((row) => row.user_id === viewerId)) {
      throw new NotFoundError(JOURNEY_TEXTS.notFound);
    }
    const candidates: Candidate[] = [
      {
        userId: journey.user_id,
        name: journey.walker_name,
        journeyId: journey.id,
        sharing: journey.sharing,
        isWalker: true,
      },
      ...companions.map((row) => ({
        userId: row.user_id,
        name: row.name,
        journeyId: row.journey_id,
        sharing: row.sharing,
        isWalker: false,
      })),
    ];
    const walkers: ReplayWalker[] = [];
    for (const candidate of candidates) {
      if (!(await this.mayShow(repository, journey, viewerId, candidate))) continue;
      const points = await repository.track(
        candidate.journeyId,
        journey.started_at,
        journey.ended_at,
        REPLAY_TRACK_MAX_POINTS,
      );
      walkers.push({
        userId: candidate.userId,
        name: candidate.name ?? '',
        isWalker: candidate.isWalker,
        points: candidate.userId === viewerId ? points : await this.asOthersSee(points),
      });
    }
    const totalSites = journey.altar_ids.length;
    return {
      journeyId: journey.id,
      pilgrimageId: journey.pilgrimage_id,
      pilgrimageName: journey.pilgrimage_name,
      startedAt: journey.started_at,
      endedAt: journey.ended_at,
      distanceKm: Number(journey.distance_traveled),
      completed: !journey.is_active && totalSites > 0 && journey.current_altar_index >= totalSites,
      walkers,
      sites: await this.sitesOf(repository, journey, viewerId),
    };
  }

  /** The replay of the member's latest completed journey on the pilgrimage; null when they completed none. */
  async lastCompleted(viewerId: number, pilgrimageId: unknown): Promise<JourneyReplay | null> {
    const id = parseId(pilgrimageId);
    const journeyId = id === undefined ? undefined : await new ReplayRepository(this.knex).lastCompleted(id, viewerId);
    return journeyId === undefined ? null : this.replay(viewerId, journeyId);
  }

  private async mayShow(
    repository: ReplayRepository,
    journey: ReplayJourneyRow,
    viewerId: number,
    candidate: Candidate,
  ): Promise<boolean> {
    if (candidate.userId === viewerId) return true;
    if (!candidate.sharing) return false;
    return repository.walkTogether(journey.pilgrimage_id, viewerId, candidate.userId);
  }

  /** Another member's track as the viewer may see it: inside a sensitive altar's cell, the cell's centre. */
  private async asOthersSee(points: ReplayPointRow[]): Promise<ReplayPointRow[]> {
    const cells = new Map<string, { latitude: number; longitude: number; sensitive: boolean }>();
    const keyOf = (cell: { latitude: number; longitude: number }) => `${cell.latitude},${cell.longitude}`;
    for (const point of points) {
      const cell = generalizedPosition(point.latitude, point.longitude);
      if (!cells.has(keyOf(cell))) cells.set(keyOf(cell), { ...cell, sensitive: false });
    }
    for (const cell of cells.values()) {
      cell.sensitive = (await this.altars.publicPositionOf(cell)).approximate;
    }
    return points.map((point) => {
      const cell = cells.get(keyOf(generalizedPosition(point.latitude, point.longitude)));
      return cell?.sensitive ? { latitude: cell.latitude, longitude: cell.longitude, at: point.at } : point;
    });
  }

  private async sitesOf(
    repository: ReplayRepository,
    journey: ReplayJourneyRow,
    viewerId: number,
  ): Promise<ReplaySite[]> {
    const [altars, times] = await Promise.all([
      this.altars.findMany(journey.altar_ids, viewerId),
      repository.checkpointTimes(journey.id),
    ]);
    const reached = new Set(journey.altar_ids.slice(0, journey.current_altar_index));
    return journey.altar_ids.flatMap((altarId, index) => {
      const altar = altars[index];
      if (!altar) return [];
      return [
        {
          altarId,
          order: index + 1,
          name: altar.name,
          latitude: altar.latitude,
          longitude: altar.longitude,
          reachedAt: reached.has(altarId) ? (times.get(altarId) ?? null) : null,
        },
      ];
    });
  }
}
