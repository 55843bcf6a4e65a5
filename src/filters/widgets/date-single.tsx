import '@mantine/dates/styles.css';
import { DatePickerInput } from '@mantine/dates';
import type { ValueOfKind } from '../engine/value-model';
import { CALENDAR_ARIA_LABELS } from './calendar-aria-labels';
import type { WidgetProps } from './widget-props';
import { LiveOnFirstUse } from '../../ui/live-on-first-use';

/** `DateSingle`: one `YYYY-MM-DD` day. */
export function DateSingle({ id, filter, value, onChange, disabled }: WidgetProps<ValueOfKind<'date'>>) {
  return (
    <LiveOnFirstUse>
      <DatePickerInput
        id={id}
        label={filter.label ?? filter.key}
        description={filter.description}
        placeholder={filter.placeholder ?? 'Pick a date'}
        value={value.date}
        onChange={(date) => onChange({ kind: 'date', date })}
        valueFormat="YYYY-MM-DD"
        ariaLabels={CALENDAR_ARIA_LABELS}
        clearable
        disabled={disabled}
        size="xs"
      />
    </LiveOnFirstUse>
  );
}
