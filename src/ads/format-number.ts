import type { Total } from '../contract/extensions/totals';

// Made on first use, as every Intl formatter of the explorer: making one loads its locale data,
// which the page's start (before its first search leaves) need not wait for.
let compact: Intl.NumberFormat | undefined;
let grouped: Intl.NumberFormat | undefined;

/** `1234567` → `1.2M`; what cards show where space is tight. */
export function formatCompact(value: number): string {
  compact ??= new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });
  return compact.format(value);
}

/** `1234567` → `1,234,567`; the exact figure for tooltips and the detail view. */
export function formatInteger(value: number): string {
  grouped ??= new Intl.NumberFormat('en');
  return grouped.format(value);
}

/** Seconds as `m:ss` (or `h:mm:ss`), the way video players print durations. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** A count that may be a lower bound: `1,234`, or `10,000+` when counting stopped there (`gte`). */
export function formatTotal(total: Total): string {
  return `${formatInteger(total.value)}${total.relation === 'gte' ? '+' : ''}`;
}

/** A count and the words for it: `1 ad`, `2 ads`, `10,000+ ads` (a lower bound takes `many`). */
export function formatCount(total: Total, one: string, many: string): string {
  return `${formatTotal(total)} ${total.value === 1 && total.relation === 'eq' ? one : many}`;
}
