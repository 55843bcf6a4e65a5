import { Switch } from '@mantine/core';
import type { ValueOfKind } from '../engine/value-model';
import type { WidgetProps } from './widget-props';

/** `CBoolean`: one switch; on sends `[true]`, off is the empty value (no condition). */
export function CBoolean({ id, filter, value, onChange, disabled }: WidgetProps<ValueOfKind<'boolean'>>) {
  return (
    <Switch
      id={id}
      label={filter.label ?? filter.key}
      description={filter.description}
      checked={value.value === true}
      onChange={(event) => onChange({ kind: 'boolean', value: event.currentTarget.checked ? true : null })}
      disabled={disabled}
      size="sm"
    />
  );
}
