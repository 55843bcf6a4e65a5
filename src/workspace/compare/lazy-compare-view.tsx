import { lazyUntilOpened } from '../../ui/lazy-until-opened';
import type { CompareViewProps } from './compare-view';

/** `CompareView`, loaded the first time the comparison opens. */
export const LazyCompareView = lazyUntilOpened<CompareViewProps>(
  () => import('./compare-view').then((module) => module.CompareView),
  (props) => props.opened,
  (props) => ({ ...props, opened: false }),
);
