import { lazyUntilOpened } from '../../ui/lazy-until-opened';
import type { ConnectionSettingsDrawerProps } from './connection-settings-drawer';

/** `ConnectionSettingsDrawer`, loaded the first time the settings open. */
export const LazyConnectionSettingsDrawer = lazyUntilOpened<ConnectionSettingsDrawerProps>(
  () => import('./connection-settings-drawer').then((module) => module.ConnectionSettingsDrawer),
  (props) => props.opened,
  (props) => ({ ...props, opened: false }),
);
