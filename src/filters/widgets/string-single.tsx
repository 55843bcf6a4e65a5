import { Select } from '@mantine/core';
import type { OptionKey } from '../../contract/filters';
import { useDropdownOnDemand } from '../../ui/use-dropdown-on-demand';
import type { ValueOfKind } from '../engine/value-model';
import { toComboboxItems } from './option-items';
import { pickOnlyOptionOnEnter } from './pick-only-option';
import { selectFieldProps } from './select-field-props';
import type { WidgetProps } from './widget-props';
import { LiveOnFirstUse } from '../../ui/live-on-first-use';

/** Props of `StringSingle`; `searchable` (default `false`) filters the list as the user types. */
export interface StringSingleProps extends WidgetProps<ValueOfKind<'options'>> {
  searchable?: boolean;
}

/** `StringSingle`: one option of an inline list, or none (choosing the selected one again clears it). */
export function StringSingle({ searchable = false, ...props }: StringSingleProps) {
  const { filter, value, onChange, disabledKeys } = props;
  const dropdown = useDropdownOnDemand();
  return (
    <LiveOnFirstUse>
      <Select<OptionKey>
        {...selectFieldProps(props, 'single')}
        {...dropdown}
        data={toComboboxItems(filter.component_data.items ?? [], disabledKeys)}
        value={value.keys[0] ?? null}
        onChange={(key) => onChange({ kind: 'options', keys: key === null ? [] : [key] })}
        searchable={searchable}
        onKeyDown={searchable ? pickOnlyOptionOnEnter : undefined}
        nothingFoundMessage="No matches"
        clearable
      />
    </LiveOnFirstUse>
  );
}
