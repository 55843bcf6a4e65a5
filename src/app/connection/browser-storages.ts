import type { ConnectionStorages } from './connection-storage';

/** A `Storage` kept in memory: what this tab knows until it closes or reloads. */
class MemoryStorage implements Storage {
  readonly #items = new Map<string, string>();
  get length(): number {
    return this.#items.size;
  }
  clear(): void {
    this.#items.clear();
  }
  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.#items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.#items.set(key, String(value));
  }
}

/** The browser's storages, and whether both really keep what is written to them. */
export interface BrowserStorages {
  storages: ConnectionStorages;
  /** `false` when the browser blocks site data and settings live only in this tab's memory. */
  lasting: boolean;
}

/** The storage `pick` returns when the browser lets this page use it, else `null` (it throws when site data is blocked). */
function usable(pick: () => Storage): Storage | null {
  try {
    const storage = pick();
    const probe = 'ads-explorer.probe';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}

/** Storages that keep nothing beyond this page: what a page rendered on the server reads. */
export function memoryStorages(): BrowserStorages {
  return { storages: { session: new MemoryStorage(), local: new MemoryStorage() }, lasting: true };
}

/**
 * This window's session and local storage; either one the browser refuses (blocked site data,
 * a third-party frame, a full quota) is replaced by memory, so the page still works and can say
 * that nothing will be remembered.
 */
export function browserStorages(): BrowserStorages {
  const session = usable(() => window.sessionStorage);
  const local = usable(() => window.localStorage);
  return {
    storages: { session: session ?? new MemoryStorage(), local: local ?? new MemoryStorage() },
    lasting: session !== null && local !== null,
  };
}
