import type { FieldError } from '../../../../contract/envelope';
import {
  HISTOGRAM_BODY_FIELDS,
  histogramFieldSchema,
  histogramIntervalSchema,
  type HistogramField,
  type HistogramInterval,
} from '../../../../contract/extensions/histogram';
import type { Catalogue, Plan } from '../../../ads-store';
import { fieldErrors } from '../../field-errors';
import { parseSearchBody, type SearchBody } from '../../search-body';
import { ServiceError } from '../../service-error';

/** A histogram request after validation: the search it counts and its own fields with their defaults. */
export interface HistogramBody extends Omit<SearchBody, 'page'> {
  field: HistogramField;
  interval: HistogramInterval | undefined;
}

/**
 * Reads a histogram body: `field` (default `first_seen`) and `interval` (optional), and the rest
 * as the v2 search reads its body, so filters, terms and plans are checked alike. Every problem,
 * of either part, answers one 1004 naming its field.
 */
export function parseHistogramBody(body: Record<string, unknown>, catalogue: Catalogue, plan: Plan): HistogramBody {
  const { field = 'first_seen', interval, ...search } = body;
  const errors: FieldError[] = [];
  const parsedField = histogramFieldSchema.safeParse(field);
  if (!parsedField.success) errors.push(...fieldErrors(HISTOGRAM_BODY_FIELDS[0], parsedField.error));
  const parsedInterval = interval === undefined ? undefined : histogramIntervalSchema.safeParse(interval);
  if (parsedInterval && !parsedInterval.success)
    errors.push(...fieldErrors(HISTOGRAM_BODY_FIELDS[1], parsedInterval.error));
  let parsed: SearchBody | undefined;
  try {
    parsed = parseSearchBody(search, catalogue, 'v2', plan);
  } catch (error) {
    if (!(error instanceof ServiceError) || error.kind !== 'validation_failed' || errors.length === 0) throw error;
    errors.push(...(error.errors ?? []));
  }
  if (errors.length > 0 || !parsed || !parsedField.success) {
    throw new ServiceError('validation_failed', 'The histogram request is not valid.', errors);
  }
  return { lastHit: parsed.lastHit, fields: parsed.fields, field: parsedField.data, interval: parsedInterval?.data };
}
