import { okEnvelopeSchema } from '../../contract/envelope';
import type { DateInterval } from '../../contract/extensions/date-interval';
import { EXTENSION_PATHS as P } from '../../contract/extensions/extension-paths';
import { ownerTrendsSchema, type OwnerTrends } from '../../contract/extensions/trends';
import type { RequestOptions } from '../ads-client';
import { extensionRequest as req, type ExtensionSender } from './extension-request';

const trendsEnvelope = okEnvelopeSchema(ownerTrendsSchema);

/**
 * The path of an advertiser's trends, relative to a v2 base URL. Kept here, not in
 * `EXTENSION_PATHS`: only the advertiser page's own chunk asks for trends.
 */
export const ownerTrendsPath = (owner: number, interval: DateInterval, lastHit?: number) =>
  `${P.owner(owner)}/trends?interval=${interval}${lastHit === undefined ? '' : `&last_hit=${lastHit}`}`;

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
  return client.send(req('GET', ownerTrendsPath(owner, interval, options?.lastHit)), trendsEnvelope, options);
}
