import type { ComboboxItem } from '@mantine/core';
import type { Filter, FilterItem, OptionKey, OptionRecord } from '../../contract/filters';
import { actionOf } from '../engine/item-action-of';

/** The text shown for an option: its label, else its key. */
export function optionLabel(option: FilterItem | OptionRecord): string {
  return option.label ?? String(option.key);
}

/** Mantine combobox data for options; keys in `disabledKeys` come out disabled. */
export function toComboboxItems(
  options: readonly (FilterItem | OptionRecord)[],
  disabledKeys: ReadonlySet<OptionKey> = new Set(),
): ComboboxItem<OptionKey>[] {
  return options.map((option) => ({
    value: option.key,
    label: optionLabel(option),
    disabled: disabledKeys.has(option.key),
  }));
}

/**
 * Why options are disabled: names the selected DISABLE_OTHER item that locks the others
 * (DESIGN §5). `undefined` when nothing is disabled.
 */
export function disabledItemsReason(
  filter: Filter,
  selected: readonly OptionKey[],
  disabledKeys?: ReadonlySet<OptionKey>,
): string | undefined {
  if (!disabledKeys || disabledKeys.size === 0) return undefined;
  const lockingKey = selected.find((key) => actionOf(filter, key) === 'DISABLE_OTHER');
  const locking = filter.component_data.items?.find((item) => item.key === lockingKey);
  return locking ? `Unavailable while “${optionLabel(locking)}” is selected` : 'Unavailable with the current selection';
}

/** `keys` with `key` added (at the end) or removed. */
export function toggleKey(keys: readonly OptionKey[], key: OptionKey, selected: boolean): OptionKey[] {
  const rest = keys.filter((k) => k !== key);
  return selected ? [...rest, key] : rest;
}
