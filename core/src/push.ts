import * as yup from 'yup';
import { LATITUDE_RANGE, LONGITUDE_RANGE } from './limits';
import { isTimeZone, localClock } from './time-zone';

/** Push notifications, shared by the settings panel and the server. */

export const PUSH_PREFERENCE_KEYS = [
  'dailyReminder',
  'nearbySacredSpaces',
  'pilgrimageUpdates',
  'communityActivity',
] as const;
export type PushPreferenceKey = (typeof PUSH_PREFERENCE_KEYS)[number];
export type PushPreferences = Record<PushPreferenceKey, boolean>;

/** Everything on except community activity. */
export const DEFAULT_PUSH_PREFERENCES: PushPreferences = {
  dailyReminder: true,
  nearbySacredSpaces: true,
  pilgrimageUpdates: true,
  communityActivity: false,
};

/**
 * Every kind of web push: the device's own choices (above) plus achievements, which only the member's
 * switch governs (the spec's device preferences have no achievements entry).
 */
export type PushKind = PushPreferenceKey | 'achievements';

/**
 * Which of the member's Settings > Notifications switches gates each kind of push. A notification goes
 * to a device only when both agree: the member's switch (for every device) and the device's own
 * preference (Settings > Push). The daily reminder has no member switch; its device choice alone rules.
 */
export const MEMBER_SWITCH_OF_PUSH: Record<
  PushKind,
  'pilgrimageUpdates' | 'communityPosts' | 'nearbyAltars' | 'achievements' | undefined
> = {
  dailyReminder: undefined,
  nearbySacredSpaces: 'nearbyAltars',
  pilgrimageUpdates: 'pilgrimageUpdates',
  communityActivity: 'communityPosts',
  achievements: 'achievements',
};

/** Shown in Settings > Push: how this device's choices and the member's notification switches combine. */
export const PUSH_DEVICE_AND_MEMBER =
  "These choices are for this device. Your switches in Settings > Notifications apply to all your devices (and cover badges); a notification comes only when both allow it, and your browser's or phone's own notification settings can still silence it.";

export const PUSH_PREFERENCE_TEXT: Record<PushPreferenceKey, [string, string]> = {
  dailyReminder: ['Daily Reminder', 'A gentle morning invitation to pause and reflect'],
  nearbySacredSpaces: ['Nearby Sacred Spaces', 'New altars within 10 km of your last known location'],
  pilgrimageUpdates: ['Pilgrimage Updates', "Your companions' checkpoints and messages"],
  communityActivity: ['Community Activity', 'Likes and comments on your posts'],
};

export const PUSH_MESSAGES = {
  unsupported: 'Push notifications are not supported in this browser.',
  enableFailed: 'Unable to enable notifications. Please check your browser settings and try again.',
  enabled: "Sacred notifications are now enabled! You'll receive your first daily reminder tomorrow morning.",
  disabled: 'Push notifications are turned off on this device.',
  endpointInvalid: 'subscription.endpoint must be an https URL',
  endpointNotPushService: "subscription.endpoint must be a browser's web push service (FCM, Mozilla, Apple or Windows)",
  keysRequired: 'subscription.keys.p256dh and subscription.keys.auth are required',
  timeZoneInvalid: 'timeZone must be an IANA time zone such as Europe/Paris',
  notSubscribed: 'This device is not subscribed.',
} as const;

/**
 * Where the server may send a push message. A subscription's endpoint is a URL a member gives us, so
 * without these rules the server could be made to call any host it can reach (blind SSRF).
 */
export interface PushEndpointPolicy {
  /** Push service hosts; `*.example.com` matches its subdomains only. */
  serviceHosts: readonly string[];
  /** Plain http to a loopback address on any port: a local push service in tests, never in production. */
  allowLoopback: boolean;
}

/** The browsers' push services: Chrome/Edge (FCM), Firefox (Mozilla autopush), Safari (Apple), Windows (WNS). */
export const KNOWN_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
  '*.push.apple.com',
  '*.notify.windows.com',
] as const;

/** Devices (subscriptions) that receive one member's notifications; subscribing an 11th retires the stalest. */
export const PUSH_DEVICES_PER_MEMBER = 10;

/** A new altar this close to a member's last known location is "nearby". */
export const NEARBY_ALTAR_RADIUS_KM = 10;
/** The daily reminder goes out from this local hour, and not after the window closes (a late server skips a day). */
export const DAILY_REMINDER_HOUR = 8;
export const DAILY_REMINDER_LAST_HOUR = 11;

/** What the service worker receives in a push message and shows. */
export interface PushPayload {
  title: string;
  body: string;
  /** Opened (or focused) when the notification is clicked; a same-origin path. */
  url: string;
  /** Notifications with the same tag replace each other. */
  tag: string;
}

const base64url = () =>
  yup
    .string()
    .trim()
    .matches(/^[A-Za-z0-9_-]+={0,2}$/, '${path} must be base64url')
    .required(PUSH_MESSAGES.keysRequired);

const preferencesSchema = yup.object(
  Object.fromEntries(
    PUSH_PREFERENCE_KEYS.map((key) => [key, yup.boolean().typeError(`\${path} must be true or false`).optional()]),
  ) as Record<PushPreferenceKey, yup.BooleanSchema<boolean | undefined>>,
);

const optionalCoordinate = (range: { min: number; max: number }, label: string) =>
  yup
    .number()
    .typeError(`${label} must be a number`)
    .min(range.min, `${label} must be between ${range.min} and ${range.max}`)
    .max(range.max, `${label} must be between ${range.min} and ${range.max}`)
    .nullable()
    .optional();

/**
 * POST /api/users/{id}/notifications/subscribe: the browser's PushSubscription JSON and the
 * preferences, plus what the server needs to send at the right time and place:
 * the device's IANA time zone and, when known, its position.
 */
export const pushSubscribeSchema = yup.object({
  subscription: yup
    .object({
      endpoint: yup
        .string()
        .trim()
        .max(2000)
        .test('https', PUSH_MESSAGES.endpointInvalid, (value) => {
          if (!value || !URL.canParse(value)) return false;
          const { protocol, hostname } = new URL(value);
          // Plain http only on the loopback interface (a local push service in tests).
          return protocol === 'https:' || (protocol === 'http:' && ['127.0.0.1', 'localhost'].includes(hostname));
        })
        .required(PUSH_MESSAGES.endpointInvalid),
      keys: yup.object({ p256dh: base64url(), auth: base64url() }).required(PUSH_MESSAGES.keysRequired),
    })
    .required('subscription is required'),
  preferences: preferencesSchema.default({}),
  timeZone: yup
    .string()
    .trim()
    .max(64)
    .test('zone', PUSH_MESSAGES.timeZoneInvalid, (value) => value === undefined || isTimeZone(value))
    .optional(),
  latitude: optionalCoordinate(LATITUDE_RANGE, 'latitude'),
  longitude: optionalCoordinate(LONGITUDE_RANGE, 'longitude'),
});

export const pushUnsubscribeSchema = yup.object({
  endpoint: yup.string().trim().max(2000).required('endpoint is required'),
});

/** Stored preferences merged over the defaults; unknown keys dropped. */
export function withDefaultPreferences(given: Partial<Record<string, unknown>> | null | undefined): PushPreferences {
  const result = { ...DEFAULT_PUSH_PREFERENCES };
  for (const key of PUSH_PREFERENCE_KEYS) {
    const value = given?.[key];
    if (typeof value === 'boolean') result[key] = value;
  }
  return result;
}

/** True when a member whose last reminder went out on `lastSentOn` (local date) is due one now. */
export function dailyReminderDue(now: Date, timeZone: string, lastSentOn: string | null): boolean {
  const { hour, date } = localClock(now, timeZone);
  if (hour < DAILY_REMINDER_HOUR || hour > DAILY_REMINDER_LAST_HOUR) return false;
  return lastSentOn === null || lastSentOn < date;
}
