import { z } from '../../../contract/zod';
import { optionKeySchema, type Filter, type OptionKey } from '../../../contract/filters';
import { isSingleChoice, isV1Orderby } from '../value-kind';
import { builtOnFirstUse } from '../../../contract/built-on-first-use';

/** The value of an option filter: the chosen keys, in the order they were chosen. */
export type OptionsValue = { kind: 'options'; keys: OptionKey[] };

const keyListSchema = builtOnFirstUse(() => z.array(optionKeySchema));

/**
 * An option filter's `default` (or any wire list) as a value: the keys, one of them for a
 * single-choice filter, the v1 sort's plain string as its key; `null` when it holds no keys.
 * Its own module, so the "All" option can read a default without the registry of kinds.
 */
export function optionsFromWire(filter: Filter, wire: readonly unknown[]): OptionsValue | null {
  const first = wire[0];
  if (isV1Orderby(filter) && typeof first === 'string') return { kind: 'options', keys: [first] };
  const keys = keyListSchema.safeParse(wire);
  if (!keys.success) return null;
  return { kind: 'options', keys: isSingleChoice(filter) ? keys.data.slice(0, 1) : keys.data };
}
