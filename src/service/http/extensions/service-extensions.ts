import type { AdsStore } from '../../ads-store';
import type { ExtensionStores } from '../../extension-stores';
import { boardsExtension } from '../operations/boards/boards-extension';
import { feedsExtension } from '../operations/feeds/feeds-extension';
import { hiddenExtension } from '../operations/hidden/hidden-extension';
import { histogramExtension } from '../operations/histogram/histogram-extension';
import { ownersExtension } from '../operations/owners/owners-extension';
import { seenAtExtension } from '../operations/seen-at/seen-at-extension';
import { savedSearchesExtension } from '../operations/saved-searches/saved-searches-extension';
import { similarExtension } from '../operations/similar/similar-extension';
import { totalsExtension } from '../operations/totals/totals-extension';
import { trendsExtension } from '../operations/trends/trends-extension';
import { webhooksExtension } from '../operations/webhooks/webhooks-extension';
import type { WebhookTargets } from '../../webhooks/webhook-targets';
import type { ExtensionGuards, ServiceExtension } from './service-extension';

/**
 * Every extension this service implements, over `stores`, in the order `capabilities` lists them;
 * `targets` says where webhooks may point.
 */
export function serviceExtensions(
  store: AdsStore,
  stores: ExtensionStores,
  guards: ExtensionGuards,
  targets: WebhookTargets,
): ServiceExtension[] {
  return [
    totalsExtension(),
    ownersExtension(stores.owners, store, guards),
    boardsExtension(stores.boards, guards),
    savedSearchesExtension(stores.savedSearches, stores.counter, store, guards),
    hiddenExtension(stores.hidden, guards),
    seenAtExtension(),
    similarExtension(stores.similar, store, guards),
    feedsExtension(stores.feeds, store, guards),
    webhooksExtension(stores.webhooks, stores.savedSearches, store, targets, guards),
    trendsExtension(stores.trends, store, guards),
    histogramExtension(stores.histogram, store, guards),
  ];
}
