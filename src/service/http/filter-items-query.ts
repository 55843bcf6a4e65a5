import { z } from 'zod';
import { filterItemsQuerySchema, type FilterItemsQuery } from '../../contract/search-request';
import { fieldErrors } from './field-errors';
import { ServiceError } from './service-error';

/** Where look-up terms may arrive: the query string (as the explorer sends them) or a JSON body. */
export interface ItemsInput {
  search: string | undefined;
  /** Every `ids` and `id` query value: `ids=1,2` (v1), `id=1&id=2` or `id=1,2` (v2). */
  idParams: string[];
  body: Record<string, unknown>;
}

/** An id as a number, or as digits from a query string. */
const idSchema = z.union([
  z.number().int().nonnegative(),
  z
    .string()
    .regex(/^\s*\d+\s*$/, 'must be an integer id')
    .transform(Number),
]);

/**
 * The look-up of a filter-items request (DESIGN §3): ids when any are given, else the `search`
 * text, else an empty search (the first options). Query terms win over body terms.
 */
export function filterItemsQuery({ search, idParams, body }: ItemsInput): FilterItemsQuery {
  const raw =
    idParams.length > 0 ? idParams.flatMap((p) => p.split(',')).filter((s) => s.trim() !== '') : bodyIds(body);
  if (raw !== undefined) {
    const ids = z.array(idSchema).safeParse(raw);
    if (!ids.success) throw invalid(fieldErrors('ids', ids.error));
    const query = filterItemsQuerySchema.safeParse({ ids: ids.data });
    if (!query.success) throw invalid(fieldErrors('ids', query.error));
    return query.data;
  }
  const text = search ?? body.search ?? '';
  const query = filterItemsQuerySchema.safeParse({ search: text });
  if (!query.success) throw invalid(fieldErrors('search', query.error));
  return query.data;
}

function bodyIds(body: Record<string, unknown>): unknown[] | undefined {
  const value = body.ids ?? body.id;
  if (value === undefined || value === null) return undefined;
  return Array.isArray(value) ? value : [value];
}

function invalid(errors: { field: string; message: string }[]) {
  return new ServiceError('validation_failed', 'The filter items request is not valid.', errors);
}
