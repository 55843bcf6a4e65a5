import { memo, useId, type ReactNode } from 'react';
import { Group, Text } from '@mantine/core';
import type { Filter, FilterGroup, OptionKey } from '../contract/filters';
import type { ApiVersion } from '../contract/versions';
import { valueIn } from '../filters/engine/defaults';
import { sameValue } from '../filters/engine/same-value';
import type { FilterState, FilterValue } from '../filters/engine/value-model';
import { sortFilterOf } from '../search/sort-filter';
import { resultsStatus, type ResultsProgress } from './results-status';
import classes from './results-toolbar.module.css';
import { lazyPart } from '../ui/lazy-part';

/**
 * `FilterWidget` (the sort), loaded with the widgets when first shown; a stand-in of its size
 * holds its place until then. A server-drawn page preloads it (`preloadFirstScreenParts`).
 */
export const LazyFilterWidget = lazyPart(() => import('../filters/filter-widget'), 'FilterWidget', <SortStandIn />, {
  inlineOncePreloaded: true,
});

const NO_KEYS: ReadonlySet<OptionKey> = new Set();

/** The sort's name: its only control is the toolbar's (the filter panel leaves the sort out). */
export const TOOLBAR_SORT_LABEL = 'Sort results by';

/** Props of `ResultsToolbar`. */
export interface ResultsToolbarProps {
  /** The tab's catalogue; without it (or without `state`) only the status shows. */
  group: FilterGroup | undefined;
  /** The tab's decoded filters. */
  state: FilterState | undefined;
  /** The connected layout: v2 sorts with `advanced_order`, v1 with `orderby`. */
  version: ApiVersion;
  progress: ResultsProgress;
  /**
   * Sets one filter of the tab, as the filter panel does; the sort calls it with its own key. A
   * stable function (the tab's `setFilter`) spares the sort a render when only the results change.
   */
  onChange(key: string, value: FilterValue): void;
  /** Controls beside the sort (export). @default none */
  actions?: ReactNode;
}

/**
 * Stands in for the sort while the widgets load apart from the first page: its label over a locked
 * field, in plain elements (a Mantine input here would bring every input part into the first load).
 */
function SortStandIn() {
  return (
    <div className={classes.standIn} aria-hidden="true">
      <span className={classes.standInLabel}>{TOOLBAR_SORT_LABEL}</span>
      <span className={classes.standInField} />
    </div>
  );
}

/** Props of {@link ToolbarSort}. */
interface ToolbarSortProps {
  id: string;
  sort: Filter;
  value: FilterValue;
  onChange(key: string, value: FilterValue): void;
}

/**
 * The tab's sort: renders again only when the sort, its value or the setter changes, not with
 * every change of the results and their status around it (its select is a deep tree).
 */
const ToolbarSort = memo(
  function ToolbarSort({ id, sort, value, onChange }: ToolbarSortProps) {
    return (
      <div className={classes.sort}>
        <LazyFilterWidget
          id={id}
          filter={sort}
          label={TOOLBAR_SORT_LABEL}
          value={value}
          onChange={(next) => onChange(sort.key, next)}
          disabledKeys={NO_KEYS}
        />
      </div>
    );
  },
  (previous, next) =>
    previous.id === next.id &&
    previous.sort === next.sort &&
    previous.onChange === next.onChange &&
    sameValue(previous.value, next.value),
);

/** A compact bar over the results: how far they go, and the tab's sort at hand. */
export function ResultsToolbar({ group, state, version, progress, onChange, actions }: ResultsToolbarProps) {
  const id = useId();
  const sort = group && state ? sortFilterOf(group, version) : undefined;
  return (
    <section aria-label="Results toolbar" className={classes.bar}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Text size="sm" c="dimmed" role="status">
          {resultsStatus(progress)}
        </Text>
        <Group gap="sm" align="flex-end">
          {actions}
          {sort && state ? (
            <ToolbarSort id={`${id}sort`} sort={sort} value={valueIn(state, sort)} onChange={onChange} />
          ) : (
            // Until the catalogue is known (a page rendered on the server without it), the sort's
            // room is kept, so nothing below moves when it arrives.
            !(group && state) && (
              <div className={classes.sort}>
                <SortStandIn />
              </div>
            )
          )}
        </Group>
      </Group>
    </section>
  );
}
