import { Box } from '@mantine/core';
import { lazyUntilOpened } from '../../ui/lazy-until-opened';
import type { SearchHistogramProps } from './search-histogram';

/** The chart's height with its caption: its room is kept from the first paint on. */
export const HISTOGRAM_HEIGHT = 113;

/** Props of {@link LazySearchHistogram}: the chart's, and whether the deployment offers `histogram`. */
export type LazySearchHistogramProps = SearchHistogramProps & { offered: boolean };

/** `SearchHistogram`, loaded once page 1 of a search on a deployment offering it has answered. */
export const LazySearchHistogram = lazyUntilOpened<LazySearchHistogramProps>(
  () => import('./search-histogram').then((module) => module.SearchHistogram),
  (props) => props.offered && props.lastHit !== undefined,
  (props) => props,
);

/**
 * The histogram's place above the results where the deployment offers `histogram`: a box of the
 * chart's height from the first paint (the server's page included), which the chart fills once it
 * has loaded and answered, so the results below never move when it arrives or reloads.
 */
export function SearchHistogramSlot(props: LazySearchHistogramProps) {
  if (!props.offered) return null;
  return (
    <Box h={HISTOGRAM_HEIGHT}>
      <LazySearchHistogram {...props} />
    </Box>
  );
}
