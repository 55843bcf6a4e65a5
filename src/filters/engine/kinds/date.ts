import { dateValueSchema, isoDateSchema } from '../../../contract/filter-values';
import { readWholeParam } from './whole-param';
import { sameByJson, wholeChip, type ValueKindCodec } from './value-kind-codec';

/** The value of `DateSingle`: a day `YYYY-MM-DD`, `null` when none is given. */
export type DateValue = { kind: 'date'; date: string | null };

/** `text` when it is a day the contract takes, else `null`. */
export function readDay(text: string): string | null {
  return isoDateSchema.safeParse(text).success ? text : null;
}

/** `DateSingle`: `2026-01-01` in a link, `['2026-01-01']` on the wire. */
export const dateKind: ValueKindCodec<DateValue> = {
  empty: () => ({ kind: 'date', date: null }),
  isEmpty: (value) => value.date === null,
  same: sameByJson,
  fromWire(_filter, wire) {
    const date = dateValueSchema.safeParse(wire);
    return date.success ? { kind: 'date', date: date.data[0] } : null;
  },
  toWire: (_filter, value) => [value.date],
  fromUrl: (filter, raw) =>
    readWholeParam(
      filter,
      raw,
      dateKind.empty(),
      (text) => (readDay(text) === null ? null : { kind: 'date', date: text }),
      'not a date (YYYY-MM-DD)',
    ),
  toUrl: (value) => value.date ?? '',
  chips: (filter, value) => [wholeChip(filter, value.date ?? 'any')],
};
