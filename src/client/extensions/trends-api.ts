import type { DateInterval } from '../../contract/extensions/date-interval';
import { operationPath } from '../../contract/extensions/extension-operation';
import type { OwnerTrends } from '../../contract/extensions/trends';
import { TRENDS_OPERATIONS as OP } from '../../contract/extensions/trends-operations';
import type { RequestOptions } from '../ads-client';
import { callOperation } from './call-operation';
import type { ExtensionSender } from './extension-request';

/** The path of an advertiser's trends, relative to a v2 base URL. */
export const ownerTrendsPath = (owner: number, interval: DateInterval, lastHit?: number) =>
  operationPath(OP.owner, { owner }, { interval, last_hit: lastHit });

/**
 * `GET /owners/{id}/trends` of the `trends` extension: an advertiser's launches, active ads and
 * impressions by bucket, and its longest-running ads, at the snapshot `lastHit` (a new one when absent).
 */
export function ownerTrends(
  client: ExtensionSender,
  owner: number,
  interval: DateInterval,
  options?: RequestOptions & { lastHit?: number },
): Promise<OwnerTrends> {
  const query = { interval, last_hit: options?.lastHit };
  return callOperation(client, OP.owner, { params: { owner }, query }, options);
}
