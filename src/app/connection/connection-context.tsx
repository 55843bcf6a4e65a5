import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { ConnectionSettings } from './connection-settings';
import { connectionStateOf, type ConnectionState } from './connection-state';
import { saveConnectionSettings, type ConnectionStorages } from './connection-storage';
import { keepRenderCookie } from './render-cookie';

/** The connection and the one way to change it. */
export interface ConnectionContextValue {
  state: ConnectionState;
  /** Applies new settings and stores them where `settings.remember` says (with the cookie that goes with them). */
  save(settings: ConnectionSettings): void;
}

const ConnectionContext = createContext<ConnectionContextValue | null>(null);

/** Props of `ConnectionProvider`. */
export interface ConnectionProviderProps {
  /** Settings to start with, usually `loadConnectionSettings(...)`. */
  initial: ConnectionSettings;
  /** Where `save` persists the settings. */
  storages: ConnectionStorages;
  children: ReactNode;
}

/** Holds the connection settings and the client built from them. */
export function ConnectionProvider({ initial, storages, children }: ConnectionProviderProps) {
  const [settings, setSettings] = useState(initial);
  const value = useMemo<ConnectionContextValue>(
    () => ({
      state: connectionStateOf(settings),
      save(next) {
        saveConnectionSettings(storages, next);
        keepRenderCookie(document, next);
        setSettings(next);
      },
    }),
    [settings, storages],
  );
  return <ConnectionContext value={value}>{children}</ConnectionContext>;
}

/** The nearest `ConnectionProvider`'s value. */
export function useConnection(): ConnectionContextValue {
  const value = useContext(ConnectionContext);
  if (!value) throw new Error('useConnection needs a ConnectionProvider above it');
  return value;
}
