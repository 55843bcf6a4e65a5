import { lazyUntilOpened } from '../../ui/lazy-until-opened';
import type { ShortcutsModalProps } from './shortcuts-modal';

/** `ShortcutsModal`, loaded the first time the shortcut list is asked for (`?`). */
export const LazyShortcutsModal = lazyUntilOpened<ShortcutsModalProps>(
  () => import('./shortcuts-modal').then((module) => module.ShortcutsModal),
  (props) => props.opened,
  (props) => ({ ...props, opened: false }),
);
