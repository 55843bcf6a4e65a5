import { z } from '../../../contract/zod';
import type { Filter } from '../../../contract/filters';
import { sortDirectionSchema, V2_ORDERBY, type SortDirection } from '../../../contract/sorting';
import { readWholeParam } from './whole-param';
import { sameByJson, type ValueKindCodec } from './value-kind-codec';
import { builtOnFirstUse } from '../../../contract/built-on-first-use';

/** The value of `advanced_order`: a sort field (`''` = none chosen) and its direction. */
export type SortValue = { kind: 'sort'; orderby: string; order: SortDirection };

const looseSortSchema = builtOnFirstUse(() =>
  z.object({ orderby: z.string().check(z.minLength(1)), order: sortDirectionSchema }),
);

/** `field.asc` or `field.desc`, the field one of the filter's items (the v2 sorts without items). */
function readSort(filter: Filter, raw: string): SortValue | null {
  const dot = raw.lastIndexOf('.');
  const orderby = raw.slice(0, dot);
  const order = sortDirectionSchema.safeParse(raw.slice(dot + 1));
  const items = filter.component_data.items ?? [];
  const known = items.length > 0 ? items.map((item) => String(item.key)) : [...V2_ORDERBY];
  return dot > 0 && order.success && known.includes(orderby) ? { kind: 'sort', orderby, order: order.data } : null;
}

/**
 * `advanced_order` (or `sub_keys` `{type: 'order', main: 'orderby'}`): `web_traffic.desc` in a
 * link, `{orderby, order}` on the wire. A sort orders rather than narrows, so it makes no chip.
 */
export const sortKind: ValueKindCodec<SortValue> = {
  empty: () => ({ kind: 'sort', orderby: '', order: 'desc' }),
  isEmpty: (value) => value.orderby === '',
  same: sameByJson,
  fromWire(_filter, wire) {
    const sort = looseSortSchema.safeParse(wire[0]);
    return sort.success ? { kind: 'sort', ...sort.data } : null;
  },
  toWire: (_filter, value) => ({ orderby: value.orderby, order: value.order }),
  fromUrl: (filter, raw) =>
    readWholeParam(
      filter,
      raw,
      sortKind.empty(),
      (text) => readSort(filter, text),
      'not a sort (field.asc or field.desc)',
    ),
  toUrl: (value) => (value.orderby === '' ? '' : `${value.orderby}.${value.order}`),
  chips: () => [],
};
