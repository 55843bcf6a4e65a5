import { isoDateSchema } from '../../contract/filter-values';

/** What a typed day reads as: a day (`null` when left empty), or why it is not one. */
export type TypedDay = { ok: true; day: string | null } | { ok: false; error: string };

/** Whether a `YYYY-MM-DD` text names a day of the calendar (not 2026-02-30). */
function isRealDay(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/**
 * Reads a day typed in the locale-neutral `YYYY-MM-DD` form: blank is no day; anything else must
 * be a real calendar day in the range the service takes, or answers why not, in words to show.
 */
export function readTypedDay(text: string): TypedDay {
  const typed = text.trim();
  if (typed === '') return { ok: true, day: null };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(typed)) return { ok: false, error: 'Type the date as YYYY-MM-DD, e.g. 2026-03-01' };
  if (!isRealDay(typed)) return { ok: false, error: `There is no day ${typed}` };
  const read = isoDateSchema.safeParse(typed);
  return read.success ? { ok: true, day: typed } : { ok: false, error: `The date ${read.error.issues[0]?.message}` };
}
