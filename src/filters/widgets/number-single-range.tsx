import type { ValueOfKind } from '../engine/value-model';
import { CommittedNumberInput } from './committed-number-input';
import type { WidgetProps } from './widget-props';

/**
 * `NumberSingleRange`: one lower bound, read as "at least n", committed on blur or Enter; empty
 * means no bound. Numbers outside the catalogue's `min`/`max` are refused in place.
 */
export function NumberSingleRange({ id, filter, value, onChange, disabled }: WidgetProps<ValueOfKind<'number'>>) {
  const { min, max } = filter.component_data;
  return (
    <CommittedNumberInput
      id={id}
      label={filter.label ?? filter.key}
      description={filter.description}
      placeholder={filter.placeholder ?? 'At least…'}
      leftSection="≥"
      value={value.value}
      onCommit={(next) => onChange({ kind: 'number', value: next })}
      min={min}
      max={max}
      disabled={disabled}
      size="xs"
    />
  );
}
