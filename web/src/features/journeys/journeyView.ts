import { achievementTier, nextMilestone } from '@sacred/core/badges';
import { ACHIEVEMENT_TYPES, UPDATE_TYPES } from '@sacred/core/enums';
import type { LatLng } from '@sacred/core/geo';
import { formatHoursMinutes } from '@sacred/core/journeyPace';

/** Live journey display rules, kept free of React for unit tests. */

export const LIVE_TEXTS = {
  liveNavigation: 'Live Navigation',
  loading: 'Loading pilgrimage data...',
  begin: 'Begin Sacred Journey',
  starting: 'Starting...',
  readyToBegin: 'Ready to Begin?',
  live: 'Live',
  checkpoint: 'Checkpoint',
  sharePhoto: 'Share Photo',
  fellowPilgrims: 'Fellow Pilgrims',
  currentLocation: 'Current Location',
  journeyUpdates: 'Journey Updates',
  endJourney: 'End Journey',
  endConfirm: 'Are you sure you want to end this sacred journey?',
  gpsIssueTitle: 'GPS Issue',
  gpsIssueText: 'Please check your location permissions.',
  geolocationUnsupported: 'Geolocation is not supported by this browser',
  messageFailedTitle: 'Message Failed',
  messageFailedText: 'Unable to send message. Please try again.',
  begunTitle: 'Sacred Journey Begun',
  checkpointTitle: 'Checkpoint Reached!',
  momentSharedTitle: 'Moment Shared!',
  locationSharedTitle: 'Location Shared',
  unknown: 'Unknown',
  // Ours (the spec has no offline story for the live page): writes kept on the device until the network is back.
  savedOfflineTitle: 'Saved on this device',
  checkpointWaiting: 'Checkpoint waiting to be sent',
  keptUntilOnline: 'It is kept on this device until you are back online.',
  messageWaiting: 'Waiting to send',
  notSentTitle: 'Not sent',
  begunOnDevice: 'Your journey has begun on this device. It is sent to the server when you are back online.',
  allSitesWaiting: 'Every sacred site is reached. The journey completes when your checkpoints are sent.',
} as const;

/** What went wrong with the GPS, by the browser's error code (GeolocationPositionError). */
export type GpsIssue = 'denied' | 'unavailable' | 'timeout';

export function gpsIssueOf(code: number): GpsIssue {
  if (code === 1) return 'denied';
  return code === 3 ? 'timeout' : 'unavailable';
}

/** The spec's text where permission is refused; the other cases say what really happened. */
export const GPS_ISSUE_TEXTS: Record<GpsIssue, string> = {
  denied: LIVE_TEXTS.gpsIssueText,
  unavailable:
    'This device cannot find its position right now. Try under open sky; the journey carries on and the map shows your last known place.',
  timeout: 'The GPS is taking long to answer. Still trying; the map shows your last known place meanwhile.',
};

/** The earth radius for distances and the checkpoint threshold, in miles. */
export const EARTH_RADIUS_MILES = 3959;
export const CHECKPOINT_MILES = 0.1;
export const KM_PER_MILE = 1.609344;

/** The journey location watch: high accuracy, a patient timeout, positions only a few moments old. */
export const WATCH_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 15000, maximumAge: 10000 };

/** Poll intervals, used only while the live socket is down. */
export const POLL_MS = { journey: 5000, messages: 5000, updates: 10000, participants: 10000, companions: 10000 };

const radians = (degrees: number) => (degrees * Math.PI) / 180;

export function milesBetween(a: LatLng, b: LatLng): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Only with a known position and within 0.1 mile of the current site. */
export function canReachCheckpoint(position: LatLng | null, site: LatLng | null | undefined): boolean {
  return position !== null && !!site && milesBetween(position, site) <= CHECKPOINT_MILES;
}

/** The current index over the number of sites. */
export function progressPercent(currentIndex: number, siteCount: number): number {
  if (siteCount <= 0) return 0;
  return Math.round((Math.min(currentIndex, siteCount) / siteCount) * 100);
}

/** Time remaining in hours and minutes (minutes in whole hours read "0 hours" at 17% of a route). */
export function timeRemaining(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined) return LIVE_TEXTS.unknown;
  return formatHoursMinutes(minutes);
}

export function kmBetween(a: LatLng, b: LatLng): number {
  return milesBetween(a, b) * KM_PER_MILE;
}

/** 6 decimals on the live panel, 4 in chat and photos. */
export const formatCoordinate = (value: number, decimals: 4 | 6): string => value.toFixed(decimals);

/** At most 4 companion avatars, then '+N'. */
export function companionAvatars<T>(companions: readonly T[], max = 4): { shown: T[]; more: string | null } {
  const extra = companions.length - max;
  return { shown: companions.slice(0, max), more: extra > 0 ? `+${extra}` : null };
}

export const FEED_CHIPS = ['all', ...UPDATE_TYPES] as const;
export type FeedChip = (typeof FEED_CHIPS)[number];

export function filterUpdates<T extends { updateType: string }>(updates: readonly T[], chip: FeedChip): T[] {
  return chip === 'all' ? [...updates] : updates.filter((update) => update.updateType === chip);
}

/** Photo tags as typed: comma separated, trimmed; the rules themselves are core's journeyPhotoSchema. */
export function splitTags(text: string): string[] {
  if (text.trim() === '') return [];
  return text.split(',').map((tag) => tag.trim());
}

export interface AchievementView {
  percent: number;
  tier: string;
  /** '+50 XP' once mastered. */
  reward: string | null;
  /** The next step of 10 percent of the maximum, or null once mastered. */
  nextMilestone: number | null;
  unit: string;
}

/** An achievement as shown: the tier rules are core's, the unit the spec's. */
export function achievementView(type: string, progress: number, maxProgress: number): AchievementView {
  const max = maxProgress > 0 ? maxProgress : 1;
  const percent = Math.max(0, Math.min(100, Math.floor((progress / max) * 100)));
  const tier = achievementTier(percent);
  return {
    percent,
    tier: tier.label,
    reward: tier.xp,
    nextMilestone: percent >= 100 ? null : nextMilestone(progress, max),
    unit: (ACHIEVEMENT_TYPES as Record<string, string>)[type] ?? '',
  };
}

export function achievementTitle(type: string): string {
  return type
    .split('_')
    .map((word) => (word ? word[0]?.toUpperCase() + word.slice(1) : word))
    .join(' ');
}

export const CONTINUE_TEXTS = {
  title: 'Continue your journey',
  progress: (reached: number, total: number) =>
    total > 0 ? `${Math.min(reached, total)} of ${total} sacred sites reached` : 'Under way',
} as const;

export const continueJourneyPath = (pilgrimageId: number): string => `/pilgrimage/active?id=${pilgrimageId}`;

/** The journey to continue: the newest one still under way (the list is newest first). */
export function journeyUnderWay<T extends { isActive: boolean }>(journeys: readonly T[]): T | null {
  return journeys.find((journey) => journey.isActive) ?? null;
}

export const SUMMARY_TEXTS = {
  completedTitle: 'Journey Complete',
  endedTitle: 'Journey Ended',
  distance: 'Distance',
  time: 'Time',
  sites: 'Sites reached',
  photos: 'Photos',
  pace: 'Pace',
  climb: 'Climb',
  noClimb: 'No altitude recorded',
  downloadTrack: 'Download Track (GPX)',
  share: 'Share to the Feed',
  sharing: 'Sharing...',
  shared: 'Shared to the feed',
  back: 'Return to Pilgrimages',
} as const;

/** A write waiting in the outbox, as far as the journey view reads it. */
export interface WaitingWrite {
  kind: string;
  status: string;
  path: string;
  body: unknown;
}

interface JourneyProgress {
  id: number;
  currentAltarIndex: number;
  checkpointReached: readonly number[];
  distanceTraveled: number;
  currentLatitude?: number | null;
  currentLongitude?: number | null;
}

export const journeyPaths = (journeyId: number) => ({
  location: `/api/active-pilgrimages/${journeyId}/location`,
  checkpoint: `/api/active-pilgrimages/${journeyId}/checkpoint`,
});

/**
 * The journey as the device knows it: the server's record, then the positions and checkpoints
 * waiting in the outbox, in the order they were made. A waiting checkpoint at the site due next
 * advances the guidance at once (the server confirms it when it is sent, or refuses it and its
 * record stands); waiting positions extend the distance and move the walker.
 */
export function journeyOnDevice<J extends JourneyProgress, S extends { id: number }>(
  journey: J,
  sites: readonly S[],
  waiting: readonly WaitingWrite[],
): { journey: J; waitingSites: S[] } {
  const paths = journeyPaths(journey.id);
  let index = journey.currentAltarIndex;
  const reached = [...journey.checkpointReached];
  const waitingSites: S[] = [];
  let distance = journey.distanceTraveled;
  let at =
    journey.currentLatitude != null && journey.currentLongitude != null
      ? { latitude: journey.currentLatitude, longitude: journey.currentLongitude }
      : null;
  for (const write of waiting) {
    if (write.status !== 'waiting') continue;
    if (write.kind === 'checkpoint' && write.path === paths.checkpoint) {
      const site = sites[index];
      if (site && site.id === (write.body as { altarId?: number }).altarId) {
        waitingSites.push(site);
        reached.push(site.id);
        index += 1;
      }
    } else if (write.kind === 'location' && write.path === paths.location) {
      const position = write.body as LatLng;
      if (at) distance += kmBetween(at, position);
      at = { latitude: position.latitude, longitude: position.longitude };
    }
  }
  if (waitingSites.length === 0 && distance === journey.distanceTraveled) return { journey, waitingSites };
  return {
    journey: {
      ...journey,
      currentAltarIndex: index,
      checkpointReached: reached,
      distanceTraveled: distance,
      currentLatitude: at?.latitude ?? journey.currentLatitude,
      currentLongitude: at?.longitude ?? journey.currentLongitude,
    },
    waitingSites,
  };
}
