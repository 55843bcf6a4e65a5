import { Button, Checkbox, Popover, Stack } from '@mantine/core';
import type { ColumnId, TableColumn } from './table-columns';

/** Props of {@link ColumnChooser}. */
export interface ColumnChooserProps {
  /** The columns this search's table offers, in order. */
  offered: readonly TableColumn[];
  chosen: ReadonlySet<ColumnId>;
  onToggle(column: ColumnId): void;
}

/**
 * "Columns": a popover of checkboxes, one a column, that shows or hides it at once; a required
 * column's box is checked and locked. Keys pressed in it stay in it (it is a dialog), so typing
 * x there never selects an ad.
 */
export function ColumnChooser({ offered, chosen, onToggle }: ColumnChooserProps) {
  return (
    <Popover position="bottom-end" shadow="md" trapFocus withinPortal>
      <Popover.Target>
        <Button size="xs" variant="default">
          Columns
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={8} role="group" aria-label="Columns shown">
          {offered.map((column) => (
            <Checkbox
              key={column.id}
              size="xs"
              label={column.label}
              checked={column.required === true || chosen.has(column.id)}
              disabled={column.required}
              onChange={() => onToggle(column.id)}
            />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
