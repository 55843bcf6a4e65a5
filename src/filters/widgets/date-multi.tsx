import '@mantine/dates/styles.css';
import { Stack } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { ValueOfKind } from '../engine/value-model';
import { CALENDAR_ARIA_LABELS } from './calendar-aria-labels';
import { dateRangePresets } from './date-presets';
import { TypedDateRange } from './typed-date-range';
import type { WidgetProps } from './widget-props';
import { LiveOnFirstUse } from '../../ui/live-on-first-use';

/**
 * `DateMulti`: an inclusive from–to range of `YYYY-MM-DD` days; a range missing an end is not sent.
 * Picked in a calendar beside ready-made ranges (last 7, 30, 90 days, this month, in UTC days), or
 * typed as `YYYY-MM-DD`.
 */
export function DateMulti({ id, filter, value, onChange, disabled }: WidgetProps<ValueOfKind<'date_range'>>) {
  const label = filter.label ?? filter.key;
  const presets = dateRangePresets(new Date()).map(({ label: name, from, to }) => ({
    label: name,
    value: [from, to] as [string, string],
  }));
  return (
    <Stack gap={4} align="flex-start">
      <LiveOnFirstUse>
        <DatePickerInput
          type="range"
          id={id}
          label={label}
          description={filter.description}
          placeholder={filter.placeholder ?? 'Pick dates'}
          value={[value.from, value.to]}
          onChange={([from, to]) => onChange({ kind: 'date_range', from, to })}
          valueFormat="YYYY-MM-DD"
          ariaLabels={CALENDAR_ARIA_LABELS}
          presets={presets}
          allowSingleDateInRange
          clearable
          disabled={disabled}
          size="xs"
          w="100%"
        />
      </LiveOnFirstUse>
      <TypedDateRange label={label} value={value} onChange={onChange} disabled={disabled} />
    </Stack>
  );
}
