import webpush from 'web-push';
import type { PushPayload } from '@sacred/core/push';
import type { VapidKeys } from './vapid-keys';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** delivered, gone (404/410: the browser dropped the subscription) or a failure worth retrying. */
export type PushOutcome = { kind: 'delivered' } | { kind: 'gone'; status: number } | { kind: 'failed'; status: number };

export interface PushSender {
  send(target: PushTarget, payload: PushPayload): Promise<PushOutcome>;
}

/** How long a push service keeps an undelivered message (seconds). */
const TTL_SECONDS = 12 * 60 * 60;
const REQUEST_TIMEOUT_MS = 15_000;

/**
 * Web push with VAPID and aes128gcm (RFC 8291/8292). web-push builds the request (JWT, encryption,
 * headers); it is sent with fetch rather than web-push's https-only client, which gives a timeout
 * and lets the tests' local push service speak plain HTTP on 127.0.0.1.
 */
export class WebPushSender implements PushSender {
  constructor(private readonly keys: VapidKeys) {}

  async send(target: PushTarget, payload: PushPayload): Promise<PushOutcome> {
    const details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      {
        TTL: TTL_SECONDS,
        contentEncoding: 'aes128gcm',
        vapidDetails: { subject: this.keys.subject, publicKey: this.keys.publicKey, privateKey: this.keys.privateKey },
        urgency: 'normal',
        topic: payload.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32) || undefined,
      },
    );
    const response = await fetch(details.endpoint, {
      method: details.method,
      headers: details.headers as Record<string, string>,
      body: details.body ? new Uint8Array(details.body) : undefined,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    await response.arrayBuffer();
    if (response.ok) return { kind: 'delivered' };
    if (response.status === 404 || response.status === 410) return { kind: 'gone', status: response.status };
    return { kind: 'failed', status: response.status };
  }
}
