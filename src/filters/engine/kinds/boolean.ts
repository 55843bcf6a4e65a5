import { booleanValueSchema } from '../../../contract/filter-values';
import type { Filter } from '../../../contract/filters';
import { readWholeParam } from './whole-param';
import { sameByJson, wholeChip, type ValueKindCodec } from './value-kind-codec';

/** The value of `BooleanSingle` and `CBoolean`: yes, no, or not chosen (`null`). */
export type BooleanValue = { kind: 'boolean'; value: boolean | null };

/** A switch (`CBoolean`) on says it all with its label; off is "off". Yes/No/Any otherwise. */
function words(filter: Filter, value: boolean | null): string {
  if (filter.component === 'CBoolean') return value === true ? '' : 'off';
  return value === null ? 'Any' : value ? 'Yes' : 'No';
}

/** `BooleanSingle` and `CBoolean`: `true` or `false` in a link, `[true]` on the wire. */
export const booleanKind: ValueKindCodec<BooleanValue> = {
  empty: () => ({ kind: 'boolean', value: null }),
  isEmpty: (value) => value.value === null,
  same: sameByJson,
  fromWire(_filter, wire) {
    const flag = booleanValueSchema.safeParse(wire);
    return flag.success ? { kind: 'boolean', value: flag.data[0] } : null;
  },
  toWire: (_filter, value) => [value.value],
  fromUrl: (filter, raw) =>
    readWholeParam(
      filter,
      raw,
      booleanKind.empty(),
      (text) => (text === 'true' || text === 'false' ? { kind: 'boolean', value: text === 'true' } : null),
      'not true or false',
    ),
  toUrl: (value) => (value.value === null ? '' : String(value.value)),
  chips: (filter, value) => [wholeChip(filter, words(filter, value.value))],
};
