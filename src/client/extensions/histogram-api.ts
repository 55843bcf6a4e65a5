import type { z } from '../../contract/zod';
import type {
  Histogram,
  HistogramField,
  HistogramInterval,
  histogramBodySchema,
} from '../../contract/extensions/histogram';
import { HISTOGRAM_OPERATIONS as OP } from '../../contract/extensions/histogram-operations';
import type { SearchPlatform } from '../../contract/platforms';
import type { RequestOptions } from '../ads-client';
import { callOperation } from './call-operation';
import type { ExtensionSender } from './extension-request';

/** What a histogram is asked for: a search's wire fields, its snapshot, and the histogram's own choices. */
export interface HistogramRequest {
  fields: Record<string, unknown>;
  /** Page 1's `last_hit`, so the histogram counts the pages' snapshot; absent cuts a new one. */
  lastHit?: number;
  /** Default `first_seen`. */
  field?: HistogramField;
  /** Default: chosen by the service from the span of the matches. */
  interval?: HistogramInterval;
}

/** `POST /ads/{platform}/histogram` of the `histogram` extension: a search's matches per day, week or month. */
export function searchHistogram(
  client: ExtensionSender,
  platform: SearchPlatform,
  { fields, lastHit, field, interval }: HistogramRequest,
  options?: RequestOptions,
): Promise<Histogram> {
  const body = { ...fields, last_hit: lastHit, field, interval };
  // The search's fields are the wire values the explorer built; the service checks them against its catalogue.
  const defined = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
  return callOperation(
    client,
    OP.search,
    { params: { platform }, body: defined as z.input<typeof histogramBodySchema> },
    options,
  );
}
