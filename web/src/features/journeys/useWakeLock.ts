import { useEffect, useState } from 'react';

/**
 * What the screen lock really is: `unsupported` where the browser has no Wake Lock API, `refused`
 * when it said no (battery saver, a hidden page), `on` while the lock is held, `off` when the walker
 * turned it off or nothing is being tracked.
 */
export type WakeLockState = 'unsupported' | 'refused' | 'on' | 'off';

const supported = () => typeof navigator !== 'undefined' && 'wakeLock' in navigator;

/**
 * Keeps the screen on while `active` and the walker wants it (on by default), taking the lock again
 * whenever the page comes back into view: the browser lets it go each time the page is hidden.
 */
export function useWakeLock(active: boolean) {
  const [wanted, setWanted] = useState(true);
  const [held, setHeld] = useState<'on' | 'refused' | 'off'>('off');
  const want = active && wanted && supported();

  useEffect(() => {
    if (!want) return;
    let alive = true;
    let lock: WakeLockSentinel | null = null;
    const acquire = () => {
      if (document.visibilityState !== 'visible' || (lock && !lock.released)) return;
      navigator.wakeLock.request('screen').then(
        (sentinel) => {
          if (!alive) {
            void sentinel.release().catch(() => undefined);
            return;
          }
          lock = sentinel;
          setHeld('on');
          sentinel.addEventListener('release', () => {
            if (alive) setHeld('off');
          });
        },
        () => {
          if (alive) setHeld('refused');
        },
      );
    };
    acquire();
    document.addEventListener('visibilitychange', acquire);
    return () => {
      alive = false;
      document.removeEventListener('visibilitychange', acquire);
      void lock?.release().catch(() => undefined);
      setHeld('off');
    };
  }, [want]);

  const state: WakeLockState = !supported() ? 'unsupported' : want ? held : 'off';
  return { state, wanted, setWanted };
}

export type WakeLock = ReturnType<typeof useWakeLock>;
