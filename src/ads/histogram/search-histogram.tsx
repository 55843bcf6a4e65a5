import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Connection } from '../../client/connection';
import type { SearchPlatform } from '../../contract/platforms';
import { canNarrowByFirstSeen, firstSeenNarrowing, type DayRange } from '../../search/first-seen-narrowing';
import { histogramQueryOptions } from '../../search/histogram-query';
import type { ReadyTabFilters } from '../../search/use-tab-filters';
import { HistogramChart } from './histogram-chart';

/** Props of {@link SearchHistogram}. */
export interface SearchHistogramProps {
  connection: Connection;
  platform: SearchPlatform;
  /** The wire fields the tab's results were searched with. */
  fields: Record<string, unknown> | null;
  /** Page 1's `last_hit`: the histogram counts that snapshot; undefined until page 1 answered. */
  lastHit: number | undefined;
  /** The tab's filters, which a brushed range narrows; null while they load (the chart only shows). */
  filters: ReadyTabFilters | null;
}

/**
 * The `histogram` extension above a tab's results (DESIGN §9): asked once page 1 has answered, in
 * its snapshot, so its bars count what the pages hold. While a changed search's histogram loads,
 * the previous one stays. Narrowing sets the catalogue's first-seen filter, else the first-seen
 * search terms, so the range is a chip and part of the link.
 */
export function SearchHistogram({ connection, platform, fields, lastHit, filters }: SearchHistogramProps) {
  const ready = fields !== null && lastHit !== undefined;
  const { data } = useQuery({
    ...histogramQueryOptions(connection, platform, fields ?? {}, lastHit ?? 0),
    enabled: ready,
    placeholderData: keepPreviousData,
  });
  if (!data || data.buckets.length === 0) return null;
  const narrow = (range: DayRange) => {
    const narrowing = filters && firstSeenNarrowing(filters.group, filters.state, range);
    if (narrowing) filters.setFilter(narrowing.key, narrowing.value);
  };
  const narrows = filters !== null && canNarrowByFirstSeen(filters.group);
  return <HistogramChart histogram={data} platform={platform} onNarrow={narrows ? narrow : undefined} />;
}
