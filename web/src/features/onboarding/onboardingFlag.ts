/** The overlay shows once per browser, until this local flag reads "true". */
export const ONBOARDING_FLAG = 'onboarding_completed';

type FlagStorage = Pick<Storage, 'getItem' | 'setItem'>;

function browserStorage(): FlagStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be switched off; the overlay then simply shows again next time.
    return null;
  }
}

export function isOnboardingCompleted(storage: FlagStorage | null = browserStorage()): boolean {
  try {
    return storage?.getItem(ONBOARDING_FLAG) === 'true';
  } catch {
    return false;
  }
}

export function markOnboardingCompleted(storage: FlagStorage | null = browserStorage()): void {
  try {
    storage?.setItem(ONBOARDING_FLAG, 'true');
  } catch (error) {
    console.warn('Could not store the onboarding flag', error);
  }
}

/** The splash and the intro carousel show on a device's first visit, until this local flag reads "true". */
export const INTRO_FLAG = 'intro_seen';

export function isIntroSeen(storage: FlagStorage | null = browserStorage()): boolean {
  try {
    return storage?.getItem(INTRO_FLAG) === 'true';
  } catch {
    return false;
  }
}

export function markIntroSeen(storage: FlagStorage | null = browserStorage()): void {
  try {
    storage?.setItem(INTRO_FLAG, 'true');
  } catch {
    // Storage switched off: the intro simply shows again on the next visit.
  }
}
