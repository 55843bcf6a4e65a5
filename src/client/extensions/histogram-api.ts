import { okEnvelopeSchema } from '../../contract/envelope';
import { EXTENSION_PATHS as P } from '../../contract/extensions/extension-paths';
import {
  histogramSchema,
  type Histogram,
  type HistogramField,
  type HistogramInterval,
} from '../../contract/extensions/histogram';
import type { SearchPlatform } from '../../contract/platforms';
import type { RequestOptions } from '../ads-client';
import { extensionRequest as req, type ExtensionSender } from './extension-request';

const histogramEnvelope = okEnvelopeSchema(histogramSchema);

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
  const defined = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
  return client.send(req('POST', P.histogram(platform), defined), histogramEnvelope, options);
}
