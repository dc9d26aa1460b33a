import type { Knex } from 'knex';
import { GpsFixRepository, type FixRow, type MovedJourney } from './gps-fix.repository';

interface Waiting {
  journeyId: number;
  fixes: FixRow[];
  resolve(journey: MovedJourney | undefined): void;
  reject(error: unknown): void;
}

export interface GpsFixWriterOptions {
  /** Groups written at once (each one statement on its own connection). */
  concurrency: number;
  /** Fixes in one group at most; a request's fixes are never split. */
  maxGroupFixes: number;
}

const DEFAULTS: GpsFixWriterOptions = { concurrency: 2, maxGroupFixes: 2000 };

/**
 * Group commit for GPS fixes: requests hand their fixes in and wait; whatever arrived while the previous
 * groups were being written goes out as the next group, in one statement. A request is answered only once
 * its group has committed, so every acknowledged fix is in PostgreSQL (a crash loses only unanswered
 * requests, which the device sends again). With nothing in flight a request is written at once, alone.
 * A journey is never in two groups in flight, so its fixes are applied in the order they arrived.
 */
export class GpsFixWriter {
  private readonly waiting: Waiting[] = [];
  private readonly busyJourneys = new Set<number>();
  private inFlight = 0;
  private readonly options: GpsFixWriterOptions;

  constructor(
    private readonly knex: Knex,
    options: Partial<GpsFixWriterOptions> = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
  }

  /**
   * Records one request's fixes of one journey; resolves once they are committed, with the journey as the
   * group left it, or undefined when it is not the member's own journey under way (nothing was stored).
   */
  write(journeyId: number, fixes: FixRow[]): Promise<MovedJourney | undefined> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ journeyId, fixes, resolve, reject });
      this.startGroups();
    });
  }

  private startGroups(): void {
    while (this.inFlight < this.options.concurrency) {
      const group = this.takeGroup();
      if (group.length === 0) return;
      this.inFlight += 1;
      for (const entry of group) this.busyJourneys.add(entry.journeyId);
      void this.writeGroup(group).finally(() => {
        this.inFlight -= 1;
        for (const entry of group) this.busyJourneys.delete(entry.journeyId);
        this.startGroups();
      });
    }
  }

  /** The waiting requests that fit in one group, oldest first, leaving those of journeys in flight to wait. */
  private takeGroup(): Waiting[] {
    const group: Waiting[] = [];
    const inGroup = new Set<number>();
    let size = 0;
    for (let index = 0; index < this.waiting.length;) {
      const entry = this.waiting[index]!;
      if (this.busyJourneys.has(entry.journeyId) || inGroup.has(entry.journeyId)) {
        // A later request of a journey already taken waits for a later group.
        inGroup.add(entry.journeyId);
        index += 1;
        continue;
      }
      if (group.length > 0 && size + entry.fixes.length > this.options.maxGroupFixes) break;
      group.push(entry);
      inGroup.add(entry.journeyId);
      size += entry.fixes.length;
      this.waiting.splice(index, 1);
    }
    return group;
  }

  private async writeGroup(group: Waiting[]): Promise<void> {
    try {
      const moved = await new GpsFixRepository(this.knex).recordGroup(group.flatMap((entry) => entry.fixes));
      const byId = new Map(moved.map((journey) => [journey.id, journey]));
      for (const entry of group) {
        const journey = byId.get(entry.journeyId);
        entry.resolve(journey && journey.user_id === entry.fixes[0]?.userId ? journey : undefined);
      }
    } catch (error) {
      for (const entry of group) entry.reject(error);
    }
  }
}

let lastMicros = 0;

/**
 * Now in microseconds for a fix the server stamps (the single-fix path): strictly increasing in this
 * process, so two fixes of one journey never share a time, which would make the second look like a repeat.
 */
export function serverMicros(): number {
  lastMicros = Math.max(Date.now() * 1000, lastMicros + 1);
  return lastMicros;
}
