import { memo, useRef } from 'react';
import type { AdSummary } from '../../contract/ads';
import { useAdActions } from '../ad-actions-context';
import type { AdGridProps } from '../ad-grid-props';
import { AdCell } from './ad-cell';
import classes from './ad-table.module.css';
import { rowOpenHandlers } from './row-open';
import { ACTIONS_WIDTH, type TableColumn } from './table-columns';
import { headerSort, type TableSort } from './table-sort';
import { StickyScrollbar } from './sticky-scrollbar';
import { useAdRows } from './use-ad-rows';

/** Height of a row not measured yet: its 56 px thumbnail, padding and rule. */
const ROW_ESTIMATE = 73;

/** Props of {@link AdTableRows}. */
export interface AdTableRowsProps extends AdGridProps {
  columns: readonly TableColumn[];
  sort: TableSort | undefined;
}

/** Props of one ad's row in the table, or item in the list. */
export interface AdRowProps {
  ad: AdSummary;
  index: number;
  columns: readonly TableColumn[];
  onOpen(ad: AdSummary): void;
  measureRow(element: HTMLElement | null): (() => void) | undefined;
}

/**
 * One ad as a focusable row: its actions (select, save, hide, compare) first, then the chosen
 * columns. Memoized: a scroll step that only moves rows renders none of them.
 */
const AdTableRow = memo(function AdTableRow({ ad, index, columns, onOpen, measureRow }: AdRowProps) {
  const actions = useAdActions();
  return (
    <tr
      ref={measureRow}
      data-index={index}
      data-ad={`${ad.platform}:${ad.id}`}
      aria-rowindex={index + 2}
      tabIndex={0}
      className={classes.row}
      {...rowOpenHandlers(ad, onOpen)}
    >
      <td>
        {actions.renderAdActions(ad, 'card')}
        {actions.renderCardCover?.(ad)}
      </td>
      {columns.map((column) => (
        <td key={column.id} className={column.numeric ? classes.numeric : undefined}>
          <AdCell column={column.id} ad={ad} thumbClass={classes.thumb} />
        </td>
      ))}
    </tr>
  );
});

/** A column's header: its label, a button that sorts the search where the service sorts by it. */
function ColumnHeader({ column, sort }: { column: TableColumn; sort: TableSort | undefined }) {
  const header = headerSort(column.label, column.sort, sort);
  return (
    <th scope="col" aria-sort={header?.ariaSort} className={column.numeric ? classes.numeric : undefined}>
      {header ? (
        <button
          type="button"
          className={classes.sortButton}
          title={header.action}
          onClick={() => sort?.onChange(sort.filter.key, header.next)}
        >
          {column.label}
          <span className={classes.sortMark} aria-hidden>
            {header.ariaSort === 'ascending' ? '▲' : header.ariaSort === 'descending' ? '▼' : '↕'}
          </span>
        </button>
      ) : (
        column.label
      )}
    </th>
  );
}

/**
 * The loaded ads as rows of a real table: a header row of the chosen columns (sortable ones as
 * buttons with `aria-sort`), then only the rows near the window, with spacer rows keeping the
 * table as tall as every row.
 */
export function AdTableRows(props: AdTableRowsProps) {
  const { ads, columns, sort, onOpenAd, hasNextPage, isFetching, error, stale = false, onLoadMore, ref } = props;
  const body = useRef<HTMLTableSectionElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const { rows, totalHeight, measureRow } = useAdRows({
    ads,
    estimate: ROW_ESTIMATE,
    measureKey: columns.length,
    body,
    canLoad: hasNextPage && !stale && !isFetching && !error,
    onLoadMore,
    ref,
  });
  const top = rows[0]?.start ?? 0;
  const bottom = totalHeight - (rows.at(-1)?.end ?? 0);
  const span = columns.length + 1;
  const minWidth = ACTIONS_WIDTH + columns.reduce((sum, column) => sum + column.width, 0);

  return (
    <>
      <div
        ref={scroller}
        className={classes.scroller}
        data-stale={stale || undefined}
        aria-busy={props.isFetchingNextPage || stale}
      >
        <table className={classes.table} style={{ minWidth }} aria-rowcount={hasNextPage ? -1 : ads.length + 1}>
          <caption className={classes.caption}>Ads</caption>
          <colgroup>
            <col style={{ width: ACTIONS_WIDTH }} />
            {columns.map((column) => (
              <col key={column.id} style={{ width: column.width }} />
            ))}
          </colgroup>
          <thead>
            <tr aria-rowindex={1}>
              <th scope="col">Actions</th>
              {columns.map((column) => (
                <ColumnHeader key={column.id} column={column} sort={sort} />
              ))}
            </tr>
          </thead>
          <tbody ref={body}>
            {top > 0 && (
              <tr className={classes.spacer} aria-hidden>
                <td colSpan={span} style={{ height: top }} />
              </tr>
            )}
            {rows.map((row) => (
              <AdTableRow
                key={`${ads[row.index]!.platform}:${ads[row.index]!.id}`}
                ad={ads[row.index]!}
                index={row.index}
                columns={columns}
                onOpen={onOpenAd}
                measureRow={measureRow}
              />
            ))}
            {bottom > 0 && (
              <tr className={classes.spacer} aria-hidden>
                <td colSpan={span} style={{ height: bottom }} />
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <StickyScrollbar scroller={scroller} />
    </>
  );
}
