import { dateRangeValueSchema } from '../../../contract/filter-values';
import { readDay } from './date';
import { rangeText, rangeWords, readRange } from './url-range';
import { readWholeParam } from './whole-param';
import { sameByJson, wholeChip, type ValueKindCodec } from './value-kind-codec';

/** The value of `DateMulti`: both days inclusive; an open end is only sent once both are given. */
export type DateRangeValue = { kind: 'date_range'; from: string | null; to: string | null };

/** `DateMulti`: `2026-01-01..2026-02-01` (either end open) in a link, `[from, to]` on the wire. */
export const dateRangeKind: ValueKindCodec<DateRangeValue> = {
  empty: () => ({ kind: 'date_range', from: null, to: null }),
  isEmpty: (value) => value.from === null && value.to === null,
  same: sameByJson,
  fromWire(_filter, wire) {
    const range = dateRangeValueSchema.safeParse(wire);
    return range.success ? { kind: 'date_range', from: range.data[0], to: range.data[1] } : null;
  },
  // A range missing an end is still being entered: nothing is sent until both days are there.
  toWire: (_filter, value) => (value.from === null || value.to === null ? undefined : [value.from, value.to]),
  fromUrl: (filter, raw) =>
    readWholeParam(
      filter,
      raw,
      dateRangeKind.empty(),
      (text) => {
        const range = readRange(text, readDay);
        return range && { kind: 'date_range', from: range[0], to: range[1] };
      },
      'not a date range (YYYY-MM-DD..YYYY-MM-DD)',
    ),
  toUrl: (value) => rangeText(value.from, value.to),
  chips: (filter, value) => [wholeChip(filter, rangeWords(value.from, value.to, 'today'))],
};
