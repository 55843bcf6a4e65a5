import { HISTOGRAM_OPERATIONS } from '../../../../contract/extensions/histogram-operations';
import type { AdHistogram } from '../../../ad-histogram';
import type { AdsStore } from '../../../ads-store';
import { operationRoutes } from '../../extensions/operation-routes';
import type { ExtensionGuards, ServiceExtension } from '../../extensions/service-extension';
import { snapshotOf } from '../../last-hit';
import { searchPlatform } from '../../platform-param';
import { parseHistogramBody } from './histogram-body';

/**
 * The `histogram` extension (DESIGN §9): a search's matches per day, week or month, read in the
 * snapshot its `last_hit` names (a new one when absent, as page 1 cuts), with the key's hides
 * applied as its searches apply them.
 */
export function histogramExtension(histogram: AdHistogram, store: AdsStore, guards: ExtensionGuards): ServiceExtension {
  return operationRoutes(HISTOGRAM_OPERATIONS, guards, {
    search: async (c, io) => {
      const platform = searchPlatform(c.req.param('platform') ?? '', 'v2');
      const catalogue = store.catalogue(platform, 'v2');
      const { lastHit, fields, field, interval } = parseHistogramBody(c.var.body, catalogue, c.var.apiKey.plan);
      const snapshot =
        lastHit === undefined || lastHit === null
          ? await store.newestSnapshot()
          : snapshotOf(lastHit, await store.now());
      const counted = await histogram.histogram({
        platform,
        version: 'v2',
        lastHit: snapshot,
        fields,
        hiddenFor: c.var.apiKey.id,
        field,
        interval,
      });
      return io.ok({ ...counted, last_hit: snapshot });
    },
  });
}
