import { z } from '../../../contract/zod';
import { MAX_TEXT_LENGTH } from '../../../contract/request-limits';
import { readWholeParam } from './whole-param';
import { sameByJson, wholeChip, type ValueKindCodec } from './value-kind-codec';
import { builtOnFirstUse } from '../../../contract/built-on-first-use';

/** The value of a plain `SearchBox`: what was typed, sent trimmed. */
export type TextValue = { kind: 'text'; text: string };

const textListSchema = builtOnFirstUse(() => z.array(z.string()));

/** Plain search text (`SearchBox` without `sub_keys`): as typed in a link, `[text]` on the wire. */
export const textKind: ValueKindCodec<TextValue> = {
  empty: () => ({ kind: 'text', text: '' }),
  isEmpty: (value) => value.text.trim() === '',
  same: sameByJson,
  fromWire(_filter, wire) {
    const text = textListSchema.safeParse(wire);
    return text.success ? { kind: 'text', text: text.data[0] ?? '' } : null;
  },
  toWire: (_filter, value) => [value.text.trim()],
  fromUrl: (filter, raw) =>
    readWholeParam(
      filter,
      raw,
      textKind.empty(),
      (text) => (text.trim().length <= MAX_TEXT_LENGTH ? { kind: 'text', text } : null),
      `longer than ${MAX_TEXT_LENGTH} characters`,
    ),
  toUrl: (value) => value.text,
  chips: (filter, value) => [wholeChip(filter, value.text.trim())],
};
