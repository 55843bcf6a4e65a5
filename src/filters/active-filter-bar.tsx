import { Button } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { ActiveFilterChip } from './active-filters';
import classes from './active-filter-bar.module.css';

/** Props of `ActiveFilterBar`. */
export interface ActiveFilterBarProps {
  /** What narrows the search; the bar renders nothing without chips. */
  chips: readonly ActiveFilterChip[];
  onRemove(chip: ActiveFilterChip): void;
  onClearAll(): void;
}

/** How a chip reads: "Gender: Women", or the label alone (a switch). */
export function chipName(chip: ActiveFilterChip): string {
  return chip.text ? `${chip.label}: ${chip.text}` : chip.label;
}

/** The search's active filters as removable chips above the results, and Clear all. */
export function ActiveFilterBar({ chips, onRemove, onClearAll }: ActiveFilterBarProps) {
  if (chips.length === 0) return null;
  return (
    <section aria-label="Active filters" className={classes.bar}>
      <ul className={classes.chips}>
        {chips.map((chip) => (
          <li key={chip.id}>
            <Button
              variant="light"
              size="compact-sm"
              radius="xl"
              rightSection={<IconX size={14} aria-hidden />}
              aria-label={`Remove ${chipName(chip)}`}
              onClick={() => onRemove(chip)}
              className={classes.chip}
            >
              {chipName(chip)}
            </Button>
          </li>
        ))}
      </ul>
      <Button variant="subtle" size="compact-sm" aria-label="Clear all filters" onClick={onClearAll}>
        Clear all
      </Button>
    </section>
  );
}
