import { z } from '../../contract/zod';
import { EXTENSION_ROUTES as R } from '../../contract/extensions/extension-paths';
import {
  createdWebhookSchema,
  deliveryListSchema,
  deliverySchema,
  webhookInputSchema,
  webhookListSchema,
} from '../../contract/extensions/webhooks';
import { operationsOf } from './extension-operations';

/** The operations of the `webhooks` extension. */
export const WEBHOOK_OPERATIONS = operationsOf('webhooks', [
  { path: R.webhooks, method: 'get', summary: 'The key’s webhooks', data: webhookListSchema },
  {
    path: R.webhooks,
    method: 'post',
    summary:
      'Send a saved search’s new matches to a URL, in batches signed with X-Signature: sha256=<hex HMAC-SHA256 of the raw body>; the secret is answered this once. Private, loopback and link-local targets are refused (1004) unless the deployment allows them',
    data: createdWebhookSchema,
    body: webhookInputSchema,
  },
  {
    path: R.webhook,
    method: 'delete',
    summary: 'Revoke a webhook; its deliveries stop and its log goes',
    data: z.looseObject({ deleted: z.boolean() }),
  },
  {
    path: R.webhookTest,
    method: 'post',
    summary: 'Queue a test delivery (no ads) for the next round; its log entry shows how it went',
    data: deliverySchema,
  },
  {
    path: R.webhookDeliveries,
    method: 'get',
    summary: 'A webhook’s newest 50 deliveries with their attempts (status code or error) and status',
    data: deliveryListSchema,
  },
]);
