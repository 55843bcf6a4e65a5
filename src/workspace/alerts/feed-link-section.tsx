import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Callout } from '../../ui/callout';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Connection } from '../../client/connection';
import { QueryRetryAlert } from '../../ui/query-retry-alert';
import { alertErrorText } from './alert-error-text';
import { createFeedMutation, feedStatusQueryOptions, revokeFeedMutation } from './alerts-queries';
import { CopyField } from './copy-field';

/** Props of {@link FeedLinkSection}. */
export interface FeedLinkSectionProps {
  connection: Connection;
  search: { id: number; name: string };
}

/**
 * A saved search's Atom feed link: made, copied and revoked here. The service keeps only a hash
 * of it, so the link shows right after it is made; later only that one works, and a new one
 * replaces it.
 */
export function FeedLinkSection({ connection, search }: FeedLinkSectionProps) {
  const queryClient = useQueryClient();
  const status = useQuery(feedStatusQueryOptions(connection, search.id));
  const create = useMutation(createFeedMutation(connection, queryClient, search.id));
  const revoke = useMutation({
    ...revokeFeedMutation(connection, queryClient, search.id),
    onSettled: () => create.reset(),
  });
  const active = status.data?.active ?? false;
  const url = create.data?.url;
  const failure = create.error ?? revoke.error;
  return (
    <Stack gap="xs" component="section" aria-labelledby={`feed-${search.id}`}>
      <Title order={3} size="h4" id={`feed-${search.id}`}>
        Feed link
      </Title>
      <Text size="sm" c="dimmed">
        An Atom feed of the newest 50 ads, for any feed reader or Slack’s RSS app. Anyone with the link can read it.
      </Text>
      <QueryRetryAlert query={status} title="Could not load the feed link" />
      {url && <CopyField label="Feed link" value={url} description="Shown now only: copy it to your reader." />}
      {active && !url && (
        <Text size="sm">
          A feed link works since {new Date(status.data!.created_at!).toLocaleString('en-US')}. Make a new one to see it
          again; the old one then stops working.
        </Text>
      )}
      {failure && (
        <Callout tone="red" title="The feed link was not changed">
          {alertErrorText(failure)}
        </Callout>
      )}
      {status.data && (
        <Group gap="xs">
          <Button size="compact-sm" loading={create.isPending} onClick={() => create.mutate()}>
            {active ? 'New feed link' : 'Create feed link'}
          </Button>
          {active && (
            <Button
              size="compact-sm"
              variant="default"
              color="red"
              loading={revoke.isPending}
              onClick={() => revoke.mutate()}
            >
              Revoke feed link
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
