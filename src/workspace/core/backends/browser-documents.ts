/**
 * The browser side of the workspace: one IndexedDB database holding a document per connection
 * and part (`{connection id}|boards`). Each change reads and writes its document in one
 * transaction, so two tabs never lose each other's writes.
 */
const DB_NAME = 'ads-explorer-workspace';
const STORE = 'documents';

let opening: Promise<IDBDatabase> | undefined;

function openDb(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => {
      opening = undefined;
      reject(request.error ?? new Error('This browser keeps no workspace data (IndexedDB is unavailable).'));
    };
  });
  return opening;
}

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** A document of the workspace in this browser, with its value when none was written yet. */
export interface BrowserDocument<T> {
  read(): Promise<T>;
  /** Applies `change` to the stored value and stores its result; answers what `change` returned. */
  update<R>(change: (value: T) => { value: T; result: R }): Promise<R>;
}

export function browserDocument<T>(key: string, empty: () => T): BrowserDocument<T> {
  return {
    async read() {
      const db = await openDb();
      const stored = await done(db.transaction(STORE).objectStore(STORE).get(key));
      return (stored as T | undefined) ?? empty();
    },
    async update(change) {
      const db = await openDb();
      const transaction = db.transaction(STORE, 'readwrite');
      const store = transaction.objectStore(STORE);
      const stored = (await done(store.get(key))) as T | undefined;
      const { value, result } = change(stored ?? empty());
      store.put(value, key);
      await new Promise<void>((resolve, reject) => {
        transaction.oncomplete = () => resolve();
        transaction.onerror = () => reject(transaction.error);
        transaction.onabort = () => reject(transaction.error ?? new Error('The change was not stored.'));
      });
      return result;
    },
  };
}
