import type { Filter, FilterGroup, ItemAction, OptionKey } from '../../contract/filters';
import { defaultValue, isEmptyValue } from './defaults';
import { findFilter } from './value-kind';

/** What made an effect happen: the filter the user changed, the option chosen, and its action. */
export interface EffectCause {
  filterKey: string;
  /** The option whose choice triggered the action; absent for "you cleared this filter". */
  itemKey?: OptionKey;
  action: ItemAction;
}

/**
 * A change the engine made beyond the one asked for, so the UI can explain it: another filter
 * reset to its default, or options of a filter deselected.
 */
export type FilterEffect =
  | { kind: 'reset'; filterKey: string; cause: EffectCause }
  | { kind: 'deselected'; filterKey: string; itemKeys: OptionKey[]; cause: EffectCause };

function filterLabel(filter: Filter | undefined, key: string): string {
  return filter?.label ?? key;
}

function itemLabel(filter: Filter | undefined, key: OptionKey): string {
  const item = filter?.component_data.items?.find((candidate) => candidate.key === key);
  return item?.label ?? String(key);
}

// Made on first use: making it loads its locale data (10–14 ms in Chromium), which the
// page's start need not wait for.
let listFormat: Intl.ListFormat | undefined;

function causePhrase(cause: EffectCause, group: FilterGroup): string {
  const filter = findFilter(group, cause.filterKey);
  if (cause.action === 'RESET_RELATION_ON_EMPTY') return `you cleared ${filterLabel(filter, cause.filterKey)}`;
  if (cause.itemKey === undefined) return `you set ${filterLabel(filter, cause.filterKey)}`;
  return `you chose ${itemLabel(filter, cause.itemKey)}`;
}

/** One sentence for the UI, e.g. "Placements cleared because you chose All networks". */
export function describeEffect(effect: FilterEffect, group: FilterGroup): string {
  const filter = findFilter(group, effect.filterKey);
  const because = causePhrase(effect.cause, group);
  switch (effect.kind) {
    case 'reset': {
      const outcome = filter && !isEmptyValue(defaultValue(filter)) ? 'reset to default' : 'cleared';
      return `${filterLabel(filter, effect.filterKey)} ${outcome} because ${because}`;
    }
    case 'deselected': {
      listFormat ??= new Intl.ListFormat('en', { type: 'conjunction' });
      const items = listFormat.format(effect.itemKeys.map((key) => itemLabel(filter, key)));
      return `${items} deselected because ${because}`;
    }
  }
}
