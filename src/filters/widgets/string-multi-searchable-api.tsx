import { MultiSelect } from '@mantine/core';
import type { OptionKey } from '../../contract/filters';
import { useDropdownOnDemand } from '../../ui/use-dropdown-on-demand';
import type { ApiWidgetProps } from './api-widget-props';
import { selectFieldProps } from './select-field-props';
import { useApiCombobox } from './use-api-combobox';
import { LiveOnFirstUse } from '../../ui/live-on-first-use';

/** `StringMultiSearchableApi` (and its alias `StringMultiApi`): type-ahead multi-select over API-backed options. */
export function StringMultiSearchableApi(props: ApiWidgetProps) {
  const api = useApiCombobox(props);
  const dropdown = useDropdownOnDemand();
  return (
    <LiveOnFirstUse>
      <MultiSelect<OptionKey>
        {...selectFieldProps(props, 'multi')}
        {...api.comboboxProps}
        {...dropdown}
        value={props.value.keys}
        onChange={api.select}
        hidePickedOptions
      />
    </LiveOnFirstUse>
  );
}
