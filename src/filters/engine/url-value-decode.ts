import type { Filter } from '../../contract/filters';
import { VALUE_KINDS } from './kinds/value-kinds';
import type { UrlDecoded } from './url-decoded';
import { valueKindOf } from './value-kind';
import type { FilterValue } from './value-model';

/** Reads one link parameter of `filter` (DESIGN §6) with its kind's codec; `''` is the explicit empty value. */
export function decodeUrlValue(filter: Filter, raw: string): UrlDecoded<FilterValue> {
  const kind = valueKindOf(filter);
  if (kind === null)
    return { value: null, dropped: [{ name: filter.key, value: raw, reason: 'not supported by this explorer' }] };
  return VALUE_KINDS[kind].fromUrl(filter, raw);
}
