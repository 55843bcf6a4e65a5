import { Chip } from '@mantine/core';
import type { ValueOfKind } from '../engine/value-model';
import { OptionGroupField } from './option-group-field';
import { disabledItemsReason, optionLabel, toggleKey } from './option-items';
import type { WidgetProps } from './widget-props';

/** `StringMulti`: a short option list as toggle chips; any number may be selected. */
export function StringMulti({ id, filter, value, onChange, disabledKeys, disabled }: WidgetProps<ValueOfKind<'options'>>) {
  const reason = disabledItemsReason(filter, value.keys, disabledKeys);
  return (
    <OptionGroupField id={id} filter={filter} disabledReason={reason}>
      {(filter.component_data.items ?? []).map((item) => {
        const locked = disabledKeys?.has(item.key) ?? false;
        return (
          <Chip
            key={String(item.key)}
            size="xs"
            checked={value.keys.includes(item.key)}
            onChange={(checked) => onChange({ kind: 'options', keys: toggleKey(value.keys, item.key, checked) })}
            disabled={disabled || locked}
            aria-describedby={locked ? `${id}-reason` : undefined}
          >
            {optionLabel(item)}
          </Chip>
        );
      })}
    </OptionGroupField>
  );
}
