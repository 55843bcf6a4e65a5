/**
 * PostgreSQL's COPY text format (`COPY … FROM` without options): one line per row, values apart
 * by tabs, `\N` for null, and backslash escapes for backslash, tab, newline and carriage return.
 */

/** A value of one column: text, a number, a boolean, an array of texts or numbers, or null. */
export type CopyValue = string | number | boolean | null | readonly (string | number)[];

const escaped = (text: string) =>
  text.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'));

/** An array literal (`{…}`): every text element quoted, so commas, braces and `NULL` stay text. */
const arrayLiteral = (items: readonly (string | number)[]) =>
  `{${items.map((item) => (typeof item === 'number' ? String(item) : `"${item.replace(/["\\]/g, '\\$&')}"`)).join(',')}}`;

function field(value: CopyValue): string {
  if (value === null) return '\\N';
  if (Array.isArray(value)) return escaped(arrayLiteral(value));
  if (typeof value === 'number' && !Number.isFinite(value)) throw new Error(`COPY cannot carry the number ${value}`);
  return escaped(String(value));
}

/** `rows` in COPY's text format, each row's values in the order of the statement's columns. */
export function copyText(rows: readonly (readonly CopyValue[])[]): string {
  return rows.map((row) => `${row.map(field).join('\t')}\n`).join('');
}
