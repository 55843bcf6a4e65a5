import { Loader, Select } from '@mantine/core';
import type { OptionKey } from '../../contract/filters';
import { apiDropdownMessage } from './api-dropdown-message';
import type { ApiWidgetProps } from './api-widget-props';
import { disabledItemsReason } from './option-items';
import { renderOptionWithReason } from './option-with-reason';
import { useApiOptions } from './use-api-options';

/** `StringSingleSearchableApi`: type-ahead single select over API-backed options. */
export function StringSingleSearchableApi({ id, filter, value, onChange, disabledKeys, disabled, loadOptions }: ApiWidgetProps) {
  const selectedKey = value.keys[0];
  const options = useApiOptions(loadOptions, value.keys, disabledKeys);
  const reason = disabledItemsReason(filter, value.keys, disabledKeys);
  return (
    <Select<OptionKey>
      id={id}
      label={filter.label ?? filter.key}
      description={filter.description}
      placeholder={filter.placeholder ?? undefined}
      data={options.data}
      value={selectedKey ?? null}
      onChange={(key) => {
        const keys = key === null ? [] : [key];
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
      searchable
      clearable
      size="xs"
    />
  );
}
