import { okEnvelopeSchema } from '../../contract/envelope';
import { similarAdsPageSchema, type SimilarAdsPage, type SimilarReason } from '../../contract/extensions/similar';
import type { PlatformKey } from '../../contract/platforms';
import type { RequestOptions } from '../ads-client';
import { extensionRequest as req, type ExtensionSender } from './extension-request';

const similarEnvelope = okEnvelopeSchema(similarAdsPageSchema);

/** Which page of an ad's similar ads: one reason's list or both, pages after the first in the first's snapshot. */
export interface SimilarAdsRequest {
  platform: PlatformKey;
  id: number;
  reason?: SimilarReason;
  /** Default 1. */
  page?: number;
  /** The `last_hit` page 1 answered, for later pages; a new snapshot when absent. */
  lastHit?: number;
}

/**
 * The path of a page of an ad's similar ads, relative to a v2 base URL. Kept here, not in
 * `EXTENSION_PATHS`: only the drawer's similar-ads chunk asks for them.
 */
export const similarAdsPath = ({ platform, id, reason, page = 1, lastHit }: SimilarAdsRequest) =>
  `/ads/${encodeURIComponent(platform)}/${id}/similar?page=${page}` +
  (reason ? `&reason=${reason}` : '') +
  (lastHit === undefined ? '' : `&last_hit=${lastHit}`);

/** `GET /ads/{platform}/{id}/similar` of the `similar` extension (DESIGN §9). */
export function similarAds(
  client: ExtensionSender,
  request: SimilarAdsRequest,
  options?: RequestOptions,
): Promise<SimilarAdsPage> {
  return client.send(req('GET', similarAdsPath(request)), similarEnvelope, options);
}
