import { Button, Group, TextInput } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import type { ValueOfKind } from '../engine/value-model';
import { readTypedDay } from './typed-day';

type DateRangeValue = ValueOfKind<'date_range'>;

/** Props of {@link TypedDateRange}. */
export interface TypedDateRangeProps {
  /** The filter's label, naming the two fields ("First seen from", "First seen to"). */
  label: string;
  value: DateRangeValue;
  onChange(next: DateRangeValue): void;
  /** @default false */
  disabled?: boolean;
}

/**
 * Typed entry of a date range: "Type dates" opens two fields taking `YYYY-MM-DD`, and Enter (or
 * Apply) sets the range once both read as days and the end does not come before the start; each
 * field says what is wrong with it otherwise. A change of the range from elsewhere (the calendar,
 * a preset, a link) shows in the fields.
 */
export function TypedDateRange({ label, value, onChange, disabled = false }: TypedDateRangeProps) {
  const id = useId();
  const [opened, setOpened] = useState(false);
  const [shown, setShown] = useState(value);
  const [from, setFrom] = useState(value.from ?? '');
  const [to, setTo] = useState(value.to ?? '');
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});
  // Adjusting state while rendering: a range set elsewhere replaces what was typed.
  if (shown.from !== value.from || shown.to !== value.to) {
    setShown(value);
    setFrom(value.from ?? '');
    setTo(value.to ?? '');
    setErrors({});
  }

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const start = readTypedDay(from);
    const end = readTypedDay(to);
    const next = {
      from: start.ok ? undefined : start.error,
      to: end.ok ? undefined : end.error,
    };
    if (start.ok && end.ok && start.day && end.day && end.day < start.day) next.to = 'The end comes before the start';
    setErrors(next);
    if (start.ok && end.ok && !next.to) onChange({ kind: 'date_range', from: start.day, to: end.day });
  };

  return (
    <>
      <Button
        variant="subtle"
        size="compact-xs"
        aria-expanded={opened}
        aria-controls={`${id}form`}
        onClick={() => setOpened((open) => !open)}
        disabled={disabled}
      >
        {opened ? 'Hide typed dates' : 'Type dates'}
      </Button>
      {opened && (
        <form id={`${id}form`} onSubmit={apply} noValidate aria-label={`Type ${label} dates`}>
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              label="From"
              aria-label={`${label} from`}
              placeholder="YYYY-MM-DD"
              size="xs"
              inputMode="numeric"
              autoComplete="off"
              value={from}
              onChange={(event) => setFrom(event.currentTarget.value)}
              error={errors.from}
              disabled={disabled}
            />
            <TextInput
              label="To"
              aria-label={`${label} to`}
              placeholder="YYYY-MM-DD"
              size="xs"
              inputMode="numeric"
              autoComplete="off"
              value={to}
              onChange={(event) => setTo(event.currentTarget.value)}
              error={errors.to}
              disabled={disabled}
            />
          </Group>
          <Button type="submit" size="compact-xs" variant="light" mt={6} disabled={disabled}>
            Apply dates
          </Button>
        </form>
      )}
    </>
  );
}
