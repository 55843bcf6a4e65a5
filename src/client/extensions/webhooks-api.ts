import { okEnvelopeSchema } from '../../contract/envelope';
import { EXTENSION_PATHS as P } from '../../contract/extensions/extension-paths';
import {
  createdWebhookSchema,
  deliveryListSchema,
  deliverySchema,
  webhookListSchema,
  type CreatedWebhook,
  type Delivery,
  type Webhook,
  type WebhookInput,
} from '../../contract/extensions/webhooks';
import type { RequestOptions } from '../ads-client';
import { acknowledgedEnvelope, extensionRequest as req, type ExtensionSender } from './extension-request';

const listEnvelope = okEnvelopeSchema(webhookListSchema);
const createdEnvelope = okEnvelopeSchema(createdWebhookSchema);
const deliveryEnvelope = okEnvelopeSchema(deliverySchema);
const deliveriesEnvelope = okEnvelopeSchema(deliveryListSchema);

/** The `webhooks` extension (DESIGN §9): the key's webhooks, their test deliveries and logs. */
export function webhooksApi(client: ExtensionSender) {
  return {
    async list(options?: RequestOptions): Promise<Webhook[]> {
      return (await client.send(req('GET', P.webhooks()), listEnvelope, options)).webhooks;
    },
    /** The webhook with its signing secret, which the service answers only this once. */
    create: (input: WebhookInput, options?: RequestOptions): Promise<CreatedWebhook> =>
      client.send(req('POST', P.webhooks(), { ...input }), createdEnvelope, options),
    async revoke(id: number, options?: RequestOptions): Promise<void> {
      await client.send(req('DELETE', P.webhook(id)), acknowledgedEnvelope, options);
    },
    /** Queues a test delivery; the log shows how it went. */
    test: (id: number, options?: RequestOptions): Promise<Delivery> =>
      client.send(req('POST', P.webhookTest(id)), deliveryEnvelope, options),
    async deliveries(id: number, options?: RequestOptions): Promise<Delivery[]> {
      return (await client.send(req('GET', P.webhookDeliveries(id)), deliveriesEnvelope, options)).deliveries;
    },
  };
}

export type WebhooksApi = ReturnType<typeof webhooksApi>;
