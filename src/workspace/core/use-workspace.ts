import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AdsClient } from '../../client/ads-client';
import type { Connection } from '../../client/connection';
import type { ExtensionSender } from '../../client/extensions/extension-request';
import { capabilitiesQueryOptions } from '../../search/capabilities-query';
import {
  deferredBrowserBoards,
  deferredBrowserHidden,
  deferredBrowserSavedSearches,
} from './backends/deferred-browser-backends';
import { serverBoards, serverHidden, serverSavedSearches } from './backends/server-backends';
import type { Workspace } from './workspace-backends';

/** Answers the connection of this browser's own demo account, minting it on the first call. */
export type OwnDemoAccount = () => Promise<Connection>;

/** Sends every workspace request with this browser's own demo account, minted before the first. */
function ownAccountSender(ownAccount: OwnDemoAccount): ExtensionSender {
  const send: AdsClient['send'] = async (request, envelope, options) =>
    (await ownAccount()).client.send(request, envelope, options);
  return { send };
}

/**
 * The workspace of a connection, each part server-backed where `capabilities` lists it; this
 * browser keeps the others, their code loaded on first use. Given `ownAccount` (a public demo key)
 * and a service offering `demo_accounts`, the server-backed parts are this browser's own account's:
 * minted on the first workspace request, so a visitor who only searches creates nothing.
 */
export function createWorkspace(
  connection: Connection,
  extensions: readonly string[],
  ownAccount?: OwnDemoAccount,
): Workspace {
  const { client, id } = connection;
  const sender = ownAccount && extensions.includes('demo_accounts') ? ownAccountSender(ownAccount) : client;
  const hidden = extensions.includes('hidden') ? serverHidden(sender) : deferredBrowserHidden(id);
  return {
    boards: extensions.includes('boards') ? serverBoards(sender) : deferredBrowserBoards(id),
    hidden,
    savedSearches: extensions.includes('saved_searches')
      ? serverSavedSearches(sender)
      : deferredBrowserSavedSearches(id, client, hidden),
  };
}

/**
 * The workspace of `connection` (see `createWorkspace`); undefined until the deployment has said
 * what it offers. A deployment that could not say (down, restarting) is asked again once it
 * answers again (`answering`), so a failure never moves a server-kept workspace into the browser.
 */
export function useWorkspace(
  connection: Connection,
  answering: boolean,
  ownAccount?: OwnDemoAccount,
): Workspace | undefined {
  const { data: extensions, isError, refetch } = useQuery(capabilitiesQueryOptions(connection));
  useEffect(() => {
    if (answering && isError) void refetch();
  }, [answering, isError, refetch]);
  return useMemo(
    () => (extensions ? createWorkspace(connection, extensions, ownAccount) : undefined),
    [connection, extensions, ownAccount],
  );
}
