import { filterSchema, normalizeFilter, type Filter } from '../../../src/contract/filters';

/** A normalized filter parsed from wire JSON, as the explorer receives it. */
export function wireFilter(json: Record<string, unknown>): Filter {
  return normalizeFilter(filterSchema.parse({ label: 'Gender', key: 'gender', component: 'StringMulti', ...json }));
}
