import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Knex } from 'knex';
import { AccountDataService } from './accounts/account-data.service';
import { AccountEmails } from './accounts/account-emails';
import { AccountSecurityService } from './accounts/account-security.service';
import { SessionEnding } from './accounts/account-sessions';
import { AccountService } from './accounts/account.service';
import { OidcSignIn } from './accounts/oidc';
import { SignInGuard } from './accounts/sign-in-guard';
import { AltarActivityService } from './altars/altar-activity.service';
import { AltarTileService } from './altars/altar-tile.service';
import { PublicMapAnswers } from './altars/public-map-answers';
import { AltarContributionService } from './altars/altar-contribution.service';
import { AltarService } from './altars/altar.service';
import { BasemapService } from './basemap/basemap.service';
import { MapAssets } from './basemap/map-assets';
import { TileArchives } from './basemap/tile-archives';
import { CommunityService } from './community/community.service';
import { DigestService } from './digest/digest.service';
import { ReportService } from './community/report.service';
import { JournalService } from './journal/journal.service';
import { AchievementService } from './rewards/achievement.service';
import { ChatService } from './journeys/chat.service';
import { CompanionService } from './journeys/companion.service';
import { JourneySummaryService } from './journeys/journey-summary.service';
import { JourneyService } from './journeys/journey.service';
import { LiveChannel } from './journeys/live-channel';
import { LiveFeedService } from './journeys/live-feed.service';
import { JourneyReplayService } from './journeys/replay.service';
import { TrackService } from './journeys/track.service';
import { LocalPhotoStorage, type PhotoStorage } from './media/photo-storage';
import { S3PhotoStorage } from './media/s3-photo-storage';
import { PhotoService } from './media/photo.service';
import { IntentionService } from './intentions/intention.service';
import { PassportService } from './passport/passport.service';
import { MoonService } from './moon/moon.service';
import { OfflineService } from './offline/offline.service';
import { GpxReader } from './pilgrimages/gpx-reader';
import { PilgrimageGpxService } from './pilgrimages/pilgrimage-gpx.service';
import { PilgrimageService } from './pilgrimages/pilgrimage.service';
import { PlaceService } from './places/place.service';
import { PathNetworkService } from './routes/path-network.service';
import { RouteService } from './routes/route.service';
import { TerrainElevation } from './routes/terrain-elevation';
import { SearchService } from './search/search.service';
import { SkyService } from './sky/sky.service';
import type { AppConfig } from './platform/config';
import type { AppServices } from './platform/context';
import { IdempotencyStore } from './platform/rest/idempotency';
import { appSecret } from './platform/infra/app-keys';
import { Mailer } from './platform/infra/mail';
import { createSessionCache } from './platform/http/session-cache';
import { SharedWriteBudget } from './platform/limits/shared-write-budget';
import { WriteBudget } from './platform/limits/write-budget';
import { GuestReadBudget } from './platform/limits/guest-reads';
import type { JobQueue } from './platform/infra/jobs';
import type { Logger } from './platform/infra/logger';
import type { PubSub } from './platform/infra/pubsub';
import { BadgeService } from './rewards/badge.service';
import { ProfileService } from './profiles/profile.service';
import { SettingsService } from './profiles/settings.service';
import type { PushService } from './push/push.service';
import { createPushService } from './push/push.setup';
import { definePeriodicJobs } from './periodic-jobs';
import { ReviewService } from './reviews/review.service';
import { RitualService } from './rituals/ritual.service';
import { OpenMeteoProvider } from './weather/weather.provider';
import { SafetyContactService } from './walk-safe/safety-contacts.service';
import { WalkShareService } from './walk-safe/walk-share.service';
import { WalkWatchSweep } from './walk-safe/walk-watch-sweep';
import { WalkWatchService } from './walk-safe/walk-watch.service';
import { WeatherService } from './weather/weather.service';

declare module './platform/context' {
  /** Every domain's service on `ctx.services` (the platform declares its own there). */
  interface AppServices {
    accounts: AccountService;
    /** Email confirmation, password change and reset, other sessions ended. */
    accountSecurity: AccountSecurityService;
    /** A member's export and the account's deletion. */
    accountData: AccountDataService;
    /** Present when an OpenID Connect issuer is configured. */
    oidc: OidcSignIn | undefined;
    altars: AltarService;
    /** New altars, their photos and likes. */
    altarContributions: AltarContributionService;
    altarTiles: AltarTileService;
    /** Guests' viewports and the altar tiles while the map's data version holds (MAP_ANSWER_CACHE). */
    publicMapAnswers: PublicMapAnswers | undefined;
    altarActivity: AltarActivityService;
    badges: BadgeService;
    basemap: BasemapService;
    tileArchives: TileArchives;
    mapAssets: MapAssets;
    community: CommunityService;
    /** The weekly email digest and its unsubscribe link. */
    digest: DigestService;
    journal: JournalService;
    journeys: JourneyService;
    /** What a journey walked comes to: its summary and its track as GPX. */
    journeySummaries: JourneySummaryService;
    /** A pilgrimage's live feed: updates, photos, likes, sharing to the community. */
    liveFeed: LiveFeedService;
    /** Replays of journeys, for their walker and companions. */
    replays: JourneyReplayService;
    chat: ChatService;
    companions: CompanionService;
    moon: MoonService;
    offline: OfflineService;
    /** Carried intentions: entrusted, carried by walkers, delivered at a checkpoint. */
    intentions: IntentionService;
    /** The pilgrim passport and its signed credentials. */
    passport: PassportService;
    photos: PhotoService;
    /** The bytes of uploaded photos: the local directory, or an S3-compatible store (STORAGE=s3). */
    photoStorage: PhotoStorage;
    pilgrimages: PilgrimageService;
    /** A pilgrimage as GPX, and an uploaded GPX read into the create form. */
    pilgrimageGpx: PilgrimageGpxService;
    places: PlaceService;
    profiles: ProfileService;
    push: PushService;
    reports: ReportService;
    reviews: ReviewService;
    /** Walking routes over the imported path network. */
    routes: RouteService;
    /** The path network's import (PATHS_OSM) at start. */
    pathNetwork: PathNetworkService;
    /** The map search over altar names and gazetteer places. */
    search: SearchService;
    rituals: RitualService;
    settings: SettingsService;
    safetyContacts: SafetyContactService;
    walkShares: WalkShareService;
    walkWatch: WalkWatchService;
    /** The sky at an altar and first-light reminders. */
    sky: SkyService;
    weather: WeatherService;
  }
}

/** The composition root: one instance of each domain service per server. */
export type Services = AppServices;

export function createServices(
  knex: Knex,
  pubsub: PubSub,
  config: AppConfig,
  jobs: JobQueue,
  logger: Logger,
  /** Set with REDIS_URL: the sign-in limits and the write budget shared by every instance. */
  redis: Redis | undefined,
  /** DATABASE_REPLICA_URL (or the primary): map, feed and profile reads, which may lag a moment. */
  reads: Knex = knex,
): Services {
  const photoStorage =
    config.storage.kind === 's3' ? new S3PhotoStorage(config.storage) : new LocalPhotoStorage(config.uploadsDir);
  const photos = new PhotoService(photoStorage);
  const mailer = new Mailer(config.mail, config.publicUrl, logger);
  const push = createPushService(knex, jobs, config, logger);
  const badges = new BadgeService(knex, pubsub, (userId, names) => push.notifyAchievements(userId, names), logger);
  // Public map answers are kept while the version read from the primary holds: not with a lagging replica.
  const publicMapAnswers = config.mapAnswerCache && reads === knex ? new PublicMapAnswers(knex) : undefined;
  const altars = new AltarService(knex, reads, publicMapAnswers);
  const altarActivity = new AltarActivityService(knex);
  const sessionCache = createSessionCache(redis);
  const signInGuard = new SignInGuard(
    redis ? { kind: 'redis', redis } : { kind: 'postgres', knex },
    config.signupRateLimit,
  );
  const accountEmails = new AccountEmails(knex, mailer, jobs);
  const sessionEnding = new SessionEnding(sessionCache, pubsub);
  const accounts = new AccountService(knex, signInGuard, mailer, accountEmails, sessionEnding);
  const reports = new ReportService(knex, accounts, jobs, mailer);
  const routes = new RouteService(
    reads,
    altars,
    config.basemap.terrainArchive ? new TerrainElevation(config.basemap.terrainArchive) : undefined,
  );
  const pilgrimages = new PilgrimageService(knex, altars, reports, routes);

  const tileArchives = new TileArchives(config.basemap);
  const basemap = new BasemapService(config.basemap, tileArchives);
  const settings = new SettingsService(knex, basemap, mailer);
  const weather = new WeatherService(knex, new OpenMeteoProvider(config.weatherBaseUrl));
  const places = new PlaceService(knex);
  const achievements = new AchievementService(knex);
  const profiles = new ProfileService(knex, settings, { badges, achievements }, altars, reads);
  const community = new CommunityService(knex, photos, badges, push, jobs, reads);
  definePeriodicJobs(jobs, knex, altarActivity, new TrackService(knex), badges);
  const live = new LiveChannel(knex, { pubsub, push });
  const intentions = new IntentionService(knex, {
    pilgrimages,
    signups: signInGuard,
    mailer,
    push,
    reports,
    logger,
  });
  const journeys = new JourneyService(knex, pilgrimages, live, { altars, settings, badges, intentions });
  const journeySummaries = new JourneySummaryService(knex, journeys);
  const companions = new CompanionService(knex, live);
  const walkShares = new WalkShareService(knex, { journeys, pilgrimages, altars, settings, accounts, mailer, pubsub });
  const safetyContacts = new SafetyContactService(
    knex,
    {
      companions,
      push,
      mailer,
      jobs,
      logger,
      pubsub,
      secret: () =>
        config.sessionSecret
          ? Promise.resolve(config.sessionSecret)
          : appSecret(knex, 'walk-safe-opt-out-secret', () => randomBytes(48).toString('base64url')),
    },
    (): Date => walkWatch.clock(),
  );
  const walkWatchSweep = new WalkWatchSweep(
    knex,
    { journeys, accounts, shares: walkShares, contacts: safetyContacts, push, jobs, pubsub, logger },
    (): Date => walkWatch.clock(),
  );
  const walkWatch: WalkWatchService = new WalkWatchService(knex, {
    journeys,
    accounts,
    contacts: safetyContacts,
    sweep: walkWatchSweep,
    pubsub,
    live,
  });
  return {
    accounts,
    accountSecurity: new AccountSecurityService(knex, signInGuard, mailer, accountEmails, sessionEnding),
    accountData: new AccountDataService(knex, mailer, sessionEnding),
    emailConfirmation: accounts,
    oidc: config.oidc ? new OidcSignIn(config.oidc) : undefined,
    altars,
    altarContributions: new AltarContributionService(knex, pubsub, altars, photos, badges),
    altarTiles: new AltarTileService(reads, 'auto', publicMapAnswers),
    publicMapAnswers,
    altarActivity,
    badges,
    basemap,
    tileArchives,
    mapAssets: new MapAssets(),
    community,
    digest: new DigestService(
      knex,
      mailer,
      jobs,
      settings,
      () =>
        config.sessionSecret
          ? Promise.resolve(config.sessionSecret)
          : appSecret(knex, 'digest-unsubscribe-secret', () => randomBytes(48).toString('base64url')),
      logger,
    ),
    idempotency: new IdempotencyStore(knex, jobs),
    intentions,
    journal: new JournalService(knex, settings, badges),
    mailer,
    journeys,
    journeySummaries,
    liveFeed: new LiveFeedService(knex, live, { journeys, summaries: journeySummaries, photos, settings, community }),
    chat: new ChatService(knex, live),
    replays: new JourneyReplayService(knex, altars),
    companions,
    moon: new MoonService(),
    offline: new OfflineService(knex, altars, pilgrimages, weather, push, jobs),
    passport: new PassportService(knex, config.credentialSigningKey),
    photos,
    photoStorage,
    pilgrimages,
    pilgrimageGpx: new PilgrimageGpxService(knex, pilgrimages, altars, reports, new GpxReader()),
    places,
    profiles,
    push,
    reports,
    pathNetwork: new PathNetworkService(
      knex,
      logger,
      config.pathsOsm ?? (config.seed === 'demo' ? config.seedPathsOsm : undefined),
    ),
    routes,
    reviews: new ReviewService(knex, altars, altarActivity, reports, badges),
    rituals: new RitualService(knex, altars, altarActivity, badges),
    search: new SearchService(reads, places),
    settings,
    safetyContacts,
    walkShares,
    walkWatch,
    sky: new SkyService(knex, { altars, terrain: tileArchives, push, jobs }),
    weather,
    writeBudget: redis ? new SharedWriteBudget(config.writeRateLimit, redis) : new WriteBudget(config.writeRateLimit),
    sessionCache,
    guestReads: new GuestReadBudget(config.guestReadRateLimit, redis ? { kind: 'redis', redis } : { kind: 'memory' }),
  };
}
