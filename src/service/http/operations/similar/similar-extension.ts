import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { EXTENSION_ROUTES as R } from '../../../../contract/extensions/extension-paths';
import { similarQuerySchema } from '../../../../contract/extensions/similar';
import type { AdsStore } from '../../../ads-store';
import type { SimilarAdsStore } from '../../../similar-ads-store';
import { okResponse } from '../../envelope';
import { pageQuery, parseInput, pathId } from '../../extension-input';
import type { ServiceExtension } from '../../extensions/service-extension';
import { lastHitQuery, snapshotOf } from '../../last-hit';
import { methodNotAllowed } from '../../method-not-allowed';
import { adPlatform } from '../../platform-param';
import { ServiceError } from '../../service-error';
import type { ServiceEnv } from '../../service-env';

/**
 * The `similar` extension (DESIGN §9): the ads, of any advertiser and platform, that run an ad's
 * creative or say nearly what it says, 18 a page at a snapshot as the key's searches see it (its
 * hides apply). Page 1 without `last_hit` cuts a new snapshot; later pages send back the one it answered.
 */
export function similarExtension(
  similar: SimilarAdsStore,
  store: AdsStore,
  guard: MiddlewareHandler<ServiceEnv>,
): ServiceExtension {
  const similarAds = async (c: Context<ServiceEnv>) => {
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
    return okResponse(c, found);
  };
  const routes = new Hono<ServiceEnv>().get(R.similarAds, guard, similarAds).all(R.similarAds, methodNotAllowed('GET'));
  return { name: 'similar', routes };
}
