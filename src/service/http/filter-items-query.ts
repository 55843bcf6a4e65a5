import { z } from '../../contract/zod';
import { idSchema, idTextSchema } from '../../contract/bounded-values';
import { lookupIdsSchema, lookupTextSchema, type FilterItemsQuery } from '../../contract/search-request';
import { fieldErrors } from './field-errors';
import { ServiceError } from './service-error';
import { builtOnFirstUse } from '../../contract/built-on-first-use';

/** Where look-up terms may arrive: the query string (as the explorer sends them) or a JSON body. */
export interface ItemsInput {
  search: string | undefined;
  /** Every `ids` and `id` query value: `ids=1,2` (v1), `id=1&id=2` or `id=1,2` (v2). */
  idParams: string[];
  body: Record<string, unknown>;
}

/** An id as a number, or as digits from a query string. */
const idInputSchema = builtOnFirstUse(() => z.union([idSchema, idTextSchema]));

/**
 * The look-up of a filter-items request (DESIGN §3): ids when any are given, else the `search`
 * text, else an empty search (the first options). Query terms win over body terms.
 */
export function filterItemsQuery({ search, idParams, body }: ItemsInput): FilterItemsQuery {
  const raw =
    idParams.length > 0 ? idParams.flatMap((p) => p.split(',')).filter((s) => s.trim() !== '') : bodyIds(body);
  if (raw !== undefined) {
    const ids = z.pipe(z.array(idInputSchema), lookupIdsSchema).safeParse(raw);
    if (!ids.success) throw invalid(fieldErrors('ids', ids.error));
    return { ids: ids.data };
  }
  const text = lookupTextSchema.safeParse(search ?? (Object.hasOwn(body, 'search') ? body.search : undefined) ?? '');
  if (!text.success) throw invalid(fieldErrors('search', text.error));
  return { search: text.data };
}

function bodyIds(body: Record<string, unknown>): unknown[] | undefined {
  const own = (key: string) => (Object.hasOwn(body, key) ? body[key] : undefined);
  const value = own('ids') ?? own('id');
  if (value === undefined || value === null) return undefined;
  return Array.isArray(value) ? value : [value];
}

function invalid(errors: { field: string; message: string }[]) {
  return new ServiceError('validation_failed', 'The filter items request is not valid.', errors);
}
