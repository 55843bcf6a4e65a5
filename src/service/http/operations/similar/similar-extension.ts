import { similarQuerySchema } from '../../../../contract/extensions/similar';
import { SIMILAR_OPERATIONS } from '../../../../contract/extensions/similar-operations';
import type { AdsStore } from '../../../ads-store';
import type { SimilarAdsStore } from '../../../similar-ads-store';
import { pageQuery, parseInput, pathId } from '../../extension-input';
import { operationRoutes } from '../../extensions/operation-routes';
import type { ExtensionGuards, ServiceExtension } from '../../extensions/service-extension';
import { lastHitQuery, snapshotOf } from '../../last-hit';
import { adPlatform } from '../../platform-param';
import { ServiceError } from '../../service-error';

/**
 * The `similar` extension (DESIGN §9): the ads, of any advertiser and platform, that run an ad's
 * creative or say nearly what it says, 18 a page at a snapshot as the key's searches see it (its
 * hides apply). Page 1 without `last_hit` cuts a new snapshot; later pages send back the one it answered.
 */
export function similarExtension(similar: SimilarAdsStore, store: AdsStore, guards: ExtensionGuards): ServiceExtension {
  return operationRoutes(SIMILAR_OPERATIONS, guards, {
    ads: async (c, io) => {
      const platform = adPlatform(c.req.param('platform') ?? '');
      const adId = pathId(c, 'ad', `ad on ${platform}`);
      const page = pageQuery(c);
      const reason = c.req.query('reason');
      const input = parseInput(similarQuerySchema, reason === undefined ? {} : { reason });
      // Every write stamped before now is committed first, so a `last_hit` a client made up reads a settled snapshot too.
      const newest = await store.newestSnapshot();
      const lastHit = lastHitQuery(c.req.query('last_hit'));
      const snapshot = lastHit === undefined ? newest : snapshotOf(lastHit, await store.now());
      const found = await similar.similar({
        platform,
        adId,
        page,
        lastHit: snapshot,
        reason: input.reason,
        keyId: c.var.apiKey.id,
        origin: new URL(c.req.url).origin,
      });
      if (!found) throw new ServiceError('not_found', `Platform ${platform} has no ad ${adId}.`);
      return io.ok(found);
    },
  });
}
