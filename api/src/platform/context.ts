import type { IdempotencyStore } from './rest/idempotency';
import type { Logger } from './infra/logger';
import type { Mailer } from './infra/mail';
import type { SessionCache } from './http/session-cache';

/** Who is asking: a member's id, or nobody (a guest). */
export interface Viewer {
  userId: number | undefined;
}

/** Signing in and out needs the HTTP session; over a WebSocket these are refused. */
export interface SessionControl {
  signIn(userId: number): Promise<void>;
  signOut(): Promise<void>;
  /** Keeps a value in the session until `take` reads it once. */
  stash(key: string, value: unknown): Promise<void>;
  take(key: string): unknown;
  /** The id of this browser's session (undefined for a guest and over a WebSocket), e.g. to keep it when ending the others. */
  id(): string | undefined;
}

/**
 * The services a request reaches through `ctx.services`. The platform declares the ones it owns;
 * the composition root (api/src/services.ts) adds every domain's service to this interface by
 * declaration merging, so resolvers and routes see them typed while the platform names no domain.
 */
export interface AppServices {
  idempotency: IdempotencyStore;
  /** Outgoing email; `mailer.available` is false when SMTP_URL is unset. */
  mailer: Mailer;
  /** `confirmed` access (authorization.ts): Forbidden until the member's email is confirmed. */
  emailConfirmation: { requireConfirmedEmail(userId: number): Promise<void> };
  /** Spends writes of the caller's budget (write-budget.ts); RateLimited when it is empty. */
  writeBudget: {
    spend(viewer: Viewer, clientAddress: string, cost?: number): void | Promise<void>;
    /** Gives back writes the server could not make (answered 503): a retry costs nothing twice. */
    refund(viewer: Viewer, clientAddress: string, cost?: number): void | Promise<void>;
  };
  /** Guests' reads per address (GUEST_READ_RATE_LIMIT_PER_MINUTE). */
  guestReads: { spend(viewer: Viewer, clientAddress: string): Promise<void> };
  /** Sessions between the store's reads (session-cache.ts); what ends a session forgets it there. */
  sessionCache: SessionCache;
}

/** What every resolver and REST route receives. */
export interface RequestContext {
  services: AppServices;
  requestId: string;
  logger: Logger;
  viewer: Viewer;
  session: SessionControl;
  /** The client's network address (the proxy's view when behind a trusted proxy). */
  clientAddress: string;
  /**
   * The address the member uses the app at, for absolute links in answers (origin.ts `appOriginOf`):
   * PUBLIC_URL, else this request's own. Undefined over a WebSocket, which carries subscriptions.
   */
  appOrigin?: string | undefined;
}
