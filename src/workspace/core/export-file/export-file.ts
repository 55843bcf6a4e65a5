import { toCsv } from './csv';
import type { ExportTable } from './export-rows';

/** The formats an export is written in. */
export type ExportFormat = 'csv' | 'json';

/** An export ready to save: its file name, media type and text. */
export interface ExportFile {
  name: string;
  type: string;
  text: string;
}

/**
 * An export's rows as a file named `{base}-{YYYY-MM-DD}.{csv|json}`: CSV (see `toCsv`), or JSON
 * holding one object a row with the same columns in the same order (lists as arrays).
 */
export function exportFile(
  table: Pick<ExportTable, 'rows' | 'columns'>,
  format: ExportFormat,
  base: string,
  now = new Date(),
): ExportFile {
  const name = `${base}-${now.toISOString().slice(0, 10)}.${format}`;
  if (format === 'csv') return { name, type: 'text/csv;charset=utf-8', text: toCsv(table.rows, table.columns) };
  const objects = table.rows.map((row) =>
    Object.fromEntries(table.columns.map((column) => [column, row[column] ?? null])),
  );
  return { name, type: 'application/json', text: JSON.stringify(objects, null, 2) };
}
