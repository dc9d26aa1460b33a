import { useCallback, useEffect, useState } from 'react';

export type Persistence = 'persisted' | 'best-effort' | 'unsupported' | 'unknown';

const storage = (): StorageManager | undefined =>
  typeof navigator !== 'undefined' && navigator.storage && typeof navigator.storage.persist === 'function'
    ? navigator.storage
    : undefined;

/** The offline catalogue's key for what the browser answered. */
export const PERSISTENCE_TEXT = {
  persisted: 'storagePersisted',
  'best-effort': 'storageBestEffort',
  unsupported: 'storageUnsupported',
} as const satisfies Record<Exclude<Persistence, 'unknown'>, string>;

/**
 * Whether the browser keeps the downloads under storage pressure. `request()` asks for persistent
 * storage (navigator.storage.persist()) and records the browser's answer; it is called when the
 * member downloads something, the moment the request makes sense to them.
 */
export function useStoragePersistence(): { persistence: Persistence; request(): Promise<Persistence> } {
  const [persistence, setPersistence] = useState<Persistence>('unknown');

  useEffect(() => {
    const manager = storage();
    if (!manager) {
      setPersistence('unsupported');
      return;
    }
    let active = true;
    manager.persisted().then(
      (persisted) => active && setPersistence(persisted ? 'persisted' : 'best-effort'),
      () => active && setPersistence('unsupported'),
    );
    return () => {
      active = false;
    };
  }, []);

  const request = useCallback(async (): Promise<Persistence> => {
    const manager = storage();
    let answer: Persistence = 'unsupported';
    if (manager) answer = (await manager.persist().catch(() => false)) ? 'persisted' : 'best-effort';
    setPersistence(answer);
    return answer;
  }, []);

  return { persistence, request };
}
