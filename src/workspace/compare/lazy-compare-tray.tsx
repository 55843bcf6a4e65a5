import { lazyUntilOpened } from '../../ui/lazy-until-opened';
import type { CompareTrayProps } from './compare-tray';

/** `CompareTray`, loaded the first time an ad is picked for comparing. */
export const LazyCompareTray = lazyUntilOpened<CompareTrayProps>(
  () => import('./compare-tray').then((module) => module.CompareTray),
  (props) => props.count > 0,
  (props) => ({ ...props, count: 0 }),
);
