import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Connection } from '../../client/connection';
import { feedsApi } from '../../client/extensions/feeds-api';
import { webhooksApi } from '../../client/extensions/webhooks-api';
import type { Delivery } from '../../contract/extensions/webhooks';
import { workspaceKey } from '../core/workspace-queries';

/** Every alerts query of a connection (feed status, webhooks, delivery logs) starts with this key. */
const alertsKey = (connection: Connection) => [...workspaceKey(connection), 'alerts'] as const;

/** Whether a saved search has a working feed URL. */
export function feedStatusQueryOptions(connection: Connection, search: number) {
  return queryOptions({
    queryKey: [...alertsKey(connection), 'feed', search] as const,
    queryFn: ({ signal }) => feedsApi(connection.client).status(search, { signal }),
  });
}

/** The key's webhooks (of every saved search). */
export function webhooksQueryOptions(connection: Connection) {
  return queryOptions({
    queryKey: [...alertsKey(connection), 'webhooks'] as const,
    queryFn: ({ signal }) => webhooksApi(connection.client).list({ signal }),
  });
}

/** A delivery still on its way: the log is read again until none is. */
const inProgress = (deliveries: Delivery[] | undefined) =>
  deliveries?.some((delivery) => delivery.status === 'pending' || delivery.status === 'sending') ?? false;

/** A webhook's delivery log, newest first; read every 2 s while a delivery is on its way. */
export function deliveriesQueryOptions(connection: Connection, webhook: number) {
  return queryOptions({
    queryKey: [...alertsKey(connection), 'deliveries', webhook] as const,
    queryFn: ({ signal }) => webhooksApi(connection.client).deliveries(webhook, { signal }),
    refetchInterval: (query) => (inProgress(query.state.data) ? 2_000 : false),
  });
}

/** Makes a feed URL (replacing the search's earlier one) and marks the search as having one. */
export function createFeedMutation(connection: Connection, queryClient: QueryClient, search: number) {
  return mutationOptions({
    mutationFn: () => feedsApi(connection.client).create(search),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedStatusQueryOptions(connection, search).queryKey }),
  });
}

export function revokeFeedMutation(connection: Connection, queryClient: QueryClient, search: number) {
  return mutationOptions({
    mutationFn: () => feedsApi(connection.client).revoke(search),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedStatusQueryOptions(connection, search).queryKey }),
  });
}

/** Adds a webhook; the answer carries the secret, shown once and never cached. */
export function createWebhookMutation(connection: Connection, queryClient: QueryClient, search: number) {
  return mutationOptions({
    mutationFn: (url: string) => webhooksApi(connection.client).create({ url, saved_search_id: search }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryOptions(connection).queryKey }),
  });
}

export function revokeWebhookMutation(connection: Connection, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (webhook: number) => webhooksApi(connection.client).revoke(webhook),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryOptions(connection).queryKey }),
  });
}

/** Queues a test delivery and reads the log again, which then follows it until it is settled. */
export function testWebhookMutation(connection: Connection, queryClient: QueryClient, webhook: number) {
  return mutationOptions({
    mutationFn: () => webhooksApi(connection.client).test(webhook),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveriesQueryOptions(connection, webhook).queryKey }),
  });
}
