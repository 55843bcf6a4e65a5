import { useState, type FormEvent } from 'react';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { Callout } from '../../ui/callout';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Connection } from '../../client/connection';
import { QueryRetryAlert } from '../../ui/query-retry-alert';
import { alertErrorText } from './alert-error-text';
import { createWebhookMutation, webhooksQueryOptions } from './alerts-queries';
import classes from './alerts.module.css';
import { CopyField } from './copy-field';
import { WebhookItem } from './webhook-item';

/** Props of {@link WebhooksSection}. */
export interface WebhooksSectionProps {
  connection: Connection;
  search: { id: number; name: string };
}

/**
 * A saved search's webhooks: add one by URL (its signing secret shows once, to copy), and for
 * each a test delivery, the delivery log and Revoke.
 */
export function WebhooksSection({ connection, search }: WebhooksSectionProps) {
  const queryClient = useQueryClient();
  const webhooks = useQuery({
    ...webhooksQueryOptions(connection),
    select: (list) => list.filter((webhook) => webhook.saved_search_id === search.id),
  });
  const create = useMutation(createWebhookMutation(connection, queryClient, search.id));
  const [url, setUrl] = useState('');
  const add = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(url.trim(), { onSuccess: () => setUrl('') });
  };
  const headingId = `webhooks-${search.id}`;
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId}>
        Webhooks
      </Title>
      <Text size="sm" c="dimmed">
        New matches are POSTed in batches, each signed with X-Signature: sha256=HMAC of the body with the secret.
      </Text>
      <form onSubmit={add}>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label="Webhook URL"
            type="url"
            placeholder="https://example.com/hooks/ads"
            required
            value={url}
            onChange={(event) => setUrl(event.currentTarget.value)}
            error={create.error ? alertErrorText(create.error) : undefined}
            flex={1}
            miw={0}
          />
          <Button type="submit" loading={create.isPending} disabled={url.trim() === ''}>
            Add webhook
          </Button>
        </Group>
      </form>
      {create.data && (
        <Callout tone="gray" title="Webhook added: copy its signing secret now" role="status">
          <CopyField
            label="Signing secret"
            value={create.data.secret}
            description="It is shown only this once; receivers check each body's X-Signature with it."
          />
        </Callout>
      )}
      <QueryRetryAlert query={webhooks} title="Could not load the webhooks" />
      {webhooks.data?.length === 0 && <Text size="sm">No webhooks yet.</Text>}
      {webhooks.data && webhooks.data.length > 0 && (
        <Stack gap="xs" component="ul" className={classes.list} aria-label={`Webhooks of ${search.name}`}>
          {webhooks.data.map((webhook) => (
            <WebhookItem key={webhook.id} connection={connection} webhook={webhook} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
