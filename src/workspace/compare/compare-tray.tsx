import { Button, Group, Paper, Text } from '@mantine/core';
import { MAX_COMPARED } from '../../search/compare-selection';
import classes from './compare-tray.module.css';

/** Props of {@link CompareTray}. */
export interface CompareTrayProps {
  /** How many ads are picked; the tray shows from one. */
  count: number;
  onOpen(): void;
  onClear(): void;
}

/** A bar at the foot of the window while ads are picked for comparing: how many, Open compare, Clear. */
export function CompareTray({ count, onOpen, onClear }: CompareTrayProps) {
  if (count === 0) return null;
  return (
    <Paper withBorder shadow="md" p="sm" radius="md" component="section" aria-label="Compare" className={classes.tray}>
      <Group gap="sm">
        <Text size="sm">
          {count} of {MAX_COMPARED} ads to compare
          {count < 2 && ' · pick one more'}
        </Text>
        <Button size="xs" onClick={onOpen} disabled={count < 2}>
          Open compare
        </Button>
        <Button size="xs" variant="default" onClick={onClear}>
          Clear
        </Button>
      </Group>
    </Paper>
  );
}
