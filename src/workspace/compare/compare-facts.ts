import type { AdDetail } from '../../contract/ads';
import { countryLabel } from '../../ads/display-names';
import { formatDate } from '../../ads/format-date';
import { formatInteger } from '../../ads/format-number';
import { runningDays } from './running-days';

/** One row of the comparison: what it shows and each ad's value as text ("—" where an ad has none). */
export interface CompareFact {
  label: string;
  values: string[];
}

const NONE = '—';

/** A counter's name as a row heading: `View` → `Views`. */
function statLabel(tooltip: string): string {
  return tooltip.endsWith('s') ? tooltip : `${tooltip}s`;
}

/**
 * The comparable facts of several ads, row by row: each counter any of them has (with its word),
 * days running, countries, first and last seen.
 */
export function compareFacts(details: readonly AdDetail[]): CompareFact[] {
  const statNames = [...new Set(details.flatMap((detail) => detail.stats.map((stat) => stat.tooltip)))];
  const stats = statNames.map((name) => ({
    label: statLabel(name),
    values: details.map((detail) => {
      const stat = detail.stats.find((s) => s.tooltip === name);
      return stat ? formatInteger(stat.value) : NONE;
    }),
  }));
  return [
    ...stats,
    {
      label: 'Days running',
      values: details.map((d) => {
        const days = runningDays(d.first_seen, d.last_seen_at);
        return days === null ? NONE : `${formatInteger(days)} ${days === 1 ? 'day' : 'days'}`;
      }),
    },
    { label: 'Countries', values: details.map((d) => d.countries?.map(countryLabel).join(', ') || NONE) },
    { label: 'First seen', values: details.map((d) => (d.first_seen ? formatDate(d.first_seen) : NONE)) },
    {
      label: 'Last seen',
      values: details.map((d) => (d.last_seen_at ? formatDate(d.last_seen_at) : (d.last_seen ?? NONE))),
    },
  ];
}
