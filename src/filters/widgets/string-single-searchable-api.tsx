import { Select } from '@mantine/core';
import type { OptionKey } from '../../contract/filters';
import { useDropdownOnDemand } from '../../ui/use-dropdown-on-demand';
import type { ApiWidgetProps } from './api-widget-props';
import { selectFieldProps } from './select-field-props';
import { useApiCombobox } from './use-api-combobox';
import { LiveOnFirstUse } from '../../ui/live-on-first-use';

/** `StringSingleSearchableApi`: type-ahead single select over API-backed options. */
export function StringSingleSearchableApi(props: ApiWidgetProps) {
  const api = useApiCombobox(props);
  const dropdown = useDropdownOnDemand();
  return (
    <LiveOnFirstUse>
      <Select<OptionKey>
        {...selectFieldProps(props, 'single')}
        {...api.comboboxProps}
        {...dropdown}
        value={props.value.keys[0] ?? null}
        onChange={(key) => api.select(key === null ? [] : [key])}
      />
    </LiveOnFirstUse>
  );
}
