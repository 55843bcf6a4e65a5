import { Hono, type MiddlewareHandler } from 'hono';
import { EXTENSION_ROUTES as R } from '../../../../contract/extensions/extension-paths';
import type { AdsStore } from '../../../ads-store';
import type { SavedSearchStore } from '../../../saved-search-store';
import type { WebhookStore } from '../../../webhook-store';
import type { WebhookTargets } from '../../../webhooks/webhook-targets';
import type { ServiceExtension } from '../../extensions/service-extension';
import { methodNotAllowed } from '../../method-not-allowed';
import type { ServiceEnv } from '../../service-env';
import { webhookOperations } from './webhook-operations';

/** The `webhooks` extension, every route behind `guard`; the delivery loop sends what it queues. */
export function webhooksExtension(
  webhooks: WebhookStore,
  searches: SavedSearchStore,
  store: AdsStore,
  targets: WebhookTargets,
  guard: MiddlewareHandler<ServiceEnv>,
): ServiceExtension {
  const op = webhookOperations(webhooks, searches, store, targets);
  const routes = new Hono<ServiceEnv>()
    .get(R.webhooks, guard, op.list)
    .post(R.webhooks, guard, op.create)
    .all(R.webhooks, methodNotAllowed('GET, POST'))
    .delete(R.webhook, guard, op.remove)
    .all(R.webhook, methodNotAllowed('DELETE'))
    .post(R.webhookTest, guard, op.test)
    .all(R.webhookTest, methodNotAllowed('POST'))
    .get(R.webhookDeliveries, guard, op.deliveries)
    .all(R.webhookDeliveries, methodNotAllowed('GET'));
  return { name: 'webhooks', routes };
}
