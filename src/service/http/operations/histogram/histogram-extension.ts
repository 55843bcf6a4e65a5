import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { EXTENSION_ROUTES as R } from '../../../../contract/extensions/extension-paths';
import type { Histogram } from '../../../../contract/extensions/histogram';
import type { AdHistogram } from '../../../ad-histogram';
import type { AdsStore } from '../../../ads-store';
import { okResponse } from '../../envelope';
import type { ServiceExtension } from '../../extensions/service-extension';
import { snapshotOf } from '../../last-hit';
import { methodNotAllowed } from '../../method-not-allowed';
import { searchPlatform } from '../../platform-param';
import type { ServiceEnv } from '../../service-env';
import { parseHistogramBody } from './histogram-body';

/**
 * The `histogram` extension (DESIGN §9): a search's matches per day, week or month, read in the
 * snapshot its `last_hit` names (a new one when absent, as page 1 cuts), with the key's hides
 * applied as its searches apply them.
 */
export function histogramExtension(
  histogram: AdHistogram,
  store: AdsStore,
  guard: MiddlewareHandler<ServiceEnv>,
): ServiceExtension {
  const answer = async (c: Context<ServiceEnv>) => {
    const platform = searchPlatform(c.req.param('platform') ?? '', 'v2');
    const catalogue = store.catalogue(platform, 'v2');
    const { lastHit, fields, field, interval } = parseHistogramBody(c.var.body, catalogue, c.var.apiKey.plan);
    const snapshot =
      lastHit === undefined || lastHit === null ? await store.newestSnapshot() : snapshotOf(lastHit, await store.now());
    const counted = await histogram.histogram({
      platform,
      version: 'v2',
      lastHit: snapshot,
      fields,
      hiddenFor: c.var.apiKey.id,
      field,
      interval,
    });
    const data: Histogram = { ...counted, last_hit: snapshot };
    return okResponse(c, data);
  };
  const routes = new Hono<ServiceEnv>().post(R.histogram, guard, answer).all(R.histogram, methodNotAllowed('POST'));
  return { name: 'histogram', routes };
}
