import { operationPath } from '../../contract/extensions/extension-operation';
import type { SimilarAdsPage, SimilarReason } from '../../contract/extensions/similar';
import { SIMILAR_OPERATIONS as OP } from '../../contract/extensions/similar-operations';
import type { PlatformKey } from '../../contract/platforms';
import type { RequestOptions } from '../ads-client';
import { callOperation } from './call-operation';
import type { ExtensionSender } from './extension-request';

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

const input = ({ platform, id, reason, page = 1, lastHit }: SimilarAdsRequest) => ({
  params: { platform, ad: id },
  query: { page, reason, last_hit: lastHit },
});

/** The path of a page of an ad's similar ads, relative to a v2 base URL. */
export const similarAdsPath = (request: SimilarAdsRequest) => {
  const { params, query } = input(request);
  return operationPath(OP.ads, params, query);
};

/** `GET /ads/{platform}/{id}/similar` of the `similar` extension (DESIGN §9). */
export function similarAds(
  client: ExtensionSender,
  request: SimilarAdsRequest,
  options?: RequestOptions,
): Promise<SimilarAdsPage> {
  return callOperation(client, OP.ads, input(request), options);
}
