import { Select } from '@mantine/core';
import type { OptionKey } from '../../contract/filters';
import type { ValueOfKind } from '../engine/value-model';
import { disabledItemsReason, toComboboxItems } from './option-items';
import { renderOptionWithReason } from './option-with-reason';
import type { WidgetProps } from './widget-props';

/** Props of `StringSingle`; `searchable` (default `false`) filters the list as the user types. */
export interface StringSingleProps extends WidgetProps<ValueOfKind<'options'>> {
  searchable?: boolean;
}

/** `StringSingle`: one option of an inline list, or none (choosing the selected one again clears it). */
export function StringSingle({ id, filter, value, onChange, disabledKeys, disabled, searchable = false }: StringSingleProps) {
  const reason = disabledItemsReason(filter, value.keys, disabledKeys);
  return (
    <Select<OptionKey>
      id={id}
      label={filter.label ?? filter.key}
      description={filter.description}
      placeholder={filter.placeholder ?? undefined}
      data={toComboboxItems(filter.component_data.items ?? [], disabledKeys)}
      value={value.keys[0] ?? null}
      onChange={(key) => onChange({ kind: 'options', keys: key === null ? [] : [key] })}
      renderOption={renderOptionWithReason(reason)}
      disabled={disabled}
      searchable={searchable}
      nothingFoundMessage="No matches"
      clearable
      size="xs"
    />
  );
}
