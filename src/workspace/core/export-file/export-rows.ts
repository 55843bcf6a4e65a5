import type { AdDetail, AdSummary } from '../../../contract/ads';
import {
  BOARD_COLUMNS,
  EXPORT_COLUMNS,
  exportRow,
  isoInstant,
  type ExportColumn,
  type ExportRow,
} from './export-columns';
import { readDetails, type DetailReader, type ReadDetailsOptions } from './read-details';

/** An ad to export; a board's ad also has its note and when it was saved. */
export interface ExportEntry {
  ad: AdSummary;
  note?: string;
  saved_at?: string;
}

/** The rows of an export and its columns; `unfilled` names the columns no exported ad has a value for. */
export interface ExportTable {
  rows: ExportRow[];
  columns: readonly ExportColumn[];
  unfilled: ExportColumn[];
}

/** The columns of an export of `entries`: {@link EXPORT_COLUMNS}, and the note columns when `board`. */
export function exportColumns(board: boolean): readonly ExportColumn[] {
  return board ? [...EXPORT_COLUMNS, ...BOARD_COLUMNS] : EXPORT_COLUMNS;
}

/** `entries` as rows, each from its summary and the detail at the same index (when read). */
export function exportRows(
  entries: readonly ExportEntry[],
  details: readonly (AdDetail | undefined)[],
  board: boolean,
): ExportRow[] {
  return entries.map((entry, index) => {
    const row = exportRow(entry.ad, details[index]);
    return board ? { ...row, note: entry.note ?? null, saved_at: isoInstant(entry.saved_at) } : row;
  });
}

/**
 * The export of `entries`: every ad's detail is read (copy, call to action, landing URL and
 * countries are only there; instants too on a service without `seen_at`), then each becomes a row.
 */
export async function exportTable(
  entries: readonly ExportEntry[],
  readDetail: DetailReader,
  options: ReadDetailsOptions & { board: boolean },
): Promise<ExportTable> {
  const details = await readDetails(
    readDetail,
    entries.map((entry) => entry.ad),
    options,
  );
  const columns = exportColumns(options.board);
  const rows = exportRows(entries, details, options.board);
  return { rows, columns, unfilled: unfilledColumns(rows, columns) };
}

/** The columns of `columns` that no row fills: what the service gave for none of the exported ads. */
export function unfilledColumns(rows: readonly ExportRow[], columns: readonly ExportColumn[]): ExportColumn[] {
  if (rows.length === 0) return [];
  const empty = (value: ExportRow[ExportColumn]) =>
    value === null || value === undefined || (Array.isArray(value) && value.length === 0);
  return columns.filter((column) => rows.every((row) => empty(row[column])));
}
