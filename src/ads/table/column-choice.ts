import { useCallback, useSyncExternalStore } from 'react';
import { DEFAULT_COLUMNS, isColumnId, type ColumnId } from './table-columns';

/** Where this browser keeps the table's chosen columns: a JSON list of column ids. */
export const COLUMNS_STORAGE_KEY = 'ads-explorer.table-columns';

/**
 * The columns a stored value names, or null when it names none readably (nothing stored, not
 * JSON, not a list): the defaults apply then. Ids this explorer does not know are left out.
 */
export function parseColumnChoice(stored: string | null): ReadonlySet<ColumnId> | null {
  if (stored === null) return null;
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) ? new Set(value.filter(isColumnId)) : null;
  } catch {
    return null;
  }
}

/** `chosen` with `column` added, or taken out when it is in. */
export function toggleColumn(chosen: ReadonlySet<ColumnId>, column: ColumnId): ReadonlySet<ColumnId> {
  const next = new Set(chosen);
  if (!next.delete(column)) next.add(column);
  return next;
}

const listeners = new Set<() => void>();
/** The stored text last read, and the set read from it: a snapshot stays the same object while the text does. */
let cached: { text: string | null; chosen: ReadonlySet<ColumnId> } = { text: null, chosen: DEFAULT_COLUMNS };

function readStored(): string | null {
  try {
    return window.localStorage.getItem(COLUMNS_STORAGE_KEY);
  } catch {
    return null;
  }
}

function snapshot(): ReadonlySet<ColumnId> {
  const text = readStored();
  if (text !== cached.text) cached = { text, chosen: parseColumnChoice(text) ?? DEFAULT_COLUMNS };
  return cached.chosen;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the explorer choosing columns changes this one's table too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === COLUMNS_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** What a server's page shows: it knows no browser's choice. */
const serverSnapshot = () => DEFAULT_COLUMNS;

/**
 * The columns chosen in this browser (the defaults until a choice is stored) and the function
 * that shows or hides one, storing the choice. A page drawn on the server hydrates with the
 * defaults and then shows the stored choice, so hydration never mismatches.
 */
export function useColumnChoice(): [ReadonlySet<ColumnId>, (column: ColumnId) => void] {
  const chosen = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  const toggle = useCallback((column: ColumnId) => {
    const next = [...toggleColumn(snapshot(), column)];
    try {
      window.localStorage.setItem(COLUMNS_STORAGE_KEY, JSON.stringify(next));
    } catch {
      // A browser that blocks storage keeps the choice only while the page is open.
      cached = { text: cached.text, chosen: new Set(next) };
    }
    for (const listener of listeners) listener();
  }, []);
  return [chosen, toggle];
}
