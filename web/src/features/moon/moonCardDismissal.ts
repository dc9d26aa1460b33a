/** The floating moon card stays closed for the browser session once closed (sessionStorage). */
export const MOON_CARD_CLOSED_KEY = 'moon_card_closed';

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

/** The session's storage, or null where it is blocked (some private modes throw on access). */
export function sessionStore(): SessionStore | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function isMoonCardClosed(store: SessionStore | null): boolean {
  try {
    return store?.getItem(MOON_CARD_CLOSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Remembers the choice when it can; the card closes either way. */
export function rememberMoonCardClosed(store: SessionStore | null): void {
  try {
    store?.setItem(MOON_CARD_CLOSED_KEY, 'true');
  } catch {
    // Storage full or blocked: the card still closes for this page view.
  }
}
