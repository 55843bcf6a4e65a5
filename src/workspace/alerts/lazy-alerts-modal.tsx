import { lazyUntilOpened } from '../../ui/lazy-until-opened';
import type { AlertsModalProps } from './alerts-modal';

/** `AlertsModal`, loaded the first time a saved search's alerts are opened. */
export const LazyAlertsModal = lazyUntilOpened<AlertsModalProps>(
  () => import('./alerts-modal').then((module) => module.AlertsModal),
  (props) => props.search !== null,
  (props) => ({ ...props, search: null }),
);
