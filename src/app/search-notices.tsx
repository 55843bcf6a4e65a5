import { useEffect } from 'react';
import { notifications } from '@mantine/notifications';
import { selectNotices } from '../search/search-selectors';
import { useSearchStore } from '../search/search-store-context';

/** Shows the search store's notices as toasts and takes each off the store once shown. Renders nothing. */
export function SearchNotices() {
  const notices = useSearchStore(selectNotices);
  const dismiss = useSearchStore((s) => s.dismissNotice);
  useEffect(() => {
    for (const notice of notices) {
      notifications.show({
        id: `search-notice-${notice.id}`,
        title: notice.kind === 'dropped' ? 'Part of the link was not used' : 'Filters adjusted',
        message: notice.message,
        color: notice.kind === 'dropped' ? 'yellow' : 'blue',
        autoClose: notice.kind === 'dropped' ? false : 6000,
      });
      dismiss(notice.id);
    }
  }, [notices, dismiss]);
  return null;
}
