import { idSchema } from '../../../contract/bounded-values';
import type { Filter, OptionKey } from '../../../contract/filters';
import { V1_ORDERBY } from '../../../contract/sorting';
import type { DroppedParam } from '../dropped-param';
import type { OptionsValue } from './options-wire';
import type { UrlDecoded } from '../url-decoded';
import { allOption } from '../actions/all-option';
import { isExclusive } from '../item-action-of';
import { optionKeyToken, unescapeToken } from '../url-token';
import { isSingleChoice, isV1Orderby } from '../value-kind';

/**
 * The known keys of a filter: its inline items, or the v1 sorts for an `orderby` without items;
 * `null` when options come from the service (`api_url`) and cannot be checked here.
 */
function knownKeys(filter: Filter): OptionKey[] | null {
  const items = filter.component_data.items ?? [];
  if (items.length > 0) return items.map((item) => item.key);
  return isV1Orderby(filter) ? [...V1_ORDERBY] : null;
}

/**
 * A link token as an option key: one of the known keys, else a numeric id (within the contract's
 * `idSchema`). Options behind an `api_url` have numeric ids (DESIGN §3); a filter with neither
 * items nor `api_url` takes strings too.
 */
function resolveKey(filter: Filter, token: string, known: OptionKey[] | null): OptionKey | null {
  if (known) return known.find((key) => optionKeyToken(key) === token) ?? null;
  const id = /^-?\d{1,10}$/.test(token) ? idSchema.safeParse(Number(token) + 0) : undefined;
  if (id?.success) return id.data;
  return filter.component_data.api_url ? null : unescapeToken(token);
}

/** The keys without the filter's "All" option when specific options are given too, with a notice. */
function withoutAllBesideSpecifics(filter: Filter, keys: OptionKey[], dropped: DroppedParam[]): OptionKey[] {
  const all = allOption(filter);
  if (all === null || !keys.includes(all) || keys.length === 1) return keys;
  const label = filter.component_data.items?.find((item) => item.key === all)?.label ?? optionKeyToken(all);
  dropped.push({
    name: filter.key,
    value: optionKeyToken(all),
    reason: `${label} does not combine with other choices`,
  });
  return keys.filter((key) => key !== all);
}

/**
 * Reads `1,2` into option keys. Unknown tokens are dropped one by one; an "All" option beside
 * specific ones is dropped, and an empty list of a filter with one means "All"; an option that
 * stands alone (DESELECT_OTHER, DISABLE_OTHER) or a single-choice filter keeps the first key only.
 * A list with nothing usable left is dropped whole (the default stays).
 */
export function decodeOptionsParam(filter: Filter, raw: string): UrlDecoded<OptionsValue> {
  const name = filter.key;
  const label = filter.label ?? filter.key;
  const known = knownKeys(filter);
  const dropped: DroppedParam[] = [];
  let keys: OptionKey[] = [];
  for (const token of raw.split(',').filter((part) => part !== '')) {
    const key = resolveKey(filter, token, known);
    if (key === null) dropped.push({ name, value: token, reason: `not an option of ${label}` });
    else if (!keys.includes(key)) keys.push(key);
  }
  if (raw !== '' && keys.length === 0) return { value: null, dropped };
  keys = withoutAllBesideSpecifics(filter, keys, dropped);
  const all = allOption(filter);
  if (keys.length === 0 && all !== null) return { value: { kind: 'options', keys: [all] }, dropped };
  const first = keys[0];
  const alone = isSingleChoice(filter) || keys.some((key) => isExclusive(filter, key));
  if (first !== undefined && alone && keys.length > 1) {
    const lead = keys.find((key) => isExclusive(filter, key)) ?? first;
    for (const key of keys.filter((other) => other !== lead)) {
      dropped.push({ name, value: optionKeyToken(key), reason: `${label} takes only one of these choices` });
    }
    return { value: { kind: 'options', keys: [lead] }, dropped };
  }
  return { value: { kind: 'options', keys }, dropped };
}
