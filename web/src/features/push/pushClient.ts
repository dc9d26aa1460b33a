import { DEFAULT_PUSH_PREFERENCES, type PushPreferences } from '@sacred/core/push';
import { request } from '../../app/http';

/** The browser side of web push: support check, subscription, and the server calls that keep the subscription. */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  );
}

const PREFERENCES_KEY = 'push_preferences';

export function savedPreferences(): PushPreferences {
  try {
    const raw = localStorage.getItem(PREFERENCES_KEY);
    return raw
      ? { ...DEFAULT_PUSH_PREFERENCES, ...(JSON.parse(raw) as Partial<PushPreferences>) }
      : DEFAULT_PUSH_PREFERENCES;
  } catch {
    return DEFAULT_PUSH_PREFERENCES;
  }
}

export function savePreferences(preferences: PushPreferences): void {
  try {
    localStorage.setItem(PREFERENCES_KEY, JSON.stringify(preferences));
  } catch {
    // storage full or disabled: the server keeps them for subscribed devices
  }
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const padded = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return registration ? registration.pushManager.getSubscription() : null;
}

const timeZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
};

export async function sendSubscription(userId: number, subscription: PushSubscription, preferences: PushPreferences) {
  return request<{ subscribed: boolean; preferences: PushPreferences }>(
    'POST',
    `/api/users/${userId}/notifications/subscribe`,
    { subscription: subscription.toJSON(), preferences, timeZone: timeZone() },
  );
}

/** Asks permission, subscribes this browser with the server's VAPID key and registers it with the server. */
export async function enablePush(userId: number, preferences: PushPreferences): Promise<PushSubscription> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new Error(`Notification permission ${permission}`);
  const registration = await navigator.serviceWorker.ready;
  const { publicKey } = await request<{ publicKey: string }>('GET', '/api/push/public-key');
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  await sendSubscription(userId, subscription, preferences);
  return subscription;
}

/** Unsubscribes the browser, and tells the server (the spec's client only did the first). */
export async function disablePush(userId: number, subscription: PushSubscription): Promise<void> {
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  await request('POST', `/api/users/${userId}/notifications/unsubscribe`, { endpoint }).catch(() => undefined);
}

export async function serverPreferences(userId: number, endpoint: string) {
  return request<{ subscribed: boolean; preferences: PushPreferences }>(
    'GET',
    `/api/users/${userId}/notifications/subscription?endpoint=${encodeURIComponent(endpoint)}`,
  );
}
