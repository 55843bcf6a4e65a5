import { z } from '../zod';
import { operationTable, type OperationSummaries } from './extension-operation';
import {
  createdWebhookSchema,
  deliveryListSchema,
  deliverySchema,
  webhookInputSchema,
  webhookListSchema,
} from './webhooks';
import { builtOnFirstUse } from '../built-on-first-use';

/** The operations of the `webhooks` extension. */
export const WEBHOOK_OPERATIONS = operationTable('webhooks', {
  list: { method: 'get', path: '/webhooks', data: webhookListSchema },
  create: { method: 'post', path: '/webhooks', data: createdWebhookSchema, body: webhookInputSchema },
  remove: {
    method: 'delete',
    path: '/webhooks/:webhook',
    data: builtOnFirstUse(() => z.looseObject({ deleted: z.boolean() })),
  },
  test: { method: 'post', path: '/webhooks/:webhook/test', data: deliverySchema },
  deliveries: { method: 'get', path: '/webhooks/:webhook/deliveries', data: deliveryListSchema },
});

/** The OpenAPI summary of each operation, kept beside the table so the explorer's bundle leaves the text out. */
export const WEBHOOK_SUMMARIES = {
  list: 'The key’s webhooks',
  create:
    'Send a saved search’s new matches to a URL, in batches signed with X-Signature: sha256=<hex HMAC-SHA256 of the raw body>; the secret is answered this once. Private, loopback and link-local targets are refused (1004) unless the deployment allows them',
  remove: 'Revoke a webhook; its deliveries stop and its log goes',
  test: 'Queue a test delivery (no ads) for the next round; its log entry shows how it went',
  deliveries: 'A webhook’s newest 50 deliveries with their attempts (status code or error) and status',
} satisfies OperationSummaries<typeof WEBHOOK_OPERATIONS>;
