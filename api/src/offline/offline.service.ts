import type { Knex } from 'knex';
import {
  downloadReachKm,
  EMPTY_MANIFEST,
  MAX_OFFLINE_ALTARS,
  MAX_OFFLINE_PILGRIMAGES,
  OFFLINE_CACHE_DAYS,
  type OfflineManifest,
  type WeatherLocation,
} from '@sacred/core/offline';
import {
  type PilgrimagesDownloadInput,
  type SacredSpacesDownloadInput,
  type WeatherDownloadInput,
} from '@sacred/core/offline-schema';
import type { AltarService } from '../altars/altar.service';
import type { NearbyAltar } from '../altars/altar.types';
import type { PilgrimageService } from '../pilgrimages/pilgrimage.service';
import type { MapPilgrimage } from '../pilgrimages/pilgrimage.types';
import type { JobQueue } from '../platform/infra/jobs';
import type { PushService } from '../push/push.service';
import type { WeatherService } from '../weather/weather.service';
import type { Weather } from '../weather/weather.types';
import { OfflineRepository } from './offline.repository';

export interface SacredSpacesDownload {
  altars: NearbyAltar[];
  count: number;
  lastUpdated: string;
  /** Every sacred space within this many km of the point is in `altars` (downloadReachKm). */
  withinKm: number;
}

export interface PilgrimagesDownload {
  pilgrimages: MapPilgrimage[];
  count: number;
  lastUpdated: string;
}

export interface WeatherDownload {
  /** weather is null where the provider could not answer (the location still counts as chosen). */
  locations: Array<{ latitude: number; longitude: number; name: string; weather: Weather | null }>;
  count: number;
  lastUpdated: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const fixed = (value: number) => value.toFixed(4);

/**
 * Offline downloads: the server answers the data for the device to keep and
 * records each download in offline_cache, so the manifest can say what this member has offline.
 */
export class OfflineService {
  constructor(
    private readonly knex: Knex,
    private readonly altars: AltarService,
    private readonly pilgrimages: PilgrimageService,
    private readonly weather: WeatherService,
    private readonly push: PushService,
    jobs: JobQueue,
    private readonly now: () => Date = () => new Date(),
  ) {
    jobs.define(
      'offline-cache-prune',
      async () => {
        await new OfflineRepository(this.knex).pruneExpired(this.now());
      },
      { cron: '17 3 * * *', retryLimit: 0 },
    );
  }

  async manifest(userId: number): Promise<OfflineManifest> {
    const records = await new OfflineRepository(this.knex).current(userId, this.now());
    if (records.length === 0) return { ...EMPTY_MANIFEST };
    const countOf = (type: string) => records.find((record) => record.dataType === type)?.count ?? 0;
    const newest = Math.max(...records.map((record) => record.updatedAt.getTime()));
    return {
      offlineReady: true,
      sacredSpaces: countOf('sacred-spaces'),
      pilgrimages: countOf('pilgrimages'),
      weatherLocations: countOf('weather'),
      lastUpdated: new Date(newest).toISOString(),
      sacredSpacesWithinKm: records.find((record) => record.dataType === 'sacred-spaces')?.withinKm ?? null,
    };
  }

  /** The altars within radiusKm (default 50) of the member; the point is also their last known location. */
  async downloadSacredSpaces(
    userId: number,
    { latitude, longitude, radiusKm }: SacredSpacesDownloadInput,
  ): Promise<SacredSpacesDownload> {
    // The nearest MAX_OFFLINE_ALTARS in one answer, not a client's page of ALTAR_PAGE_MAX.
    const altars = await this.altars.nearestUpTo({ latitude, longitude }, radiusKm * 1000, MAX_OFFLINE_ALTARS, userId);
    const withinKm = downloadReachKm(radiusKm, altars.length, altars.at(-1)?.distanceMeters);
    const updatedAt = await new OfflineRepository(this.knex).replace(
      userId,
      'sacred-spaces',
      `${fixed(latitude)},${fixed(longitude)},${radiusKm}`,
      { count: altars.length, items: altars.map((altar) => altar.id), withinKm },
      this.expiry(),
    );
    await this.push.rememberPosition(userId, { latitude, longitude });
    return { altars, count: altars.length, lastUpdated: updatedAt.toISOString(), withinKm };
  }

  /**
   * `{ pilgrimageIds }` picks pilgrimages; else `{ latitude, longitude }` the MAX_OFFLINE_PILGRIMAGES that start
   * nearest to the member; else the first ones the map lists.
   */
  async downloadPilgrimages(
    userId: number,
    { pilgrimageIds, latitude, longitude }: PilgrimagesDownloadInput,
  ): Promise<PilgrimagesDownload> {
    // Chosen ones by id: a pilgrimage's own "Download this pilgrimage" must not depend on it being among the
    // first MAX_OFFLINE_PILGRIMAGES the map lists.
    const wanted = pilgrimageIds ? [...new Set(pilgrimageIds)] : undefined;
    const near = latitude !== undefined && longitude !== undefined ? { latitude, longitude } : undefined;
    let pilgrimages: MapPilgrimage[];
    // What the record says was downloaded: the ids, the point, or all the map lists.
    let chosen: string;
    if (wanted) {
      pilgrimages = await this.pilgrimages.mapPilgrimagesByIds(wanted, userId);
      chosen = [...wanted].sort((a, b) => a - b).join(',');
    } else if (near) {
      pilgrimages = await this.pilgrimages.mapPilgrimagesNearest(near, MAX_OFFLINE_PILGRIMAGES, userId);
      chosen = `near:${fixed(near.latitude)},${fixed(near.longitude)}`;
    } else {
      pilgrimages = await this.pilgrimages.listForMap({ limit: MAX_OFFLINE_PILGRIMAGES }, userId);
      chosen = 'all';
    }
    const updatedAt = await new OfflineRepository(this.knex).replace(
      userId,
      'pilgrimages',
      chosen,
      { count: pilgrimages.length, items: pilgrimages.map((pilgrimage) => pilgrimage.id) },
      this.expiry(),
    );
    return { pilgrimages, count: pilgrimages.length, lastUpdated: updatedAt.toISOString() };
  }

  /** Current weather for each [latitude, longitude, name]. */
  async downloadWeather(userId: number, { locations }: WeatherDownloadInput): Promise<WeatherDownload> {
    const answers = await Promise.all(
      (locations as WeatherLocation[]).map(async ([latitude, longitude, name]) => ({
        latitude,
        longitude,
        name: name.trim(),
        weather: await this.weather.current({ latitude, longitude }).catch(() => null),
      })),
    );
    const updatedAt = await new OfflineRepository(this.knex).replace(
      userId,
      'weather',
      answers.map((answer) => `${fixed(answer.latitude)},${fixed(answer.longitude)}`).join(';'),
      { count: answers.length, items: answers },
      this.expiry(),
    );
    return { locations: answers, count: answers.length, lastUpdated: updatedAt.toISOString() };
  }

  private expiry(): Date {
    return new Date(this.now().getTime() + OFFLINE_CACHE_DAYS * DAY_MS);
  }
}
