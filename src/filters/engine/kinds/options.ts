import type { Filter, OptionKey } from '../../../contract/filters';
import { decodeOptionsParam } from './options-from-url';
import { optionKeyToken } from '../url-token';
import { isSingleChoice, isV1Orderby } from '../value-kind';
import { optionsFromWire, type OptionsValue } from './options-wire';
import { sameByJson, wholeChip, type ChipWording, type ValueChip, type ValueKindCodec } from './value-kind-codec';

export type { OptionsValue } from './options-wire';

function chips(filter: Filter, value: OptionsValue, wording: ChipWording): ValueChip<OptionsValue>[] {
  // Options behind an `api_url` have their labels with the service: one chip says how many.
  if (value.keys.length === 0 || filter.component_data.api_url) {
    return [wholeChip(filter, value.keys.length === 0 ? 'none' : `${value.keys.length} selected`)];
  }
  const items = filter.component_data.items ?? [];
  const labelOf = (key: OptionKey) => wording.option(items.find((item) => item.key === key) ?? { key });
  return value.keys.map((key) => ({
    ...wholeChip(filter, labelOf(key)),
    id: `${filter.key}:${key}`,
    without: { kind: 'options', keys: value.keys.filter((other) => other !== key) },
  }));
}

/** Option lists (every `String*` and `BooleanMulti` component, the v1 sort): `1,2` in a link, `[1, 2]` on the wire. */
export const optionsKind: ValueKindCodec<OptionsValue> = {
  empty: () => ({ kind: 'options', keys: [] }),
  isEmpty: (value) => value.keys.length === 0,
  same: sameByJson,
  fromWire: optionsFromWire,
  toWire(filter, value) {
    if (isV1Orderby(filter)) return String(value.keys[0]);
    return isSingleChoice(filter) ? value.keys.slice(0, 1) : value.keys;
  },
  fromUrl: decodeOptionsParam,
  toUrl: (value) => value.keys.map(optionKeyToken).join(','),
  chips,
};
