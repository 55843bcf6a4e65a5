import type { SortDirection, V1Orderby, V2Orderby } from '../../contract/sorting';

/** The columns the results table can show, besides each row's actions. */
export const COLUMN_IDS = [
  'media',
  'advertiser',
  'title',
  'platform',
  'first_seen',
  'last_seen',
  'days_running',
  'impressions',
  'traffic',
  'views',
  'likes',
  'reposts',
  'comments',
  'upvotes',
  'countries',
] as const;
export type ColumnId = (typeof COLUMN_IDS)[number];

/**
 * How a column's header sorts the search: the v2 `advanced_order.orderby` it names (either way
 * round), and the v1 `orderby` whose one fixed order it is, where v1 has one. A header sorts only
 * where the tab's sort filter offers that key: the service sorts, never the table.
 */
export interface ColumnSort {
  v2: V2Orderby;
  v1?: { key: V1Orderby; order: SortDirection };
  /** How each direction reads: `highest first`, `newest first`. */
  words: Record<SortDirection, string>;
}

/** One column of the results table. */
export interface TableColumn {
  id: ColumnId;
  /** The header, and the name of the value in the phone's list. */
  label: string;
  /** Width in CSS pixels: the table lays out by fixed widths, so rows mounting as it scrolls never move a column. */
  width: number;
  /** Numbers align right. */
  numeric?: boolean;
  sort?: ColumnSort;
  /** Shown on cross-platform (`mega`) results only. */
  megaOnly?: boolean;
  /** Always shown: a row is named by it. */
  required?: boolean;
  /** Shown until the reader chooses otherwise. */
  byDefault: boolean;
}

const MOST = { desc: 'highest first', asc: 'lowest first' } as const;

/** Every column, in the table's order. */
export const TABLE_COLUMNS: readonly TableColumn[] = [
  { id: 'media', label: 'Media', width: 72, byDefault: true },
  { id: 'advertiser', label: 'Advertiser', width: 136, byDefault: true },
  { id: 'title', label: 'Ad', width: 220, required: true, byDefault: true },
  { id: 'platform', label: 'Platform', width: 104, megaOnly: true, byDefault: true },
  {
    id: 'first_seen',
    label: 'First seen',
    width: 112,
    byDefault: true,
    sort: {
      v2: 'first_seen',
      v1: { key: 'oldest', order: 'asc' },
      words: { desc: 'newest first', asc: 'oldest first' },
    },
  },
  { id: 'last_seen', label: 'Last seen', width: 112, byDefault: true },
  {
    id: 'days_running',
    label: 'Days running',
    width: 96,
    numeric: true,
    byDefault: true,
    sort: {
      v2: 'days_active',
      v1: { key: 'days_active', order: 'desc' },
      words: { desc: 'longest first', asc: 'shortest first' },
    },
  },
  {
    id: 'impressions',
    label: 'Impressions',
    width: 120,
    numeric: true,
    byDefault: true,
    sort: { v2: 'impressions', words: MOST },
  },
  {
    id: 'traffic',
    label: 'Visits a month',
    width: 104,
    numeric: true,
    byDefault: false,
    sort: { v2: 'web_traffic', v1: { key: 'domain.traffic', order: 'desc' }, words: MOST },
  },
  { id: 'views', label: 'Views', width: 88, numeric: true, byDefault: true },
  { id: 'likes', label: 'Likes', width: 80, numeric: true, byDefault: true },
  { id: 'reposts', label: 'Reposts', width: 96, numeric: true, byDefault: false },
  { id: 'comments', label: 'Comments', width: 112, numeric: true, byDefault: false },
  { id: 'upvotes', label: 'Upvotes', width: 96, numeric: true, byDefault: false },
  { id: 'countries', label: 'Countries', width: 104, byDefault: true },
];

/** Width of the first column, each row's actions (select, save, hide, compare). */
export const ACTIONS_WIDTH = 212;

/** The `stats` tooltip each counter column reads. */
export const STAT_COLUMNS: Partial<Record<ColumnId, string>> = {
  views: 'View',
  likes: 'Like',
  reposts: 'Repost',
  comments: 'Comment',
  upvotes: 'Upvote',
};

/** Whether `value` names a column. */
export const isColumnId = (value: unknown): value is ColumnId =>
  typeof value === 'string' && (COLUMN_IDS as readonly string[]).includes(value);

/** The columns a search of `showPlatform` results offers: the platform column only across platforms. */
export function offeredColumns(showPlatform: boolean): readonly TableColumn[] {
  return TABLE_COLUMNS.filter((column) => showPlatform || !column.megaOnly);
}

/** The columns shown before the reader chooses: every column `byDefault`. */
export const DEFAULT_COLUMNS: ReadonlySet<ColumnId> = new Set(
  TABLE_COLUMNS.filter((column) => column.byDefault).map((column) => column.id),
);

/** The columns shown: the chosen ones among those offered, and the required ones always. */
export function shownColumns(offered: readonly TableColumn[], chosen: ReadonlySet<ColumnId>): TableColumn[] {
  return offered.filter((column) => column.required || chosen.has(column.id));
}
