import type { ExportColumn } from './export-columns';

/** What to tell after an export whose `unfilled` columns are empty for every ad; `null` when none is. */
export function unfilledMessage(unfilled: readonly ExportColumn[]): string | null {
  if (unfilled.length === 0) return null;
  const names = unfilled.join(', ');
  return `The service gave none of the exported ads a value for ${unfilled.length === 1 ? 'the column' : 'the columns'} ${names}; ${unfilled.length === 1 ? 'it is' : 'they are'} left empty.`;
}
