import type { Filter, OptionKey } from '../../contract/filters';
import { V1_ORDERBY } from '../../contract/sorting';
import type { DroppedParam } from './dropped-param';
import type { UrlDecoded } from './url-decoded';
import { isExclusive } from './item-action-of';
import { optionKeyToken, unescapeToken } from './url-token';
import { isSingleChoice, isV1Orderby } from './value-kind';

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
 * A link token as an option key: one of the known keys, else a numeric id. Options behind an
 * `api_url` have numeric ids (DESIGN §3); a filter with neither items nor `api_url` takes strings too.
 */
function resolveKey(filter: Filter, token: string, known: OptionKey[] | null): OptionKey | null {
  if (known) return known.find((key) => optionKeyToken(key) === token) ?? null;
  if (/^-?\d{1,15}$/.test(token)) return Number(token) + 0;
  return filter.component_data.api_url ? null : unescapeToken(token);
}

/**
 * Reads `1,2` into option keys. Unknown tokens are dropped one by one; an option that stands
 * alone (DESELECT_OTHER, DISABLE_OTHER) or a single-choice filter keeps the first key only.
 * A list with nothing usable left is dropped whole (the default stays).
 */
export function decodeOptionsParam(filter: Filter, raw: string): UrlDecoded {
  const name = filter.key;
  const label = filter.label ?? filter.key;
  const known = knownKeys(filter);
  const dropped: DroppedParam[] = [];
  const keys: OptionKey[] = [];
  for (const token of raw.split(',').filter((part) => part !== '')) {
    const key = resolveKey(filter, token, known);
    if (key === null) dropped.push({ name, value: token, reason: `not an option of ${label}` });
    else if (!keys.includes(key)) keys.push(key);
  }
  const first = keys[0];
  const alone = isSingleChoice(filter) || keys.some((key) => isExclusive(filter, key));
  if (first !== undefined && alone && keys.length > 1) {
    const lead = keys.find((key) => isExclusive(filter, key)) ?? first;
    for (const key of keys.filter((other) => other !== lead)) {
      dropped.push({ name, value: optionKeyToken(key), reason: `${label} takes only one of these choices` });
    }
    return { value: { kind: 'options', keys: [lead] }, dropped };
  }
  if (raw !== '' && keys.length === 0) return { value: null, dropped };
  return { value: { kind: 'options', keys }, dropped };
}
