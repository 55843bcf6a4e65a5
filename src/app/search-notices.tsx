import { useEffect, useId } from 'react';
import { notifications } from '@mantine/notifications';
import { selectNotices } from '../search/search-selectors';
import { useSearchStore } from '../search/search-store-context';

/**
 * Shows the search store's notices as toasts and takes each off the store once shown. Renders
 * nothing. Toast ids are scoped to this component, as notice ids count per store.
 */
export function SearchNotices() {
  const scope = useId();
  const notices = useSearchStore(selectNotices);
  const dismiss = useSearchStore((s) => s.dismissNotice);
  useEffect(() => {
    for (const notice of notices) {
      notifications.show({
        id: `search-notice-${scope}-${notice.id}`,
        title: notice.kind === 'dropped' ? 'Part of the link was not used' : 'Filters adjusted',
        message: notice.message,
        color: notice.kind === 'dropped' ? 'yellow' : 'blue',
        autoClose: notice.kind === 'dropped' ? false : 6000,
      });
      dismiss(notice.id);
    }
  }, [notices, dismiss, scope]);
  return null;
}
