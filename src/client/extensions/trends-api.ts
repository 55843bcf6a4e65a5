import { okEnvelopeSchema } from '../../contract/envelope';
import type { DateInterval } from '../../contract/extensions/date-interval';
import { EXTENSION_PATHS as P } from '../../contract/extensions/extension-paths';
import { ownerTrendsSchema, type OwnerTrends } from '../../contract/extensions/trends';
import type { RequestOptions } from '../ads-client';
import { extensionRequest as req, type ExtensionSender } from './extension-request';

const trendsEnvelope = okEnvelopeSchema(ownerTrendsSchema);

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
  return client.send(req('GET', P.ownerTrends(owner, interval, options?.lastHit)), trendsEnvelope, options);
}
