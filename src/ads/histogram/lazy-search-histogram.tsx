import { lazyUntilOpened } from '../../ui/lazy-until-opened';
import type { SearchHistogramProps } from './search-histogram';

/** Props of {@link LazySearchHistogram}: the chart's, and whether the deployment offers `histogram`. */
export type LazySearchHistogramProps = SearchHistogramProps & { offered: boolean };

/** `SearchHistogram`, loaded (with the charting library) once page 1 of a search on a deployment offering it has answered. */
export const LazySearchHistogram = lazyUntilOpened<LazySearchHistogramProps>(
  () => import('./search-histogram').then((module) => module.SearchHistogram),
  (props) => props.offered && props.lastHit !== undefined,
  (props) => props,
);
