import type { ExportRow } from './export-rows';

/** Cells a spreadsheet would read as a formula; such text is written with a leading `'`. */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: ExportRow[string]): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Rows as CSV (RFC 4180): a header row of the first row's columns, one line a row, fields quoted
 * when they hold a comma, quote, line break or edge spaces, CRLF line ends. Text that a spreadsheet
 * would run as a formula is prefixed with `'`, so an ad's title can never execute in it.
 */
export function toCsv(rows: readonly ExportRow[]): string {
  const columns = Object.keys(rows[0] ?? {});
  const lines = [columns.map(cell), ...rows.map((row) => columns.map((column) => cell(row[column] ?? null)))];
  return lines.map((line) => line.join(',')).join('\r\n') + '\r\n';
}
