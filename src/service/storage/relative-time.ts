const UNITS: [limitSeconds: number, unitSeconds: number, name: string][] = [
  [3_600, 60, 'minute'],
  [86_400, 3_600, 'hour'],
  [30 * 86_400, 86_400, 'day'],
  [365 * 86_400, 30 * 86_400, 'month'],
  [Infinity, 365 * 86_400, 'year'],
];

/** "3 hours ago": how long before `nowSeconds` the instant `thenMs` lies; "just now" under a minute. */
export function relativeTime(thenMs: number, nowSeconds: number): string {
  const seconds = Math.max(0, nowSeconds - thenMs / 1000);
  if (seconds < 60) return 'just now';
  const [, unit, name] = UNITS.find(([limit]) => seconds < limit)!;
  const count = Math.floor(seconds / unit);
  return `${count} ${name}${count === 1 ? '' : 's'} ago`;
}
