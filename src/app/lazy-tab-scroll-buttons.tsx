import { lazyUntilOpened } from '../ui/lazy-until-opened';
import type { TabScrollButtonsProps } from './tab-scroll-buttons';
import { NO_EDGES } from './use-scroll-edges';

/**
 * `TabScrollButtons`, loaded the first time the tab list has tabs out of view (a narrow window, or
 * Mega's counts): where every tab fits, the first load does not carry them. The buttons lie over
 * the strip's ends (absolutely placed), so their arrival shifts nothing.
 */
export const LazyTabScrollButtons = lazyUntilOpened<TabScrollButtonsProps>(
  () => import('./tab-scroll-buttons').then((module) => module.TabScrollButtons),
  (props) => props.edges.left || props.edges.right,
  (props) => ({ ...props, edges: NO_EDGES }),
);
