import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { SavedSearchAlerts, type SavedSearchAlertsProps } from './saved-search-alerts';

/** Props of {@link AlertsModal}. */
export interface AlertsModalProps extends Omit<SavedSearchAlertsProps, 'search'> {
  /** The saved search whose alerts show; null when closed. */
  search: SavedSearchAlertsProps['search'] | null;
  onClose(): void;
}

/** A saved search's alerts in a dialog, full screen on a phone. */
export function AlertsModal({ search, onClose, ...alerts }: AlertsModalProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={search !== null}
      onClose={onClose}
      title={search ? `Alerts: ${search.name}` : ''}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': 'Close alerts' }}
    >
      {search && <SavedSearchAlerts {...alerts} search={search} />}
    </Modal>
  );
}
