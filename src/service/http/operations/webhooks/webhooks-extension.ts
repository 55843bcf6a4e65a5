import { WEBHOOK_OPERATIONS } from '../../../../contract/extensions/webhook-operations';
import type { AdsStore } from '../../../ads-store';
import type { SavedSearchStore } from '../../../saved-search-store';
import type { WebhookStore } from '../../../webhook-store';
import type { WebhookTargets } from '../../../webhooks/webhook-targets';
import { operationRoutes } from '../../extensions/operation-routes';
import type { ExtensionGuards, ServiceExtension } from '../../extensions/service-extension';
import { webhookOperations } from './webhook-operations';

/** The `webhooks` extension, every route behind `guard`; the delivery loop sends what it queues. */
export function webhooksExtension(
  webhooks: WebhookStore,
  searches: SavedSearchStore,
  store: AdsStore,
  targets: WebhookTargets,
  guards: ExtensionGuards,
): ServiceExtension {
  return operationRoutes(WEBHOOK_OPERATIONS, guards, webhookOperations(webhooks, searches, store, targets));
}
