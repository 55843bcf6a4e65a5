import { lazyUntilOpened } from '../ui/lazy-until-opened';
import type { AdDetailDrawerProps } from './ad-detail-drawer';

/** `AdDetailDrawer`, loaded the first time an ad is opened (from the results or a board). */
export const LazyAdDetailDrawer = lazyUntilOpened<AdDetailDrawerProps>(
  () => import('./ad-detail-drawer').then((module) => module.AdDetailDrawer),
  (props) => props.ad !== null,
  (props) => ({ ...props, ad: null }),
);
