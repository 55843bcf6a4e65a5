import { trendsQuerySchema } from '../../../../contract/extensions/trends';
import { TRENDS_OPERATIONS } from '../../../../contract/extensions/trends-operations';
import type { AdsStore } from '../../../ads-store';
import type { TrendsStore } from '../../../trends-store';
import { parseInput, pathId } from '../../extension-input';
import { operationRoutes } from '../../extensions/operation-routes';
import type { ExtensionGuards, ServiceExtension } from '../../extensions/service-extension';
import { lastHitQuery, snapshotOf } from '../../last-hit';
import { ServiceError } from '../../service-error';

/**
 * The `trends` extension (DESIGN §9): an advertiser's launches, active ads and impressions by
 * bucket, and its longest-running ads, at a snapshot as the key's searches see it (its hides
 * apply). Without `last_hit` a new snapshot is cut, as for a page 1.
 */
export function trendsExtension(trends: TrendsStore, store: AdsStore, guards: ExtensionGuards): ServiceExtension {
  return operationRoutes(TRENDS_OPERATIONS, guards, {
    owner: async (c, io) => {
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
      return io.ok(found);
    },
  });
}
