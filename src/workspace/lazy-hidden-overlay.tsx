import { lazyUntilOpened } from '../ui/lazy-until-opened';
import type { HiddenOverlayProps } from './hidden-overlay';

/** `HiddenOverlay`, loaded the first time an ad is hidden. */
export const LazyHiddenOverlay = lazyUntilOpened<HiddenOverlayProps>(
  () => import('./hidden-overlay').then((module) => module.HiddenOverlay),
  (props) => props.hidden !== null,
  (props) => ({ ...props, hidden: null }),
);
