import { WEBHOOK_OPERATIONS as OP } from '../../contract/extensions/webhook-operations';
import type { CreatedWebhook, Delivery, Webhook, WebhookInput } from '../../contract/extensions/webhooks';
import type { RequestOptions } from '../ads-client';
import { callOperation as call } from './call-operation';
import type { ExtensionSender } from './extension-request';

/** The `webhooks` extension (DESIGN §9): the key's webhooks, their test deliveries and logs. */
export function webhooksApi(client: ExtensionSender) {
  const of = (id: number) => ({ params: { webhook: id } });
  return {
    async list(options?: RequestOptions): Promise<Webhook[]> {
      return (await call(client, OP.list, {}, options)).webhooks;
    },
    /** The webhook with its signing secret, which the service answers only this once. */
    create: (input: WebhookInput, options?: RequestOptions): Promise<CreatedWebhook> =>
      call(client, OP.create, { body: { ...input } }, options),
    async revoke(id: number, options?: RequestOptions): Promise<void> {
      await call(client, OP.remove, of(id), options);
    },
    /** Queues a test delivery; the log shows how it went. */
    test: (id: number, options?: RequestOptions): Promise<Delivery> => call(client, OP.test, of(id), options),
    async deliveries(id: number, options?: RequestOptions): Promise<Delivery[]> {
      return (await call(client, OP.deliveries, of(id), options)).deliveries;
    },
  };
}

export type WebhooksApi = ReturnType<typeof webhooksApi>;
