import type { Knex } from 'knex';
import { parseId } from '@sacred/core/altars';
import {
  altarSkyQuerySchema,
  firstDirectLight,
  firstLightReminderSchema,
  SKY_MESSAGES,
  skyAnswerFields,
  skyDay,
  solarDateAt,
  type SkyPlace,
} from '@sacred/core/sky';
import type { AltarService } from '../altars/altar.service';
import type { TileArchives } from '../basemap/tile-archives';
import { NotFoundError, ValidationError } from '../platform/errors';
import { jobIdOf, type JobQueue } from '../platform/infra/jobs';
import { validateInput } from '../platform/rest/validation';
import type { PushService } from '../push/push.service';
import { SkyRepository, type StoredReminder } from './sky.repository';
import type { AltarSky, FirstLightReminder } from './sky.types';
import { skyText } from './messages';

export const SKY_JOBS = { firstLight: 'sky-first-light-reminder' } as const;

export const SKY_TEXTS = {
  altarNotFound: 'Altar not found',
  reminderTitle: (altar: string) => `First light at ${altar}`,
  reminderBody: (minutes: number) => `The Sun reaches the altar in ${minutes} minutes.`,
} as const;

interface ReminderJob {
  reminderId: number;
  version: number;
}

/** Days ahead searched for a first light far enough away to be reminded of. */
const REMINDER_DAYS_AHEAD = 3;
const DAY_MS = 86_400_000;

const stripped = (reminder: StoredReminder): FirstLightReminder => ({
  altarId: reminder.altarId,
  minutesBefore: reminder.minutesBefore,
  firstLightAt: reminder.firstLightAt,
  remindAt: reminder.remindAt,
  sentAt: reminder.sentAt,
});

/**
 * The sky at an altar (core/sky: sun, golden hours, moon, solstices and equinoxes) at the point the viewer
 * may see: a sensitive altar's public point for everyone but its creator. With an elevation archive, first
 * direct light over the terrain; and a member's one-off web push before it.
 */
export class SkyService {
  private now: () => Date = () => new Date();

  constructor(
    private readonly knex: Knex,
    private readonly deps: {
      altars: Pick<AltarService, 'find'>;
      terrain: Pick<TileArchives, 'horizonAt'>;
      push: Pick<PushService, 'notifyRequested'>;
      jobs: JobQueue;
    },
  ) {
    deps.jobs.define<ReminderJob>(SKY_JOBS.firstLight, (job) => this.sendReminder(job));
  }

  /** For tests: the clock that says what "today" and "before first light" are. */
  useClock(now: () => Date): void {
    this.now = now;
  }

  private async placeOf(
    altarId: unknown,
    viewerId: number | undefined,
  ): Promise<{ id: number; name: string; place: SkyPlace }> {
    const id = parseId(altarId);
    const altar = id === undefined ? undefined : await this.deps.altars.find(id, viewerId);
    if (!altar) throw new NotFoundError(SKY_TEXTS.altarNotFound);
    return { id: altar.id, name: altar.name, place: { latitude: altar.latitude, longitude: altar.longitude } };
  }

  private async firstLightOn(
    date: string,
    place: SkyPlace,
  ): Promise<{ terrainKnown: boolean; firstLight: Date | null }> {
    const horizon = await this.deps.terrain.horizonAt(place);
    return { terrainKnown: horizon !== undefined, firstLight: horizon ? firstDirectLight(date, place, horizon) : null };
  }

  async altarSky(altarId: unknown, query: unknown, viewerId: number | undefined): Promise<AltarSky> {
    const { date: asked } = await validateInput(altarSkyQuerySchema, query);
    const { id, place } = await this.placeOf(altarId, viewerId);
    const now = this.now();
    const date = asked ?? solarDateAt(now, place.longitude);
    const day = skyDay(date, place, now);
    const { terrainKnown, firstLight } = await this.firstLightOn(date, place);
    const reminder = viewerId === undefined ? undefined : await new SkyRepository(this.knex).find(viewerId, id);
    return {
      altarId: id,
      date,
      ...skyAnswerFields(day),
      terrainKnown,
      firstLight,
      reminder: reminder ? stripped(reminder) : null,
    };
  }

  /**
   * "Tell me N minutes before first light here": the next first light at least N minutes away (over the
   * terrain where it is known, else the sunrise), sent once by web push to the member's devices.
   */
  async setFirstLightReminder(userId: number, altarId: unknown, input: unknown): Promise<FirstLightReminder> {
    const { minutesBefore } = await validateInput(firstLightReminderSchema, input);
    const { id, place } = await this.placeOf(altarId, userId);
    const now = this.now();
    const earliest = now.getTime() + minutesBefore * 60_000;
    let firstLightAt: Date | undefined;
    for (let day = 0; day <= REMINDER_DAYS_AHEAD && !firstLightAt; day++) {
      const date = solarDateAt(new Date(now.getTime() + day * DAY_MS), place.longitude);
      const { terrainKnown, firstLight } = await this.firstLightOn(date, place);
      const sunrise = skyDay(date, place, now).sunrise.at;
      const light = terrainKnown ? firstLight : sunrise ? new Date(sunrise) : null;
      if (light && light.getTime() > earliest) firstLightAt = light;
    }
    if (!firstLightAt)
      throw new ValidationError(SKY_MESSAGES.noFirstLight, { minutesBefore: SKY_MESSAGES.noFirstLight });
    const remindAt = new Date(firstLightAt.getTime() - minutesBefore * 60_000);
    const stored = await new SkyRepository(this.knex).upsert({
      userId,
      altarId: id,
      minutesBefore,
      firstLightAt,
      remindAt,
    });
    await this.deps.jobs.send(
      SKY_JOBS.firstLight,
      { reminderId: stored.id, version: stored.version } satisfies ReminderJob,
      {
        id: jobIdOf(`first-light:${stored.id}:${stored.version}`),
        startAfterSeconds: Math.max(1, Math.ceil((remindAt.getTime() - now.getTime()) / 1000)),
      },
    );
    return stripped(stored);
  }

  /** Removes the member's reminder at an altar; true when there was one. */
  async cancelFirstLightReminder(userId: number, altarId: unknown): Promise<boolean> {
    const id = parseId(altarId);
    if (id === undefined) throw new NotFoundError(SKY_TEXTS.altarNotFound);
    return new SkyRepository(this.knex).remove(userId, id);
  }

  /** The queued job: sends the reminder once, unless it was changed or removed since. */
  private async sendReminder({ reminderId, version }: ReminderJob): Promise<void> {
    const reminder = await new SkyRepository(this.knex).claimSend(reminderId, version);
    if (!reminder) return;
    // The name as the member sees it (the altar may have been hidden since: then nothing is sent).
    const altar = await this.deps.altars.find(reminder.altarId, reminder.userId);
    if (!altar) return;
    await this.deps.push.notifyRequested([reminder.userId], (audience) => {
      const t = skyText(audience);
      return {
        title: t('reminderTitle', { altar: altar.name }),
        body: t('reminderBody', { minutes: reminder.minutesBefore }),
        url: `/altar/${altar.id}`,
        tag: `first-light-${altar.id}`,
      };
    });
  }
}
