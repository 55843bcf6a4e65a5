import { useMemo } from 'react';
import type { FilterGroup } from '../../contract/filters';
import type { ApiVersion } from '../../contract/versions';
import { valueIn } from '../../filters/engine/defaults';
import type { FilterState, FilterValue } from '../../filters/engine/value-model';
import { sortFilterOf } from '../../search/sort-filter';
import type { AdGridProps } from '../ad-grid-props';
import { EndOfResults, LoadError } from '../grid-messages';
import { gridState } from '../grid-state';
import { NoResults } from '../no-results';
import { UnreadableAds } from '../unreadable-ads';
import { useLaidOutWidth } from '../use-laid-out-width';
import { AdListRows } from './ad-list-rows';
import classes from './ad-table.module.css';
import { AdTableRows } from './ad-table-rows';
import { ColumnChooser } from './column-chooser';
import { useColumnChoice } from './column-choice';
import { offeredColumns, shownColumns } from './table-columns';
import type { TableSort } from './table-sort';

/** Below this width (a phone) the table becomes a list of stacked items: nothing scrolls sideways. */
export const STACK_BELOW = 640;

/** Props of {@link AdTable}: the grid's (the same infinite query), and the tab's sort. */
export interface AdTableProps extends AdGridProps {
  /** The tab's catalogue and decoded filters; without them no header sorts yet. */
  group?: FilterGroup;
  state?: FilterState;
  version: ApiVersion;
  /** Sets one filter of the tab: a sortable header sets the sort with it, as the toolbar's sort does. */
  onFilterChange?(key: string, value: FilterValue): void;
}

/** Rows standing in for the first page while it loads. */
function LoadingRows() {
  return (
    <div className={classes.loading} role="status" aria-label="Loading ads">
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className={classes.loadingRow} />
      ))}
    </div>
  );
}

/**
 * The results as a table beside the grid (`view=table`): one row per ad, the columns this browser
 * chose, sortable headers where the service sorts by the column, and the grid's paging (the same
 * snapshot), virtualization and keyboard triage. On a phone it is a list of stacked items. Loaded
 * only when the table is shown.
 */
export function AdTable(props: AdTableProps) {
  const { ads, onRetry, unreadable = [], emptyActions, showPlatform = false } = props;
  const { group, state: filters, version, onFilterChange } = props;
  const { ref: sizeRef, width } = useLaidOutWidth<HTMLDivElement>();
  const stacked = width > 0 && width < STACK_BELOW;
  const [chosen, toggle] = useColumnChoice();
  const offered = useMemo(() => offeredColumns(showPlatform), [showPlatform]);
  const columns = useMemo(() => shownColumns(offered, chosen), [offered, chosen]);
  const sort = useMemo<TableSort | undefined>(() => {
    const filter = group && filters ? sortFilterOf(group, version) : undefined;
    return filter && filters && onFilterChange
      ? { filter, value: valueIn(filters, filter), version, onChange: onFilterChange }
      : undefined;
  }, [group, filters, version, onFilterChange]);
  const grid = gridState({ ...props, count: ads.length });
  const Rows = stacked ? AdListRows : AdTableRows;

  return (
    <div ref={sizeRef}>
      {unreadable.length > 0 && <UnreadableAds ads={unreadable} />}
      <div className={classes.bar}>
        <ColumnChooser offered={offered} chosen={chosen} onToggle={toggle} />
      </div>
      {grid.kind === 'loading' && <LoadingRows />}
      {grid.kind === 'error' && <LoadError error={grid.error} onRetry={onRetry} />}
      {grid.kind === 'empty' && <NoResults actions={emptyActions} />}
      {grid.kind === 'results' && (
        <>
          <Rows {...props} columns={columns} sort={sort} />
          <div className={classes.footer}>
            {grid.footer.kind === 'fetching' && <LoadingRows />}
            {grid.footer.kind === 'error' && <LoadError error={grid.footer.error} onRetry={onRetry} nextPage />}
            {grid.footer.kind === 'end' && <EndOfResults count={grid.footer.count} />}
          </div>
        </>
      )}
    </div>
  );
}
