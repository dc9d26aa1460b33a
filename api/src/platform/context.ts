import type { Logger } from './logger';
import type { Services } from '../services';

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
}

/** What every resolver and REST route receives. */
export interface RequestContext {
  services: Services;
  requestId: string;
  logger: Logger;
  viewer: Viewer;
  session: SessionControl;
  /** The client's network address (the proxy's view when behind a trusted proxy). */
  clientAddress: string;
}
