import type { Knex } from 'knex';
import { AccountService } from './accounts/account.service';
import { OidcSignIn } from './accounts/oidc';
import { AltarActivityService } from './altars/altar-activity.service';
import { AltarService } from './altars/altar.service';
import { BasemapService } from './basemap/basemap.service';
import { CommunityService } from './community/community.service';
import { ReportService } from './community/report.service';
import { JournalService } from './journal/journal.service';
import { AchievementService } from './journeys/achievement.service';
import { JourneyService } from './journeys/journey.service';
import { LocalPhotoStorage } from './media/photo-storage';
import { PhotoService } from './media/photo.service';
import { MoonService } from './moon/moon.service';
import { OfflineService } from './offline/offline.service';
import { PilgrimageService } from './pilgrimages/pilgrimage.service';
import { PlaceService } from './places/place.service';
import type { AppConfig } from './platform/config';
import { IdempotencyStore } from './platform/idempotency';
import { WriteBudget } from './platform/write-budget';
import type { JobQueue } from './platform/jobs';
import type { Logger } from './platform/logger';
import type { PubSub } from './platform/pubsub';
import { BadgeService } from './profiles/badge.service';
import { ProfileService } from './profiles/profile.service';
import { SettingsService } from './profiles/settings.service';
import type { PushService } from './push/push.service';
import { createPushService } from './push/push.setup';
import { ReviewService } from './reviews/review.service';
import { RitualService } from './rituals/ritual.service';
import { OpenMeteoProvider } from './weather/weather.provider';
import { WeatherService } from './weather/weather.service';

/** The composition root: one instance of each domain service per server. */
export interface Services {
  accounts: AccountService;
  /** Present when an OpenID Connect issuer is configured. */
  oidc: OidcSignIn | undefined;
  altars: AltarService;
  altarActivity: AltarActivityService;
  badges: BadgeService;
  basemap: BasemapService;
  community: CommunityService;
  idempotency: IdempotencyStore;
  journal: JournalService;
  achievements: AchievementService;
  journeys: JourneyService;
  moon: MoonService;
  offline: OfflineService;
  photos: PhotoService;
  pilgrimages: PilgrimageService;
  places: PlaceService;
  profiles: ProfileService;
  push: PushService;
  reports: ReportService;
  reviews: ReviewService;
  rituals: RitualService;
  settings: SettingsService;
  weather: WeatherService;
  writeBudget: WriteBudget;
}

export function createServices(
  knex: Knex,
  pubsub: PubSub,
  config: AppConfig,
  jobs: JobQueue,
  logger: Logger,
): Services {
  const photos = new PhotoService(new LocalPhotoStorage(config.uploadsDir));
  const altars = new AltarService(knex, pubsub, photos);
  const pilgrimages = new PilgrimageService(knex, altars);
  const badges = new BadgeService(knex);
  const basemap = new BasemapService(config.basemap);
  const settings = new SettingsService(knex, basemap);
  const weather = new WeatherService(knex, new OpenMeteoProvider(config.weatherBaseUrl));
  const push = createPushService(knex, jobs, config, logger);
  const profiles = new ProfileService(knex, settings, badges, altars);
  const community = new CommunityService(knex, photos, badges, push);
  return {
    achievements: new AchievementService(knex, profiles),
    accounts: new AccountService(knex),
    oidc: config.oidc ? new OidcSignIn(config.oidc) : undefined,
    altars,
    altarActivity: new AltarActivityService(knex),
    badges,
    basemap,
    community,
    idempotency: new IdempotencyStore(knex, jobs),
    journal: new JournalService(knex),
    journeys: new JourneyService(knex, pilgrimages, { altars, settings, pubsub, photos, push, community }),
    moon: new MoonService(),
    offline: new OfflineService(knex, altars, pilgrimages, weather, push, jobs),
    photos,
    pilgrimages,
    places: new PlaceService(knex),
    profiles,
    push,
    reports: new ReportService(knex),
    reviews: new ReviewService(knex, altars),
    rituals: new RitualService(knex, altars),
    settings,
    weather,
    writeBudget: new WriteBudget(config.writeRateLimit),
  };
}
