import { FIRST_SEEN_AFTER } from '../../../../contract/extensions/saved-searches';
import { SEARCH_FIELD_KEY } from '../../../../contract/filter-values';
import type { Catalogue, Plan } from '../../../ads-store';
import { parseSearchBody } from '../../search-body';
import { ServiceError } from '../../service-error';

/**
 * The filter fields of a saved search's `body`, checked as a v2 search body of its platform would
 * be (1004 naming `body.<field>`, 1003 for a filter above the plan). `page` and `last_hit` are
 * what a search adds when it runs, so they are not kept.
 */
export function savedSearchFields(body: Record<string, unknown>, catalogue: Catalogue, plan: Plan) {
  try {
    return parseSearchBody(body, catalogue, 'v2', plan).fields;
  } catch (error) {
    if (!(error instanceof ServiceError) || !error.errors) throw error;
    const errors = error.errors.map((e) => ({ ...e, field: `body.${e.field}` }));
    throw new ServiceError('validation_failed', 'The saved search is not valid.', errors);
  }
}

/** A saved search's fields narrowed to ads first seen after `instant` (unix ms): what is new since then. */
export function fieldsFirstSeenAfter(fields: Record<string, unknown>, instant: number): Record<string, unknown> {
  const terms = Array.isArray(fields[SEARCH_FIELD_KEY]) ? (fields[SEARCH_FIELD_KEY] as unknown[]) : [];
  const after = { type: FIRST_SEEN_AFTER, text: new Date(instant).toISOString() };
  return { ...fields, [SEARCH_FIELD_KEY]: [...terms, after] };
}
