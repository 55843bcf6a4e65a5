import { MultiSelect } from '@mantine/core';
import type { OptionKey } from '../../contract/filters';
import type { ValueOfKind } from '../engine/value-model';
import { disabledItemsReason, toComboboxItems } from './option-items';
import { renderOptionWithReason } from './option-with-reason';
import type { WidgetProps } from './widget-props';

/** `StringMultiSearchable`: a long inline option list, filtered as the user types. */
export function StringMultiSearchable({ id, filter, value, onChange, disabledKeys, disabled }: WidgetProps<ValueOfKind<'options'>>) {
  const reason = disabledItemsReason(filter, value.keys, disabledKeys);
  return (
    <MultiSelect<OptionKey>
      id={id}
      label={filter.label ?? filter.key}
      description={filter.description}
      placeholder={value.keys.length === 0 ? (filter.placeholder ?? undefined) : undefined}
      data={toComboboxItems(filter.component_data.items ?? [], disabledKeys)}
      value={value.keys}
      onChange={(keys) => onChange({ kind: 'options', keys })}
      renderOption={renderOptionWithReason(reason)}
      disabled={disabled}
      searchable
      clearable
      nothingFoundMessage="No matches"
      size="xs"
    />
  );
}
