import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { EXTENSION_ROUTES as R } from '../../../../contract/extensions/extension-paths';
import { trendsQuerySchema } from '../../../../contract/extensions/trends';
import type { AdsStore } from '../../../ads-store';
import type { TrendsStore } from '../../../trends-store';
import { okResponse } from '../../envelope';
import { parseInput, pathId } from '../../extension-input';
import type { ServiceExtension } from '../../extensions/service-extension';
import { lastHitQuery, snapshotOf } from '../../last-hit';
import { methodNotAllowed } from '../../method-not-allowed';
import { ServiceError } from '../../service-error';
import type { ServiceEnv } from '../../service-env';

/**
 * The `trends` extension (DESIGN §9): an advertiser's launches, active ads and impressions by
 * bucket, and its longest-running ads, at a snapshot as the key's searches see it (its hides
 * apply). Without `last_hit` a new snapshot is cut, as for a page 1.
 */
export function trendsExtension(
  trends: TrendsStore,
  store: AdsStore,
  guard: MiddlewareHandler<ServiceEnv>,
): ServiceExtension {
  const ownerTrends = async (c: Context<ServiceEnv>) => {
    const owner = pathId(c, 'owner', 'advertiser');
    const interval = c.req.query('interval');
    const input = parseInput(trendsQuerySchema, interval === undefined ? {} : { interval });
    // Every write stamped before now is committed first, so a `last_hit` a client made up reads a settled snapshot too.
    const newest = await store.newestSnapshot();
    const lastHit = lastHitQuery(c.req.query('last_hit'));
    const snapshot = lastHit === undefined ? newest : snapshotOf(lastHit, await store.now());
    const found = await trends.trends({
      owner,
      interval: input.interval,
      lastHit: snapshot,
      keyId: c.var.apiKey.id,
      origin: new URL(c.req.url).origin,
    });
    if (!found) throw new ServiceError('not_found', `There is no advertiser ${owner}.`);
    return okResponse(c, found);
  };
  const routes = new Hono<ServiceEnv>()
    .get(R.ownerTrends, guard, ownerTrends)
    .all(R.ownerTrends, methodNotAllowed('GET'));
  return { name: 'trends', routes };
}
