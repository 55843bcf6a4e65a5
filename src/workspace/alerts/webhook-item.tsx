import { useState } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Callout } from '../../ui/callout';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Connection } from '../../client/connection';
import type { Webhook } from '../../contract/extensions/webhooks';
import { QueryRetryAlert } from '../../ui/query-retry-alert';
import { alertErrorText } from './alert-error-text';
import { deliveriesQueryOptions, revokeWebhookMutation, testWebhookMutation } from './alerts-queries';
import classes from './alerts.module.css';
import { DeliveryLog } from './delivery-log';

/** Props of {@link WebhookItem}. */
export interface WebhookItemProps {
  connection: Connection;
  webhook: Webhook;
}

/** One webhook: its URL, a test delivery, its delivery log (read when first shown) and Revoke. */
export function WebhookItem({ connection, webhook }: WebhookItemProps) {
  const queryClient = useQueryClient();
  const [showLog, setShowLog] = useState(false);
  const log = useQuery({ ...deliveriesQueryOptions(connection, webhook.id), enabled: showLog });
  const test = useMutation(testWebhookMutation(connection, queryClient, webhook.id));
  const revoke = useMutation(revokeWebhookMutation(connection, queryClient));
  const failure = test.error ?? revoke.error;
  const logId = `webhook-log-${webhook.id}`;
  return (
    <Paper withBorder p="sm" component="li" aria-label={`Webhook ${webhook.url}`}>
      <Stack gap="xs">
        <Text size="sm" fw={500} className={classes.url}>
          {webhook.url}
        </Text>
        <Group gap="xs">
          <Button
            size="compact-sm"
            variant="light"
            loading={test.isPending}
            onClick={() => test.mutate(undefined, { onSuccess: () => setShowLog(true) })}
          >
            Send test
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            aria-expanded={showLog}
            aria-controls={logId}
            onClick={() => setShowLog((shown) => !shown)}
          >
            {showLog ? 'Hide delivery log' : 'Delivery log'}
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            color="red"
            loading={revoke.isPending}
            onClick={() => revoke.mutate(webhook.id)}
          >
            Revoke
          </Button>
        </Group>
        {failure && (
          <Callout tone="red" title="The webhook was not changed">
            {alertErrorText(failure)}
          </Callout>
        )}
        {showLog && (
          <div id={logId}>
            <QueryRetryAlert query={log} title="Could not load the delivery log" />
            {log.data && <DeliveryLog deliveries={log.data} label={`Deliveries to ${webhook.url}`} />}
          </div>
        )}
      </Stack>
    </Paper>
  );
}
