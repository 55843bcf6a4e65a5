import { singleNumberValueSchema } from '../../../contract/filter-values';
import { parseNumberToken } from '../url-token';
import { readWholeParam } from './whole-param';
import { sameByJson, wholeChip, type ValueKindCodec } from './value-kind-codec';

/** The value of `NumberSingleRange`, read as "at least"; `null` when none is given. */
export type NumberValue = { kind: 'number'; value: number | null };

/** `NumberSingleRange`: `5000` in a link, `[5000]` on the wire. */
export const numberKind: ValueKindCodec<NumberValue> = {
  empty: () => ({ kind: 'number', value: null }),
  isEmpty: (value) => value.value === null,
  same: sameByJson,
  fromWire(_filter, wire) {
    const number = singleNumberValueSchema.safeParse(wire);
    return number.success ? { kind: 'number', value: number.data[0] } : null;
  },
  toWire: (_filter, value) => [value.value],
  fromUrl: (filter, raw) =>
    readWholeParam(
      filter,
      raw,
      numberKind.empty(),
      (text) => {
        const value = parseNumberToken(text);
        return value === null ? null : { kind: 'number', value };
      },
      'not a number',
    ),
  toUrl: (value) => (value.value === null ? '' : String(value.value)),
  chips: (filter, value, wording) => [
    wholeChip(filter, value.value === null ? 'any' : `at least ${wording.amount(value.value)}`),
  ],
};
