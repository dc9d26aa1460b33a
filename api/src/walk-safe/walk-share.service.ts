import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { parseId } from '@sacred/core/altars';
import {
  linkExpiryProblem,
  linkIsOpen,
  WALK_SAFE,
  WALK_SAFE_TEXTS,
  type CreateWalkShareInput,
} from '@sacred/core/walk-safe';
import type { AccountService } from '../accounts/account.service';
import type { AltarService } from '../altars/altar.service';
import type { ActivePilgrimage } from '../journeys/journey.types';
import type { JourneyService } from '../journeys/journey.service';
import { liveTopic, type CompanionEvent } from '../journeys/live-topics';
import type { PilgrimageService } from '../pilgrimages/pilgrimage.service';
import { mergeAsyncIterators } from '../platform/infra/async-merge';
import { NotFoundError, RateLimitedError, ValidationError } from '../platform/errors';
import type { Mailer } from '../platform/infra/mail';
import type { PubSub } from '../platform/infra/pubsub';
import { SharedFeed } from '../platform/infra/shared-feed';
import type { SettingsService } from '../profiles/settings.service';
import { WalkSafeRepository, type ShareLookup, type ShareRow } from './walk-safe.repository';
import type { CreatedWalkShareLink, SharedWalk, WalkShareLink } from './walk-safe.types';

/** Something a share page shows changed (revoked, battery, expected time, alert): its subscribers read again. */
export const walkShareTopic = (journeyId: number): string => `WALK_SHARE_CHANGED:${journeyId}`;

export const SHARE_PATH = '/share/';
const KM_PER_MILE = 1.609344;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const LINK_NOT_FOUND = 'Share link not found';

const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

export interface WalkShareDependencies {
  journeys: Pick<JourneyService, 'get' | 'minutesLeftAsSeen'>;
  pilgrimages: PilgrimageService;
  altars: AltarService;
  settings: SettingsService;
  accounts: AccountService;
  mailer: Pick<Mailer, 'link'>;
  pubsub: PubSub;
}

/**
 * Share links: a walker shares a live, read-only page of a journey under way with people who have no
 * account (a link with a 256-bit token, stored hashed, revocable, ending with the journey plus a grace).
 * Everything the page shows is computed from the public view of the pilgrimage and the walker.
 */
export class WalkShareService {
  /** One read of a share page per event, whoever many watch it. */
  private readonly pages = new SharedFeed<SharedWalk>();

  constructor(
    private readonly knex: Knex,
    private readonly deps: WalkShareDependencies,
    private now: () => Date = () => new Date(),
  ) {}

  /** How many follow a link live on this instance. */
  liveViewers(linkId: number): number {
    return this.pages.listeners(String(linkId));
  }

  /** Tests move time on; every check of a link's end reads this clock. */
  useClock(now: () => Date): void {
    this.now = now;
  }

  /** The member's own journey under way (404 for anyone else's, 400 once it ended). */
  private async activeJourney(userId: number, journeyId: unknown): Promise<ActivePilgrimage> {
    const journey = await this.deps.journeys.get(userId, journeyId);
    if (!journey.isActive) throw new ValidationError(WALK_SAFE_TEXTS.journeyEnded);
    return journey;
  }

  private toLink(row: ShareRow, journey: { isActive: boolean; endedAt: Date | null }): WalkShareLink {
    return {
      id: row.id,
      activePilgrimageId: row.active_pilgrimage_id,
      createdAt: row.created_at,
      expiresAt: row.expires_at,
      revokedAt: row.revoked_at,
      viewCount: row.view_count,
      forAlert: row.for_alert,
      isOpen: linkIsOpen({ revokedAt: row.revoked_at, expiresAt: row.expires_at }, journey, this.now()),
    };
  }

  /**
   * A new link of a journey; the token exists only in the answer (and in what the caller sends). Its
   * address is the one the walker uses (`origin`), so the people it is sent to can open it.
   */
  async insertLink(
    userId: number,
    journeyId: number,
    expiresAt: Date | null,
    forAlert: boolean,
    origin: string | undefined,
  ): Promise<{ row: ShareRow; token: string; url: string }> {
    const token = randomBytes(WALK_SAFE.tokenBytes).toString('base64url');
    const row = await new WalkSafeRepository(this.knex).insertShare({
      userId,
      journeyId,
      tokenHash: hashOf(token),
      expiresAt,
      forAlert,
    });
    return { row, token, url: this.deps.mailer.link(`${SHARE_PATH}${token}`, origin) };
  }

  /**
   * What an overdue alert tells the contacts: a new link lasting as long as the journey (plus the grace;
   * the walker can revoke it), the pilgrimage as a guest sees it, and the newest position the server has
   * as others may see it (never a sensitive site's true point).
   */
  async overdueFacts(journey: ActivePilgrimage, origin: string | undefined) {
    const link = await this.insertLink(journey.userId, journey.id, null, true, origin);
    const pilgrimage = await this.deps.pilgrimages.find(journey.pilgrimageId, undefined);
    const seen =
      journey.currentLatitude !== null && journey.currentLongitude !== null
        ? await this.deps.altars.publicPositionOf({
            latitude: journey.currentLatitude,
            longitude: journey.currentLongitude,
          })
        : undefined;
    return { link, pilgrimage, seen };
  }

  /** Creates a share link of one's journey under way, at the address the walker uses; the token is returned this once. */
  async createLink(
    userId: number,
    journeyId: unknown,
    input: CreateWalkShareInput,
    origin: string | undefined,
  ): Promise<CreatedWalkShareLink> {
    const journey = await this.activeJourney(userId, journeyId);
    const now = this.now();
    const expiresAt = input.expiresAt ?? null;
    const problem = expiresAt ? linkExpiryProblem(expiresAt, now) : undefined;
    if (problem) throw new ValidationError(problem, { expiresAt: problem });
    const repository = new WalkSafeRepository(this.knex);
    if ((await repository.countSharesSince(userId, new Date(now.getTime() - 3_600_000))) >= WALK_SAFE.linksPerHour) {
      throw new RateLimitedError(WALK_SAFE_TEXTS.tooManyLinks, 3600 / WALK_SAFE.linksPerHour, 'walk-share-links');
    }
    const { row, token, url } = await this.insertLink(userId, journey.id, expiresAt, false, origin);
    return { link: this.toLink(row, { isActive: true, endedAt: null }), token, url };
  }

  /** The links of one of the member's journeys, newest first (only the walker lists them). */
  async links(userId: number, journeyId: unknown): Promise<WalkShareLink[]> {
    const journey = await this.deps.journeys.get(userId, journeyId);
    const repository = new WalkSafeRepository(this.knex);
    const rows = await repository.listShares(journey.id);
    const endedAt = journey.isActive ? null : await repository.journeyChangedAt(journey.id);
    return rows.map((row) => this.toLink(row, { isActive: journey.isActive, endedAt }));
  }

  /** Turns a link off at once: its page and live updates stop (404 for anyone else's link). */
  async revokeLink(userId: number, linkId: unknown): Promise<WalkShareLink> {
    const id = parseId(linkId);
    const row =
      id === undefined ? undefined : await new WalkSafeRepository(this.knex).revokeShare(id, userId, this.now());
    if (!row) throw new NotFoundError(LINK_NOT_FOUND);
    this.deps.pubsub.publish(walkShareTopic(row.active_pilgrimage_id), { revoked: row.id });
    return this.toLink(row, { isActive: true, endedAt: null });
  }

  /** The link behind a token while it opens; the same 404 for unknown, revoked and expired links. */
  private async openShare(token: unknown): Promise<ShareLookup> {
    const gone = () => new NotFoundError(WALK_SAFE_TEXTS.linkGone);
    if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) throw gone();
    const share = await new WalkSafeRepository(this.knex).findShareByHash(hashOf(token));
    if (!share) throw gone();
    const journey = { isActive: share.journey_active, endedAt: share.journey_active ? null : share.journey_updated_at };
    if (!linkIsOpen({ revokedAt: share.revoked_at, expiresAt: share.expires_at }, journey, this.now())) throw gone();
    return share;
  }

  /** The share page: no account needed, positions only as the walker's location-sharing setting allows. */
  async sharedWalk(token: unknown): Promise<SharedWalk> {
    return this.viewOf(await this.openShare(token));
  }

  /** Opening the page: a count, nothing about the viewer. */
  async countView(token: unknown): Promise<void> {
    const share = await this.openShare(token);
    await new WalkSafeRepository(this.knex).countView(share.id);
  }

  private async viewOf(share: ShareLookup): Promise<SharedWalk> {
    const { journeys, pilgrimages, settings, accounts, altars } = this.deps;
    const journey = await journeys.get(share.user_id, share.active_pilgrimage_id);
    const [user, pilgrimage, sharing, safety] = await Promise.all([
      accounts.findUser(share.user_id),
      // As a guest sees it: sensitive sites at their public point.
      pilgrimages.find(journey.pilgrimageId, undefined),
      settings.isLocationSharingOn(share.user_id),
      new WalkSafeRepository(this.knex).findSafety(journey.id),
    ]);
    const known = journey.currentLatitude !== null && journey.currentLongitude !== null;
    const position =
      sharing && known
        ? await altars.publicPositionOf({
            latitude: journey.currentLatitude as number,
            longitude: journey.currentLongitude as number,
          })
        : undefined;
    const lengthKm = pilgrimage?.distance == null ? null : pilgrimage.distance * KM_PER_MILE;
    const since = journey.lastLocationUpdate ?? journey.startedAt;
    const endedAt = journey.isActive ? null : share.journey_updated_at;
    const graceEnd = endedAt ? new Date(endedAt.getTime() + WALK_SAFE.graceHoursAfterJourney * 3_600_000) : null;
    const ends = [share.expires_at, graceEnd].filter((at): at is Date => at !== null);
    // From the public view only: the walker's own estimate runs through the true points of their sites.
    const minutesLeft =
      journey.isActive && pilgrimage ? await journeys.minutesLeftAsSeen(journey, pilgrimage, position ?? null) : null;
    return {
      firstName: user?.firstName?.trim() || 'A walker',
      pilgrimageName: pilgrimage?.name ?? journey.pilgrimageName,
      sites: (pilgrimage?.sites ?? []).map((site) => ({
        order: site.order,
        name: site.name,
        latitude: site.latitude,
        longitude: site.longitude,
        reached: journey.checkpointReached.includes(site.id),
      })),
      startLatitude: pilgrimage?.startLatitude ?? null,
      startLongitude: pilgrimage?.startLongitude ?? null,
      endLatitude: pilgrimage?.endingLatitude ?? null,
      endLongitude: pilgrimage?.endingLongitude ?? null,
      positionShared: sharing,
      latitude: position?.latitude ?? null,
      longitude: position?.longitude ?? null,
      positionApproximate: position?.approximate ?? false,
      lastSeenAt: journey.lastLocationUpdate,
      distanceDoneKm: journey.distanceTraveled,
      distanceLeftKm:
        lengthKm === null ? null : Math.max(0, Math.round((lengthKm - journey.distanceTraveled) * 100) / 100),
      estimatedArrivalAt: minutesLeft === null ? null : new Date(since.getTime() + minutesLeft * 60_000),
      batteryLevel: safety?.battery_level == null ? null : Number(safety.battery_level),
      batteryAt: safety?.battery_at ?? null,
      expectedBackAt: safety?.expected_back_at ?? null,
      isActive: journey.isActive,
      linkExpiresAt: ends.length === 0 ? null : new Date(Math.min(...ends.map((at) => at.getTime()))),
    };
  }

  /**
   * The share page's live updates: the walker's moves on the pilgrimage (the journeys' companion events)
   * and changes to the link or the watch, each answered with the page read again, once per link however
   * many watch it. Refused (NOT_FOUND) for a link that does not open, and beyond the viewers a link may
   * have at once; it ends when the link is revoked or expires.
   */
  async subscribe(token: unknown): Promise<AsyncIterable<SharedWalk>> {
    const share = await this.openShare(token);
    const key = String(share.id);
    if (this.pages.listeners(key) >= WALK_SAFE.maxLiveViewersPerLink) {
      throw new RateLimitedError(WALK_SAFE_TEXTS.tooManyViewers, 60, 'walk-share-viewers');
    }
    return this.pages.listen(key, async () => {
      const journey = await this.deps.journeys.get(share.user_id, share.active_pilgrimage_id);
      return this.pageUpdates(token, share.user_id, journey);
    });
  }

  private async *pageUpdates(token: unknown, walkerId: number, journey: ActivePilgrimage): AsyncGenerator<SharedWalk> {
    const events = mergeAsyncIterators([
      this.deps.pubsub.subscribe(liveTopic('companion', journey.pilgrimageId)),
      this.deps.pubsub.subscribe(walkShareTopic(journey.id)),
    ]);
    try {
      for await (const event of events) {
        // A move of someone else on the pilgrimage is not this page's business.
        const mover = (event as Partial<CompanionEvent> | null)?.row?.user_id;
        if (mover !== undefined && mover !== walkerId) continue;
        let view: SharedWalk;
        try {
          view = await this.sharedWalk(token);
        } catch {
          return;
        }
        yield view;
      }
    } finally {
      await events.return?.();
    }
  }
}
