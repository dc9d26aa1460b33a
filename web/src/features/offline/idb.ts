/**
 * A small promise wrapper over IndexedDB. The device keeps two databases, so that one can never
 * cost the other its data:
 * - `sacred-spaces-offline` (deviceDb): `outbox`, the writes made offline and not yet sent
 *   (outbox.ts), and `downloads`, what the Offline tab downloaded (area altars, pilgrimages, the
 *   manifest, tile packs). Nothing here is ever evicted by the app.
 * - `sacred-spaces-answers` (answerStore.ts): GraphQL answers kept as they were seen online, bounded
 *   in size and evicted least-recently-used first.
 * Basemap tiles of offline packs live in Cache Storage (tilePacks.ts), apart from both.
 */
export interface Database<S extends string> {
  get<T>(store: S, key: IDBValidKey): Promise<T | undefined>;
  put(store: S, value: unknown, key?: IDBValidKey): Promise<IDBValidKey>;
  delete(store: S, key: IDBValidKey | IDBKeyRange): Promise<undefined>;
  all<T>(store: S): Promise<T[]>;
  clear(store: S): Promise<undefined>;
  /** Several stores in one transaction: `work` queues its requests synchronously. */
  transact<T>(stores: S[], mode: IDBTransactionMode, work: (transaction: IDBTransaction) => () => T): Promise<T>;
}

export function openDatabase<S extends string>(
  name: string,
  version: number,
  upgrade: (db: IDBDatabase, oldVersion: number) => void,
): Database<S> {
  let opening: Promise<IDBDatabase> | undefined;
  const open = () => {
    opening ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name, version);
      request.onupgradeneeded = (event) => upgrade(request.result, event.oldVersion);
      request.onsuccess = () => {
        const db = request.result;
        // Another tab upgrading the schema: let it, and open again on the next call.
        db.onversionchange = () => {
          db.close();
          opening = undefined;
        };
        resolve(db);
      };
      request.onerror = () => reject(request.error ?? new Error(`IndexedDB ${name} did not open`));
    }).catch((error: unknown) => {
      opening = undefined;
      throw error;
    });
    return opening;
  };

  const transact = <T>(stores: S[], mode: IDBTransactionMode, work: (transaction: IDBTransaction) => () => T) =>
    open().then(
      (db) =>
        new Promise<T>((resolve, reject) => {
          const transaction = db.transaction(stores, mode);
          const result = work(transaction);
          transaction.oncomplete = () => resolve(result());
          transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
          transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
        }),
    );

  const run = <T>(store: S, mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>) =>
    transact<T>([store], mode, (transaction) => {
      const request = work(transaction.objectStore(store));
      return () => request.result;
    });

  return {
    get: <T>(store: S, key: IDBValidKey) => run<T | undefined>(store, 'readonly', (s) => s.get(key)),
    put: (store: S, value: unknown, key?: IDBValidKey) =>
      run<IDBValidKey>(store, 'readwrite', (s) => (key === undefined ? s.put(value) : s.put(value, key))),
    delete: (store: S, key: IDBValidKey | IDBKeyRange) => run<undefined>(store, 'readwrite', (s) => s.delete(key)),
    all: <T>(store: S) => run<T[]>(store, 'readonly', (s) => s.getAll()),
    clear: (store: S) => run<undefined>(store, 'readwrite', (s) => s.clear()),
    transact,
  };
}

export type DeviceStore = 'downloads' | 'outbox';

/** The outbox and the downloads. Version 2 dropped `queries` (now the bounded answers database). */
export const idb = openDatabase<DeviceStore>('sacred-spaces-offline', 2, (db) => {
  if (!db.objectStoreNames.contains('downloads')) db.createObjectStore('downloads');
  if (!db.objectStoreNames.contains('outbox')) db.createObjectStore('outbox', { keyPath: 'id' });
  if (db.objectStoreNames.contains('queries')) db.deleteObjectStore('queries');
});

/** False where IndexedDB is missing (very old browsers, some private modes): offline features stand down. */
export const hasIndexedDb = () => typeof indexedDB !== 'undefined';

/** The browser refused a write because the origin's storage quota is used up. */
export const isQuotaError = (error: unknown): boolean =>
  error instanceof DOMException && (error.name === 'QuotaExceededError' || error.code === 22);
