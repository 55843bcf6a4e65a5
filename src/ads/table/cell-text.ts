import type { AdSummary } from '../../contract/ads';
import { PLATFORM_LABELS } from '../../contract/platforms';
import { adLabel } from '../ad-label';
import { formatDate } from '../format-date';
import { formatInteger } from '../format-number';
import { countriesOf, daysRunningOf, firstSeenOf, impressionsOf, lastSeenOf, statOf } from './ad-row-values';
import { STAT_COLUMNS, type ColumnId } from './table-columns';

/** What a cell shows where the ad has no such value. */
export const NO_VALUE = '—';

const count = (value: number | null) => (value === null ? NO_VALUE : formatInteger(value));

/**
 * A column's value for `ad` as text, exact (a table compares figures: `1,234,567`, not `1.2M`);
 * null for the media column, which shows a picture.
 */
export function cellText(column: ColumnId, ad: AdSummary): string | null {
  switch (column) {
    case 'media':
      return null;
    case 'advertiser':
      return ad.owner.name;
    case 'title':
      return adLabel(ad);
    case 'platform':
      return PLATFORM_LABELS[ad.platform];
    case 'first_seen': {
      const first = firstSeenOf(ad);
      return first ? formatDate(first) : NO_VALUE;
    }
    case 'last_seen': {
      const last = lastSeenOf(ad);
      return last === null ? NO_VALUE : 'iso' in last ? formatDate(last.iso) : last.text;
    }
    case 'days_running': {
      const days = daysRunningOf(ad);
      return days === null ? NO_VALUE : `${formatInteger(days)} ${days === 1 ? 'day' : 'days'}`;
    }
    case 'impressions':
      return count(impressionsOf(ad));
    case 'traffic':
      return count(ad.traffic_estimate ?? null);
    case 'countries': {
      const codes = countriesOf(ad);
      return codes.length === 0 ? NO_VALUE : codes.join(', ');
    }
    case 'views':
    case 'likes':
    case 'reposts':
    case 'comments':
    case 'upvotes':
      return count(statOf(ad, STAT_COLUMNS[column]!));
  }
}
