import { lazyUntilOpened } from '../ui/lazy-until-opened';
import type { NameModalProps } from './name-modal';

/** `NameModal`, loaded the first time a name is asked for. */
export const LazyNameModal = lazyUntilOpened<NameModalProps>(
  () => import('./name-modal').then((module) => module.NameModal),
  (props) => props.opened,
  (props) => ({ ...props, opened: false }),
);
