// Dates are calendar facts of the catalogue, so they are printed in UTC: the same ad shows the
// same day to every colleague a link is shared with. The formats are made on first use: making
// one loads its locale data.
let dateFormat: Intl.DateTimeFormat | undefined;
let dayFormat: Intl.DateTimeFormat | undefined;

function parse(value: string): Date | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** An ISO 8601 date or date-time as `Mar 5, 2026`; text that is not a date comes back unchanged. */
export function formatDate(value: string): string {
  const date = parse(value);
  dateFormat ??= new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });
  return date ? dateFormat.format(date) : value;
}

/** A `YYYY-MM-DD` day as `Mar 5`, for chart axes; text that is not a date comes back unchanged. */
export function formatDay(value: string): string {
  const date = parse(value);
  dayFormat ??= new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });
  return date ? dayFormat.format(date) : value;
}
