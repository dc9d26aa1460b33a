import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import webpush from 'web-push';
import type { PushEndpointPolicy, PushPayload } from '@sacred/core/push';
import {
  guardedLookup,
  isPermittedAddress,
  pushEndpointProblem,
  RefusedAddressError,
  systemResolver,
  type HostResolver,
} from './push-endpoint';
import type { VapidKeys } from './vapid-keys';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * delivered; gone (404/410: the browser dropped the subscription); refused (the endpoint is not a push
 * service we may call, or its host resolves to a non-public address); or a failure worth retrying.
 */
export type PushOutcome =
  | { kind: 'delivered' }
  | { kind: 'gone'; status: number }
  | { kind: 'refused'; reason: string }
  | { kind: 'failed'; status: number };

export interface PushSender {
  send(target: PushTarget, payload: PushPayload): Promise<PushOutcome>;
}

/** How long a push service keeps an undelivered message (seconds). */
const TTL_SECONDS = 12 * 60 * 60;
const REQUEST_TIMEOUT_MS = 15_000;
/** A push service answers with a few bytes; a larger answer is not read. */
const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * Web push with VAPID and aes128gcm (RFC 8291/8292). web-push builds the request (JWT, encryption,
 * headers); it is sent here with node's http(s) client: the endpoint must pass the policy again (it
 * may have been stored under older rules), every address its host resolves to must be public (checked
 * at connect time), and a redirect is an answer, never followed.
 */
export class WebPushSender implements PushSender {
  constructor(
    private readonly keys: VapidKeys,
    private readonly policy: PushEndpointPolicy,
    private readonly resolve: HostResolver = systemResolver,
  ) {}

  async send(target: PushTarget, payload: PushPayload): Promise<PushOutcome> {
    const problem = pushEndpointProblem(target.endpoint, this.policy);
    if (problem) return { kind: 'refused', reason: problem };
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
    const url = new URL(details.endpoint);
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    // An IP literal is connected to without a lookup: check it here.
    if (isIP(literal) !== 0 && !isPermittedAddress(literal, this.policy))
      return { kind: 'refused', reason: new RefusedAddressError(literal, literal).message };
    try {
      const status = await this.post(url, details.headers as Record<string, string>, details.body);
      if (status >= 200 && status < 300) return { kind: 'delivered' };
      if (status === 404 || status === 410) return { kind: 'gone', status };
      return { kind: 'failed', status };
    } catch (error) {
      if (error instanceof RefusedAddressError) return { kind: 'refused', reason: error.message };
      throw error;
    }
  }

  private post(url: URL, headers: Record<string, string>, body: Buffer | null): Promise<number> {
    const client = url.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const request = client.request(
        url,
        {
          method: 'POST',
          headers,
          lookup: guardedLookup(this.policy, this.resolve),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
          // A fresh connection per message: an address checked once is not reused for another host's name.
          agent: false,
        },
        (response) => {
          let read = 0;
          response.on('data', (chunk: Buffer) => {
            read += chunk.length;
            if (read > MAX_ANSWER_BYTES) response.destroy();
          });
          response.on('close', () => resolve(response.statusCode ?? 0));
          response.on('error', () => resolve(response.statusCode ?? 0));
        },
      );
      request.on('error', reject);
      request.end(body ?? undefined);
    });
  }
}
