import { Loader, type OptionsFilter } from '@mantine/core';
import type { OptionKey } from '../../contract/filters';
import { apiDropdownMessage } from './api-dropdown-message';
import { pickOnlyOptionOnEnter } from './pick-only-option';
import type { ApiWidgetProps } from './api-widget-props';
import { useApiOptions } from './use-api-options';

// `useApiOptions` already lists only options that match the typed text.
const keepAll: OptionsFilter<OptionKey> = ({ options }) => options;

/**
 * Wires a Mantine Select or MultiSelect to API-backed options: the type-ahead props to spread on
 * it, and `select` to call with the next keys (it keeps their labels, then emits the value).
 */
export function useApiCombobox({ value, onChange, disabledKeys, loadOptions }: ApiWidgetProps) {
  const options = useApiOptions(loadOptions, value.keys, disabledKeys);
  return {
    select(keys: OptionKey[]) {
      options.remember(keys);
      onChange({ kind: 'options', keys });
    },
    comboboxProps: {
      data: options.data,
      searchValue: options.search,
      onSearchChange: options.setSearch,
      filter: keepAll,
      rightSection: options.fetching ? <Loader size={14} aria-label="Loading options" /> : undefined,
      nothingFoundMessage: apiDropdownMessage(options.status, options.fetching),
      searchable: true,
      onKeyDown: pickOnlyOptionOnEnter,
      clearable: true,
    },
  };
}
