import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import connectPgSimple from 'connect-pg-simple';
import type { Request, RequestHandler, Response } from 'express';
import session, { type Store } from 'express-session';
import type pg from 'pg';
import type { SessionCache } from './session-cache';

declare module 'express-session' {
  interface SessionData {
    userId: number;
    /** When the member signed in (ms since epoch), for the absolute timeout. */
    signedInAt: number;
    /** Short-lived values a multi-step flow keeps (e.g. an OpenID Connect sign-in in progress). */
    stash: Record<string, unknown>;
  }
}

export const SESSION_COOKIE = 'sacred.sid';
export const SESSION_IDLE_MS = 14 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 60 * 24 * 60 * 60 * 1000;

export interface Sessions {
  middleware: RequestHandler;
  store: Store;
}

/** A member's session is extended in the store at most this often (one write a minute, not one per request). */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;

/**
 * Skips the store's touch (an UPDATE of the expiry) when this process touched or saved the same session
 * less than SESSION_TOUCH_INTERVAL_MS ago: the idle expiry of 14 days loses at most a minute. `now` is
 * the clock (tests move it on instead of waiting a minute).
 */
export function touchAtMostEveryMinute(store: Store, now: () => number = Date.now): void {
  const touch = store.touch?.bind(store);
  const set = store.set.bind(store);
  if (!touch) return;
  const lastWrite = new Map<string, number>();
  const remember = (sid: string, at: number) => {
    lastWrite.set(sid, at);
    // Forget sessions not seen for a minute, so the map stays as small as the active sessions.
    if (lastWrite.size > 10_000) {
      for (const [key, written] of lastWrite) if (at - written >= SESSION_TOUCH_INTERVAL_MS) lastWrite.delete(key);
    }
  };
  store.touch = (sid, data, callback) => {
    const at = now();
    const last = lastWrite.get(sid);
    if (last !== undefined && at - last < SESSION_TOUCH_INTERVAL_MS) {
      callback?.();
      return;
    }
    remember(sid, at);
    touch(sid, data, callback);
  };
  store.set = (sid, data, callback) => {
    remember(sid, now());
    set(sid, data, callback);
  };
  const destroy = store.destroy.bind(store);
  store.destroy = (sid, callback) => {
    lastWrite.delete(sid);
    destroy(sid, callback);
  };
}

/**
 * Answers the store's reads from `cache` while it holds the session, and keeps it current: what the store
 * writes is put there, what it destroys is forgotten there after the store has let it go. A cache that
 * does not answer (Redis away) is passed by: the store is asked.
 */
export function readThroughCache(store: Store, cache: SessionCache, now: () => number = Date.now): void {
  const get = store.get.bind(store);
  const set = store.set.bind(store);
  const touch = store.touch?.bind(store);
  const destroy = store.destroy.bind(store);
  const put = (sid: string, data: session.SessionData) => cache.put(sid, data).catch(() => undefined);
  const current = (data: session.SessionData) => {
    const expires = data.cookie?.expires;
    return expires === undefined || expires === null || new Date(expires).getTime() > now();
  };
  store.get = (sid, callback) => {
    void cache.get(sid).then(
      (cached) => {
        if (cached && current(cached)) {
          callback(null, cached);
          return;
        }
        get(sid, (error, data) => {
          if (error || !data) {
            callback(error, data);
            return;
          }
          void put(sid, data).then(() => callback(null, data));
        });
      },
      () => get(sid, callback),
    );
  };
  store.set = (sid, data, callback) => {
    set(sid, data, (error) => {
      if (error) callback?.(error);
      else void put(sid, data).then(() => callback?.());
    });
  };
  if (touch)
    store.touch = (sid, data, callback) => {
      // The store hands its callback an error, which the declared type leaves out.
      const done = callback as ((error?: unknown) => void) | undefined;
      touch(sid, data, (...result: unknown[]) => {
        if (result[0]) done?.(result[0]);
        else void put(sid, data).then(() => done?.());
      });
    };
  store.destroy = (sid, callback) => {
    destroy(sid, (error) => {
      void cache.forget([sid]).then(
        () => callback?.(error),
        (forgetting: unknown) => callback?.(error ?? forgetting),
      );
    });
  };
}

/**
 * `secret`: SESSION_SECRET, or the generated one (app-keys.ts); `cache`: where sessions are read from
 * between the store's reads (services.sessionCache).
 */
export function createSessions(secret: string, pool: pg.Pool, cache: SessionCache): Sessions {
  const PgStore = connectPgSimple(session);
  const store = new PgStore({
    pool,
    tableName: 'sessions',
    createTableIfMissing: false,
    // Expired sessions are deleted by one scheduled job for all instances (api/src/periodic-jobs.ts).
    pruneSessionInterval: false,
  });
  readThroughCache(store, cache);
  touchAtMostEveryMinute(store);
  const middleware = session({
    name: SESSION_COOKIE,
    store,
    secret,
    resave: false,
    saveUninitialized: false,
    // Each answer pushes the cookie's idle expiry forward (the store's at most once a minute, above); the
    // absolute limit is enforced below. A guest without a session cookie costs no store read or write.
    rolling: true,
    cookie: { httpOnly: true, sameSite: 'lax', secure: 'auto', maxAge: SESSION_IDLE_MS },
  });
  return { middleware, store };
}

export function signedInUserId(req: Request, now = Date.now()): number | undefined {
  const { userId, signedInAt } = req.session ?? {};
  if (userId === undefined || signedInAt === undefined) return undefined;
  return now - signedInAt > SESSION_ABSOLUTE_MS ? undefined : userId;
}

/** A new session id at every sign-in, so a session id planted before it is worth nothing (fixation). */
export async function signIn(req: Request, userId: number): Promise<void> {
  await new Promise<void>((resolve, reject) => req.session.regenerate((error) => (error ? reject(error) : resolve())));
  req.session.userId = userId;
  req.session.signedInAt = Date.now();
  await new Promise<void>((resolve, reject) => req.session.save((error) => (error ? reject(error) : resolve())));
}

export function stash(req: Request, key: string, value: unknown): Promise<void> {
  req.session.stash = { ...req.session.stash, [key]: value };
  return new Promise<void>((resolve, reject) => req.session.save((error) => (error ? reject(error) : resolve())));
}

export function take(req: Request, key: string): unknown {
  const value = req.session?.stash?.[key];
  if (req.session?.stash) delete req.session.stash[key];
  return value;
}

export async function signOut(req: Request, res: Response): Promise<void> {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/' });
  if (!req.session) return;
  await new Promise<void>((resolve, reject) => req.session.destroy((error) => (error ? reject(error) : resolve())));
}

function unsign(value: string, secret: string): string | undefined {
  if (!value.startsWith('s:')) return undefined;
  const signed = value.slice(2);
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return undefined;
  const sid = signed.slice(0, dot);
  const expected = createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, '');
  const given = Buffer.from(signed.slice(dot + 1));
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted) ? sid : undefined;
}

/** The session id of a WebSocket handshake's signed session cookie, if any (the socket cannot set cookies). */
export function sessionIdOfHandshake(request: IncomingMessage, secret: string): string | undefined {
  const cookieHeader = request.headers.cookie ?? '';
  const pair = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SESSION_COOKIE}=`));
  if (!pair) return undefined;
  return unsign(decodeURIComponent(pair.slice(SESSION_COOKIE.length + 1)), secret);
}

/** The member signed in by a session, read from the store or its cache (signing out is seen at once). */
export async function userIdOfSession(sid: string | undefined, sessions: Sessions): Promise<number | undefined> {
  if (!sid) return undefined;
  const data = await new Promise<session.SessionData | null | undefined>((resolve) =>
    sessions.store.get(sid, (error, value) => resolve(error ? undefined : value)),
  );
  if (!data?.userId || !data.signedInAt || Date.now() - data.signedInAt > SESSION_ABSOLUTE_MS) return undefined;
  return data.userId;
}

/** Sessions looked up at once when signed-in WebSockets are checked. */
const SESSION_CHECK_BATCH = 1_000;

/**
 * Of these (session, member) pairs, the sessions that are still signed in as that member: not signed
 * out, not expired (idle or absolute), not ended by an account deletion.
 */
export async function stillSignedIn(
  pool: pg.Pool,
  signedIn: Array<{ sessionId: string; userId: number }>,
  now = Date.now(),
): Promise<Set<string>> {
  const live = new Set<string>();
  for (let start = 0; start < signedIn.length; start += SESSION_CHECK_BATCH) {
    const batch = signedIn.slice(start, start + SESSION_CHECK_BATCH);
    const result = await pool.query<{ sid: string }>(
      `SELECT s.sid FROM sessions s
         JOIN unnest($1::text[], $2::int[]) AS wanted(sid, user_id) ON wanted.sid = s.sid
        WHERE s.expire > now()
          AND (s.sess ->> 'userId')::int = wanted.user_id
          AND (s.sess ->> 'signedInAt')::bigint > $3`,
      [batch.map((entry) => entry.sessionId), batch.map((entry) => entry.userId), now - SESSION_ABSOLUTE_MS],
    );
    for (const row of result.rows) live.add(row.sid);
  }
  return live;
}
