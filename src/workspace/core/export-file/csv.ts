import type { ExportCell } from './export-columns';

/** Cells a spreadsheet would read as a formula; such text is written with a leading `'`. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Byte order mark: spreadsheets (Excel) read a file that starts with it as UTF-8. */
export const UTF8_BOM = '\uFEFF';

function cell(value: ExportCell | undefined): string {
  if (value === null || value === undefined) return '';
  // A list is one cell, its items separated by spaces (URLs and country codes hold none).
  let text = typeof value === 'object' ? value.join(' ') : String(value);
  if (typeof value !== 'number' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Rows as CSV (RFC 4180) after a UTF-8 byte order mark: a header row of `columns`, one line a row,
 * fields quoted when they hold a comma, quote, line break or edge spaces, CRLF line ends. Text a
 * spreadsheet would run as a formula (`=`, `+`, `-`, `@` first) is prefixed with `'`, so an ad's
 * title can never execute in it; numbers are written as they are.
 */
export function toCsv<Row extends Partial<Record<string, ExportCell>>>(
  rows: readonly Row[],
  columns: readonly (keyof Row & string)[],
): string {
  const lines = [columns.map((name) => cell(name)), ...rows.map((row) => columns.map((name) => cell(row[name])))];
  return UTF8_BOM + lines.map((line) => line.join(',')).join('\r\n') + '\r\n';
}
