/**
 * A small promise wrapper over IndexedDB, the device store for everything offline:
 * - `queries`: GraphQL query answers keyed by operation name + variables (see offlineQueries.ts);
 * - `downloads`: what the Offline tab downloaded (area altars, pilgrimages, weather) and the manifest;
 * - `outbox`: writes made offline, waiting to be sent (see outbox.ts).
 */
const DB_NAME = 'sacred-spaces-offline';
const DB_VERSION = 1;
export type StoreName = 'queries' | 'downloads' | 'outbox';

let opening: Promise<IDBDatabase> | undefined;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains('queries')) db.createObjectStore('queries');
      if (!db.objectStoreNames.contains('downloads')) db.createObjectStore('downloads');
      if (!db.objectStoreNames.contains('outbox')) db.createObjectStore('outbox', { keyPath: 'id' });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
  }).catch((error: unknown) => {
    opening = undefined;
    throw error;
  });
  return opening;
}

function run<T>(
  store: StoreName,
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  return open().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const transaction = db.transaction(store, mode);
        const request = work(transaction.objectStore(store));
        transaction.oncomplete = () => resolve(request.result);
        transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
        transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
      }),
  );
}

export const idb = {
  get: <T>(store: StoreName, key: IDBValidKey) => run<T | undefined>(store, 'readonly', (s) => s.get(key)),
  put: (store: StoreName, value: unknown, key?: IDBValidKey) =>
    run<IDBValidKey>(store, 'readwrite', (s) => (key === undefined ? s.put(value) : s.put(value, key))),
  delete: (store: StoreName, key: IDBValidKey) => run<undefined>(store, 'readwrite', (s) => s.delete(key)),
  all: <T>(store: StoreName) => run<T[]>(store, 'readonly', (s) => s.getAll()),
  clear: (store: StoreName) => run<undefined>(store, 'readwrite', (s) => s.clear()),
};

/** False where IndexedDB is missing (very old browsers, some private modes): offline features stand down. */
export const hasIndexedDb = () => typeof indexedDB !== 'undefined';
