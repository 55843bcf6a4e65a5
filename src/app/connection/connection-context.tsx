import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { notifications } from '@mantine/notifications';
import { useQueryClient, type Query } from '@tanstack/react-query';
import { isAdsClientError } from '../../client/errors';
import type { Connection } from '../../client/connection';
import { mintDemoAccount } from '../../client/extensions/demo-accounts-api';
import type { ConnectionSettings } from './connection-settings';
import { connectionOf, connectionStateOf, type ConnectionState } from './connection-state';
import { saveConnectionSettings, type ConnectionStorages } from './connection-storage';
import { forgetDemoAccount, readDemoAccount, writeDemoAccount, type StoredDemoAccount } from './demo-account-storage';
import { keepRenderCookie } from './render-cookie';

/** The connection and the ways to change it. */
export interface ConnectionContextValue {
  state: ConnectionState;
  /** Applies new settings and stores them where `settings.remember` says (with the cookie that goes with them). */
  save(settings: ConnectionSettings): void;
  /**
   * The connection of this browser's own demo account, for a ready state on a public demo key
   * whose service offers `demo_accounts`: minted on the first call (once, however many ask at
   * once), then kept in local storage and sent in place of the demo key from then on.
   */
  ownDemoAccount(): Promise<Connection>;
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

/** Settings and the demo account this browser keeps for them, if any. */
interface Current {
  settings: ConnectionSettings;
  demoAccount: StoredDemoAccount | undefined;
}

/** Holds the connection settings, this browser's demo account for them, and the client built from both. */
export function ConnectionProvider({ initial, storages, children }: ConnectionProviderProps) {
  const [current, setCurrent] = useState<Current>(() => ({
    settings: initial,
    demoAccount: readDemoAccount(storages.local, initial),
  }));
  const minting = useRef<{ settings: ConnectionSettings; account: Promise<Connection> }>(undefined);
  const [gone, setGone] = useState<StoredDemoAccount>();
  const queryClient = useQueryClient();
  const value = useMemo<ConnectionContextValue>(() => {
    const { settings, demoAccount } = current;
    const state = connectionStateOf(settings, demoAccount);
    const mint = async (client: Connection['client']) => {
      const minted = await mintDemoAccount(client);
      const account: StoredDemoAccount = { apiKey: minted.api_key, plan: minted.plan };
      writeDemoAccount(storages.local, settings, account);
      keepRenderCookie(document, settings, true);
      // Settings saved meanwhile keep theirs: the account belongs to the settings it was minted for.
      setCurrent((now) => (now.settings === settings ? { settings, demoAccount: account } : now));
      return connectionOf(settings, account);
    };
    return {
      state,
      save(next) {
        saveConnectionSettings(storages, next);
        const nextAccount = readDemoAccount(storages.local, next);
        keepRenderCookie(document, next, nextAccount !== undefined);
        setCurrent({ settings: next, demoAccount: nextAccount });
      },
      ownDemoAccount() {
        if (state.status !== 'ready') return Promise.reject(state.error);
        if (state.demoAccount) return Promise.resolve(state.connection);
        if (minting.current?.settings !== settings) {
          const account = mint(state.connection.client);
          // A failed mint (a limit, the network) is tried again by the next call.
          account.catch(() => {
            if (minting.current?.account === account) minting.current = undefined;
          });
          minting.current = { settings, account };
        }
        return minting.current.account;
      },
    };
  }, [current, storages]);
  useEffect(() => {
    const { settings, demoAccount } = current;
    const { state } = value;
    if (!demoAccount || state.status !== 'ready') return;
    // The service no longer knows the account (its database reset, the key revoked): back to the
    // demo key, and a new account on the next workspace write.
    const forget = () => {
      forgetDemoAccount(storages.local, settings, demoAccount);
      keepRenderCookie(document, settings, false);
      minting.current = undefined;
      setCurrent((now) => (now.demoAccount === demoAccount ? { settings: now.settings, demoAccount: undefined } : now));
      setGone(demoAccount);
    };
    const refused = (error: unknown) => isAdsClientError(error, 'api') && error.status === 401;
    // Another connection's answers (a wrong key tried earlier) say nothing of this account.
    const refusedHere = (query: Query) => query.queryKey.includes(state.connection.id) && refused(query.state.error);
    const unsubscribe = [
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'error' && refusedHere(event.query)) forget();
      }),
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'error' && refused(event.action.error)) forget();
      }),
    ];
    // The page's first requests may have been refused before this effect ran.
    if (queryClient.getQueryCache().getAll().some(refusedHere)) forget();
    return () => unsubscribe.forEach((stop) => stop());
  }, [current, value, storages, queryClient]);
  useEffect(() => {
    if (!gone) return;
    notifications.show({
      id: 'demo-account-gone',
      color: 'yellow',
      title: 'Your demo workspace is no longer on this service',
      message:
        'The service was reset or its account removed. This browser searches on the demo key again, and a new workspace of its own starts with your next save.',
      autoClose: false,
    });
    // After the queries' components have taken the new connection (their effects run first); a
    // request still on its way with the old key would otherwise stand in for the new one.
    void queryClient.cancelQueries().then(() => queryClient.resetQueries());
  }, [gone, queryClient]);
  return <ConnectionContext value={value}>{children}</ConnectionContext>;
}

/** The nearest `ConnectionProvider`'s value. */
export function useConnection(): ConnectionContextValue {
  const value = useContext(ConnectionContext);
  if (!value) throw new Error('useConnection needs a ConnectionProvider above it');
  return value;
}
