import type { QueryClient } from '@tanstack/react-query';
import { canSearch } from '../search/can-search';
import { startFirstRequests } from '../search/first-requests';
import type { SearchStore } from '../search/search-store';
import type { ConnectionState } from './connection/connection-state';

/**
 * Starts the requests the first paint needs while the page is still rendering for the first
 * time, when the settings give a working connection and the open tab can search on it.
 */
export function startPageRequests(queryClient: QueryClient, state: ConnectionState, store: SearchStore): void {
  if (state.status !== 'ready' || !canSearch(store.getState().platform, state.connection.version)) return;
  void startFirstRequests(queryClient, state.connection, store);
}
