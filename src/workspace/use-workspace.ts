import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Connection } from '../client/connection';
import { capabilitiesQueryOptions } from '../search/capabilities-query';
import {
  deferredBrowserBoards,
  deferredBrowserHidden,
  deferredBrowserSavedSearches,
} from './deferred-browser-backends';
import { serverBoards, serverHidden, serverSavedSearches } from './server-backends';
import type { Workspace } from './workspace-backends';

/**
 * The workspace of a connection, each part server-backed where `capabilities` lists it; this
 * browser keeps the others, their code loaded on first use.
 */
export function createWorkspace(connection: Connection, extensions: readonly string[]): Workspace {
  const { client, id } = connection;
  const hidden = extensions.includes('hidden') ? serverHidden(client) : deferredBrowserHidden(id);
  return {
    boards: extensions.includes('boards') ? serverBoards(client) : deferredBrowserBoards(id),
    hidden,
    savedSearches: extensions.includes('saved_searches')
      ? serverSavedSearches(client)
      : deferredBrowserSavedSearches(id, client, hidden),
  };
}

const NONE: readonly string[] = [];

/** The workspace of `connection`; undefined until the deployment has said what it offers. */
export function useWorkspace(connection: Connection): Workspace | undefined {
  const { data: extensions, isError } = useQuery(capabilitiesQueryOptions(connection));
  // A deployment that cannot be asked offers nothing: the browser keeps everything.
  const known = extensions ?? (isError ? NONE : undefined);
  return useMemo(() => (known ? createWorkspace(connection, known) : undefined), [connection, known]);
}
