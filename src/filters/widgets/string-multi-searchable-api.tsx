import { Loader, MultiSelect } from '@mantine/core';
import type { OptionKey } from '../../contract/filters';
import { apiDropdownMessage } from './api-dropdown-message';
import type { ApiWidgetProps } from './api-widget-props';
import { disabledItemsReason } from './option-items';
import { renderOptionWithReason } from './option-with-reason';
import { useApiOptions } from './use-api-options';

/** `StringMultiSearchableApi` (and its alias `StringMultiApi`): type-ahead multi-select over API-backed options. */
export function StringMultiSearchableApi({ id, filter, value, onChange, disabledKeys, disabled, loadOptions }: ApiWidgetProps) {
  const options = useApiOptions(loadOptions, value.keys, disabledKeys);
  const reason = disabledItemsReason(filter, value.keys, disabledKeys);
  return (
    <MultiSelect<OptionKey>
      id={id}
      label={filter.label ?? filter.key}
      description={filter.description}
      placeholder={value.keys.length === 0 ? (filter.placeholder ?? undefined) : undefined}
      data={options.data}
      value={value.keys}
      onChange={(keys) => {
        options.remember(keys);
        onChange({ kind: 'options', keys });
      }}
      searchValue={options.search}
      onSearchChange={options.setSearch}
      filter={({ options: matches }) => matches}
      renderOption={renderOptionWithReason(reason)}
      rightSection={options.fetching ? <Loader size={14} aria-label="Loading options" /> : undefined}
      nothingFoundMessage={apiDropdownMessage(options.status, options.fetching)}
      disabled={disabled}
      hidePickedOptions
      searchable
      clearable
      size="xs"
    />
  );
}
