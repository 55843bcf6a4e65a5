import { MultiSelect } from '@mantine/core';
import type { OptionKey } from '../../contract/filters';
import { useDropdownOnDemand } from '../../ui/use-dropdown-on-demand';
import type { ValueOfKind } from '../engine/value-model';
import { toComboboxItems } from './option-items';
import { pickOnlyOptionOnEnter } from './pick-only-option';
import { selectFieldProps } from './select-field-props';
import type { WidgetProps } from './widget-props';
import { LiveOnFirstUse } from '../../ui/live-on-first-use';

/** `StringMultiSearchable`: a long inline option list, filtered as the user types. */
export function StringMultiSearchable(props: WidgetProps<ValueOfKind<'options'>>) {
  const { filter, value, onChange, disabledKeys } = props;
  const dropdown = useDropdownOnDemand();
  return (
    <LiveOnFirstUse>
      <MultiSelect<OptionKey>
        {...selectFieldProps(props, 'multi')}
        {...dropdown}
        data={toComboboxItems(filter.component_data.items ?? [], disabledKeys)}
        value={value.keys}
        onChange={(keys) => onChange({ kind: 'options', keys })}
        searchable
        onKeyDown={pickOnlyOptionOnEnter}
        clearable
        nothingFoundMessage="No matches"
      />
    </LiveOnFirstUse>
  );
}
