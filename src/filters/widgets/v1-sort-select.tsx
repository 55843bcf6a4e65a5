import { Select } from '@mantine/core';
import type { OptionKey } from '../../contract/filters';
import { useDropdownOnDemand } from '../../ui/use-dropdown-on-demand';
import type { ValueOfKind } from '../engine/value-model';
import { toComboboxItems } from './option-items';
import type { WidgetProps } from './widget-props';
import { LiveOnFirstUse } from '../../ui/live-on-first-use';

/** v1 `orderby`: one sort field from the filter's items; a sort is always chosen, so it cannot be deselected. */
export function V1SortSelect({ id, filter, value, onChange, disabled, label }: WidgetProps<ValueOfKind<'options'>>) {
  const dropdown = useDropdownOnDemand();
  return (
    <LiveOnFirstUse>
      <Select<OptionKey>
        {...dropdown}
        id={id}
        label={label ?? filter.label ?? filter.key}
        description={filter.description}
        placeholder={filter.placeholder ?? 'Default order'}
        data={toComboboxItems(filter.component_data.items ?? [])}
        value={value.keys[0] ?? null}
        onChange={(key) => onChange({ kind: 'options', keys: key === null ? [] : [key] })}
        allowDeselect={false}
        disabled={disabled}
        size="xs"
      />
    </LiveOnFirstUse>
  );
}
