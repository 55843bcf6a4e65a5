import { memo, useRef } from 'react';
import { useAdActions } from '../ad-actions-context';
import { adLabel } from '../ad-label';
import { AdMedia } from '../ad-media';
import { AdCell } from './ad-cell';
import classes from './ad-table.module.css';
import type { AdRowProps, AdTableRowsProps } from './ad-table-rows';
import { rowOpenHandlers } from './row-open';
import { useAdRows } from './use-ad-rows';

/** Height of an item not measured yet: thumbnail and title, two columns of facts, the actions. */
const ITEM_ESTIMATE = 230;
/** Rows measured in the table say nothing of the list's items. */
const LIST_MEASURE_KEY = -1;

/** The columns an item states in its head rather than in its facts. */
const IN_HEAD = new Set(['media', 'title', 'advertiser']);

/** One ad as a focusable stacked item: thumbnail, title and advertiser, then each chosen column as a fact. */
const AdListItem = memo(function AdListItem({ ad, index, columns, onOpen, measureRow }: AdRowProps) {
  const actions = useAdActions();
  const shown = new Set(columns.map((column) => column.id));
  const facts = columns.filter((column) => !IN_HEAD.has(column.id));
  return (
    <li
      ref={measureRow}
      data-index={index}
      data-ad={`${ad.platform}:${ad.id}`}
      tabIndex={0}
      className={classes.item}
      {...rowOpenHandlers(ad, onOpen)}
    >
      {shown.has('media') && (
        <div className={classes.itemThumb}>
          <AdMedia media={ad.media[0]} alt={adLabel(ad)} />
        </div>
      )}
      <div className={classes.itemHead} style={shown.has('media') ? undefined : { gridColumn: '1 / -1' }}>
        <h3 className={classes.itemTitle}>{adLabel(ad)}</h3>
        {shown.has('advertiser') && <div className={classes.dimmed}>{ad.owner.name}</div>}
      </div>
      {facts.length > 0 && (
        <dl className={classes.facts}>
          {facts.map((column) => (
            <div key={column.id} className={classes.fact}>
              <dt>{column.label}</dt>
              <dd>
                <AdCell column={column.id} ad={ad} thumbClass={classes.itemThumb} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      <div className={classes.itemActions}>{actions.renderAdActions(ad, 'card')}</div>
      {actions.renderCardCover?.(ad)}
    </li>
  );
});

/**
 * The table's rows on a phone: a list with one stacked item per ad, so nothing scrolls sideways;
 * virtualized and keyboard-driven as the table is. The search's sort is the toolbar's here.
 */
export function AdListRows(props: AdTableRowsProps) {
  const { ads, columns, onOpenAd, hasNextPage, isFetching, error, stale = false, onLoadMore, ref } = props;
  const body = useRef<HTMLUListElement>(null);
  const { rows, totalHeight, measureRow } = useAdRows({
    ads,
    estimate: ITEM_ESTIMATE,
    measureKey: LIST_MEASURE_KEY - columns.length,
    body,
    canLoad: hasNextPage && !stale && !isFetching && !error,
    onLoadMore,
    ref,
  });
  const top = rows[0]?.start ?? 0;
  const bottom = totalHeight - (rows.at(-1)?.end ?? 0);

  return (
    <ul
      ref={body}
      aria-label="Ads"
      aria-busy={props.isFetchingNextPage || stale}
      data-stale={stale || undefined}
      className={classes.list}
      style={{ paddingTop: top, paddingBottom: bottom }}
    >
      {rows.map((row) => (
        <AdListItem
          key={`${ads[row.index]!.platform}:${ads[row.index]!.id}`}
          ad={ads[row.index]!}
          index={row.index}
          columns={columns}
          onOpen={onOpenAd}
          measureRow={measureRow}
        />
      ))}
    </ul>
  );
}
