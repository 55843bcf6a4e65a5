import type { NumberType } from '../../contract/bounded-values';

/** The type of the column each number filter compares with (`migrations.ts`); its values must fit it. */
const NUMBER_COLUMNS: Record<string, NumberType> = {
  days_running: 'int4',
  traffic: 'int4',
  impressions: 'int8',
};

/** The column type a number filter's value must fit; `int4`, the narrowest, for a key not listed. */
export function numberTypeOf(key: string): NumberType {
  return Object.hasOwn(NUMBER_COLUMNS, key) ? NUMBER_COLUMNS[key]! : 'int4';
}
