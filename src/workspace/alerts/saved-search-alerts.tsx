import { Stack } from '@mantine/core';
import type { Connection } from '../../client/connection';
import { FeedLinkSection } from './feed-link-section';
import { WebhooksSection } from './webhooks-section';

/** Props of {@link SavedSearchAlerts}. */
export interface SavedSearchAlertsProps {
  connection: Connection;
  search: { id: number; name: string };
  /** Which of the `feeds` and `webhooks` extensions the deployment offers. */
  offers: { feeds: boolean; webhooks: boolean };
}

/** The alerts of one saved search: its feed link and its webhooks, where the service offers them. */
export function SavedSearchAlerts({ connection, search, offers }: SavedSearchAlertsProps) {
  return (
    <Stack gap="lg">
      {offers.feeds && <FeedLinkSection connection={connection} search={search} />}
      {offers.webhooks && <WebhooksSection connection={connection} search={search} />}
    </Stack>
  );
}
