import { Checkbox } from '@mantine/core';
import type { ValueOfKind } from '../engine/value-model';
import { OptionGroupField } from './option-group-field';
import { disabledItemsReason, optionLabel, toggleKey } from './option-items';
import type { WidgetProps } from './widget-props';

/** `BooleanMulti`: yes/no-style options as checkboxes; checking both means either. */
export function BooleanMulti({ id, filter, value, onChange, disabledKeys, disabled }: WidgetProps<ValueOfKind<'options'>>) {
  const reason = disabledItemsReason(filter, value.keys, disabledKeys);
  return (
    <OptionGroupField id={id} filter={filter} disabledReason={reason}>
      {(filter.component_data.items ?? []).map((item) => {
        const locked = disabledKeys?.has(item.key) ?? false;
        return (
          <Checkbox
            key={String(item.key)}
            size="xs"
            label={optionLabel(item)}
            checked={value.keys.includes(item.key)}
            onChange={(event) => onChange({ kind: 'options', keys: toggleKey(value.keys, item.key, event.currentTarget.checked) })}
            disabled={disabled || locked}
            aria-describedby={locked ? `${id}-reason` : undefined}
          />
        );
      })}
    </OptionGroupField>
  );
}
