import { connectionSettingsSchema, type ConnectionSettings } from './connection-settings';

/** Storage entry holding the connection settings, in exactly one of session or local storage. */
export const CONNECTION_STORAGE_KEY = 'ads-explorer.connection';

/** The two web storages the settings may live in; injectable for tests and non-browser hosts. */
export interface ConnectionStorages {
  session: Storage;
  local: Storage;
}

function read(storage: Storage): ConnectionSettings | undefined {
  const raw = storage.getItem(CONNECTION_STORAGE_KEY);
  if (raw === null) return undefined;
  try {
    const parsed = connectionSettingsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Saved settings (this session first, then remembered ones), or `fallback` when none parse. */
export function loadConnectionSettings(storages: ConnectionStorages, fallback: ConnectionSettings): ConnectionSettings {
  return read(storages.session) ?? read(storages.local) ?? fallback;
}

/**
 * Writes the settings to localStorage when `remember` is ticked, else to sessionStorage, and
 * removes them from the other storage so a key the user chose to forget does not linger.
 */
export function saveConnectionSettings(storages: ConnectionStorages, settings: ConnectionSettings): void {
  const [target, other] = settings.remember ? [storages.local, storages.session] : [storages.session, storages.local];
  target.setItem(CONNECTION_STORAGE_KEY, JSON.stringify(settings));
  other.removeItem(CONNECTION_STORAGE_KEY);
}
