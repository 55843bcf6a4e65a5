import '@mantine/dates/styles.css';
import { DatePickerInput } from '@mantine/dates';
import type { ValueOfKind } from '../engine/value-model';
import { CALENDAR_ARIA_LABELS } from './calendar-aria-labels';
import type { WidgetProps } from './widget-props';

/** `DateMulti`: an inclusive from–to range of `YYYY-MM-DD` days; a range missing an end is not sent. */
export function DateMulti({ id, filter, value, onChange, disabled }: WidgetProps<ValueOfKind<'date_range'>>) {
  return (
    <DatePickerInput
      type="range"
      id={id}
      label={filter.label ?? filter.key}
      description={filter.description}
      placeholder={filter.placeholder ?? 'Pick dates'}
      value={[value.from, value.to]}
      onChange={([from, to]) => onChange({ kind: 'date_range', from, to })}
      valueFormat="YYYY-MM-DD"
      ariaLabels={CALENDAR_ARIA_LABELS}
      allowSingleDateInRange
      clearable
      disabled={disabled}
      size="xs"
    />
  );
}
