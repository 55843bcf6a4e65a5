import { numberRangeValueSchema } from '../../../contract/filter-values';
import { parseNumberToken } from '../url-token';
import { rangeText, rangeWords, readRange } from './url-range';
import { readWholeParam } from './whole-param';
import { sameByJson, wholeChip, type ValueKindCodec } from './value-kind-codec';

/** The value of `NumberMultiRange`: both ends inclusive, `null` for an open end. */
export type NumberRangeValue = { kind: 'number_range'; min: number | null; max: number | null };

/** `NumberMultiRange`: `10..90`, `10..`, `..90` in a link, `[min, max]` on the wire. */
export const numberRangeKind: ValueKindCodec<NumberRangeValue> = {
  empty: () => ({ kind: 'number_range', min: null, max: null }),
  isEmpty: (value) => value.min === null && value.max === null,
  same: sameByJson,
  fromWire(_filter, wire) {
    const range = numberRangeValueSchema.safeParse(wire);
    return range.success ? { kind: 'number_range', min: range.data[0], max: range.data[1] } : null;
  },
  toWire: (_filter, value) => [value.min, value.max],
  fromUrl: (filter, raw) =>
    readWholeParam(
      filter,
      raw,
      numberRangeKind.empty(),
      (text) => {
        const range = readRange(text, parseNumberToken);
        return range && { kind: 'number_range', min: range[0], max: range[1] };
      },
      'not a number range (min..max)',
    ),
  toUrl: (value) => rangeText(value.min, value.max),
  chips(filter, value, wording) {
    const amount = (end: number | null) => (end === null ? null : wording.amount(end));
    const openEnd = filter.component_data.infinite_sign ? '∞' : 'any';
    return [wholeChip(filter, rangeWords(amount(value.min), amount(value.max), openEnd))];
  },
};
