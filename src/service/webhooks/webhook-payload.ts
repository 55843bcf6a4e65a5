import type { AdSummary } from '../../contract/ads';
import type { Total } from '../../contract/extensions/totals';
import type { WebhookPayload } from '../../contract/extensions/webhooks';
import type { SavedSearchRecord } from '../saved-search-store';
import type { WebhookRecord } from '../webhook-store';

/** The body of one delivery, as it is signed and sent on every attempt. */
export function webhookPayload(
  delivery: { id: string; kind: 'batch' | 'test' },
  webhook: Pick<WebhookRecord, 'id' | 'origin'>,
  search: Pick<SavedSearchRecord, 'id' | 'name' | 'link'>,
  snapshot: number,
  matches: { total: Total; ads: AdSummary[] },
): string {
  const payload: WebhookPayload = {
    delivery_id: delivery.id,
    kind: delivery.kind,
    webhook_id: webhook.id,
    saved_search: { id: search.id, name: search.name, link: new URL(search.link, webhook.origin).href },
    snapshot: new Date(snapshot).toISOString(),
    new_matches: matches.total,
    ads: matches.ads,
  };
  return JSON.stringify(payload);
}
