import { useEffect, useRef } from 'react';
import { Accordion, Button, Stack, Text, Title } from '@mantine/core';
import type { Connection } from '../client/connection';
import type { FilterGroup } from '../contract/filters';
import type { SearchPlatform } from '../contract/platforms';
import { valueIn } from './engine/defaults';
import type { FilterState, FilterValue } from './engine/value-model';
import classes from './panel/filter-panel.module.css';
import { FilterRow } from './panel/filter-row';
import { replayEarlyToggles } from './panel/replay-early-toggles';
import { useRevealedCount } from './panel/use-revealed-count';

/** Props of `FilterPanel`: the group to render, its state, and the store's actions. */
export interface FilterPanelProps {
  group: FilterGroup;
  state: FilterState;
  platform: SearchPlatform;
  /** Where API-backed options are looked up. */
  connection: Connection;
  /** The store runs `changeFilter` and shows the effects it reports. */
  onChange(key: string, value: FilterValue): void;
  onReset(key: string): void;
  onClearAll(): void;
  /**
   * Mount every row in the first render, not a few a commit: the panel hydrates the server's
   * markup, which draws the whole panel so that every filter is there at the first paint.
   * @default false
   */
  whole?: boolean;
}

/**
 * Every filter of a platform's group, in the service's order: locked filters say why, resettable
 * ones have a reset control, and "Clear all" puts every filter back to its default. A group with
 * `collapse` folds its filters under its label (open at first). A long group mounts a few rows a
 * commit (`useRevealedCount`), unless it is drawn `whole`.
 */
export function FilterPanel(props: FilterPanelProps) {
  const { group, state, platform, connection, onChange, onReset, onClearAll, whole = false } = props;
  const revealed = useRevealedCount(group.filters.length, undefined, whole);
  const panel = useRef<HTMLElement>(null);
  // A panel hydrated from the server's markup takes the boxes ticked before it was (a no-op for
  // one the browser mounted: its inputs are as React drew them).
  useEffect(() => {
    if (panel.current) replayEarlyToggles(panel.current);
  }, []);
  const rows = (
    <Stack gap="sm">
      {group.description && (
        <Text size="xs" c="dimmed">
          {group.description}
        </Text>
      )}
      {group.filters.slice(0, revealed).map((filter) => (
        <FilterRow
          key={filter.key}
          filter={filter}
          value={valueIn(state, filter)}
          platform={platform}
          connection={connection}
          onChange={onChange}
          onReset={onReset}
        />
      ))}
    </Stack>
  );
  const clearAll = (
    <Button variant="subtle" size="compact-xs" onClick={onClearAll} className={classes.clearAll}>
      Clear all
    </Button>
  );
  if (group.collapse) {
    return (
      <section ref={panel} aria-label={group.label}>
        <div className={classes.header}>{clearAll}</div>
        <Accordion defaultValue="filters" variant="contained">
          <Accordion.Item value="filters">
            <Accordion.Control>{group.label}</Accordion.Control>
            <Accordion.Panel>{rows}</Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      </section>
    );
  }
  return (
    <section ref={panel} aria-label={group.label}>
      <Stack gap="sm">
        <div className={classes.header}>
          <Title order={2} size="h5">
            {group.label}
          </Title>
          {clearAll}
        </div>
        {rows}
      </Stack>
    </section>
  );
}
