import { z } from '../../contract/zod';
import type { FieldError } from '../../contract/envelope';
import { v2SearchFieldSchema } from '../../contract/extensions/v2-search-field';
import { SEARCH_FIELD_KEY, VALUE_KIND } from '../../contract/filter-values';
import { isFilterComponent, type Filter, type OptionKey } from '../../contract/filters';
import { MAX_PAGE } from '../../contract/request-limits';
import { RESERVED_BODY_FIELDS } from '../../contract/search-request';
import { searchFieldSchema } from '../../contract/search-field';
import { advancedOrderSchema, v1OrderbySchema } from '../../contract/sorting';
import type { ApiVersion } from '../../contract/versions';
import type { Catalogue, Plan } from '../ads-store';
import { numberTypeOf } from '../catalogue/number-columns';
import { filterValueSchema } from '../catalogue/value-schemas';
import { fieldErrors } from './field-errors';
import { planAllows } from './plan-access';
import { ServiceError } from './service-error';
import { builtOnFirstUse } from '../../contract/built-on-first-use';

/** Body fields each layout understands even when a platform's catalogue does not list them. */
const LAYOUT_FIELDS: Record<ApiVersion, Record<string, z.ZodMiniType>> = {
  v1: { search_field: searchFieldSchema, orderby: v1OrderbySchema },
  v2: { search_field: v2SearchFieldSchema, advanced_order: advancedOrderSchema },
};

const pageSchema = builtOnFirstUse(() => z.int().check(z.minimum(1), z.maximum(MAX_PAGE)));

/** A search body after validation; `lastHit` is checked against the clock separately. */
export interface SearchBody {
  page: number;
  lastHit: unknown;
  fields: Record<string, unknown>;
}

/**
 * Reads `page` (default 1) and the filter fields of a search body, checked against the platform's
 * catalogue: unknown keys, wrong value shapes, options not among a filter's inline items and
 * `coming_soon` filters answer 1004 listing every problem; filters above the plan answer 1003.
 */
export function parseSearchBody(
  body: Record<string, unknown>,
  catalogue: Catalogue,
  version: ApiVersion,
  plan: Plan,
): SearchBody {
  const reserved: readonly string[] = RESERVED_BODY_FIELDS;
  const entries: [string, unknown][] = [];
  const page = pageSchema.safeParse((Object.hasOwn(body, 'page') ? body.page : undefined) ?? 1);
  const errors: FieldError[] = page.success ? [] : fieldErrors('page', page.error);
  const forbidden: string[] = [];
  for (const [key, value] of Object.entries(body)) {
    if (reserved.includes(key)) continue;
    const filter = catalogue.group.filters.find((f) => f.key === key);
    if (filter && !planAllows(plan, catalogue.planOf[key])) forbidden.push(key);
    // v2 search_field also takes the owners extension's kinds, whichever catalogue lists it.
    const problems =
      filter && key !== SEARCH_FIELD_KEY ? filterProblems(filter, value) : layoutProblems(key, value, version);
    errors.push(...problems);
    entries.push([key, value]);
  }
  if (forbidden.length > 0) {
    throw new ServiceError('plan_forbidden', `Your plan does not include these filters: ${forbidden.join(', ')}.`);
  }
  if (errors.length > 0) throw new ServiceError('validation_failed', 'The search request is not valid.', errors);
  // fromEntries defines own properties, so a key such as `__proto__` stays a plain field.
  const fields = Object.fromEntries(entries);
  return { page: page.data ?? 1, lastHit: Object.hasOwn(body, 'last_hit') ? body.last_hit : undefined, fields };
}

function layoutProblems(key: string, value: unknown, version: ApiVersion): FieldError[] {
  const schema = Object.hasOwn(LAYOUT_FIELDS[version], key) ? LAYOUT_FIELDS[version][key] : undefined;
  if (!schema) return [{ field: key, message: 'is not a filter of this platform' }];
  const parsed = schema.safeParse(value);
  return parsed.success ? [] : fieldErrors(key, parsed.error);
}

function filterProblems(filter: Filter, value: unknown): FieldError[] {
  if (filter.disabled === 'coming_soon') return [{ field: filter.key, message: 'is not available yet' }];
  if (!isFilterComponent(filter.component)) throw new Error(`Catalogue filter ${filter.key} has an unknown component`);
  const schema = filterValueSchema({ key: filter.key, component: filter.component }, numberTypeOf(filter.key));
  const parsed = schema.safeParse(value);
  if (!parsed.success) return fieldErrors(filter.key, parsed.error);
  const items = filter.component_data.items ?? [];
  const listsItems = VALUE_KIND[filter.component] === 'options' && !filter.component_data.api_url && items.length > 0;
  // The sort and search_field filters list their kinds as items but take structured values.
  if (!listsItems || !Array.isArray(parsed.data)) return [];
  const known = new Set(items.map((item) => item.key));
  return (parsed.data as OptionKey[])
    .filter((key) => !known.has(key))
    .map((key) => ({ field: filter.key, message: `has no option ${JSON.stringify(key)}` }));
}
