import { useEffect, useId, useRef } from 'react';
import { notifications } from '@mantine/notifications';
import type { SearchNotice } from '../search/search-notice';
import { selectNotices } from '../search/search-selectors';
import { useSearchStore } from '../search/search-store-context';

/** How each kind of notice is shown; every toast closes by itself (hovering it holds it open). */
const TOASTS: Record<SearchNotice['kind'], { title: string; color: string; autoClose: number }> = {
  dropped: { title: 'Part of the link was not used', color: 'yellow', autoClose: 12_000 },
  unavailable: { title: 'Part of the search was not kept', color: 'yellow', autoClose: 12_000 },
  effect: { title: 'Filters adjusted', color: 'blue', autoClose: 6000 },
};

/**
 * Shows the search store's notices as toasts and takes each off the store once shown. Renders
 * nothing. A new notice replaces the toast of its kind still on screen, so toasts never pile up.
 */
export function SearchNotices() {
  const scope = useId();
  const shown = useRef<Partial<Record<SearchNotice['kind'], string>>>({});
  const notices = useSearchStore(selectNotices);
  const dismiss = useSearchStore((s) => s.dismissNotice);
  useEffect(() => {
    for (const notice of notices) {
      const previous = shown.current[notice.kind];
      if (previous) notifications.hide(previous);
      // Toast ids are scoped to this component, as notice ids count per store.
      const id = `search-notice-${scope}-${notice.id}`;
      notifications.show({ id, message: notice.message, ...TOASTS[notice.kind] });
      shown.current[notice.kind] = id;
      dismiss(notice.id);
    }
  }, [notices, dismiss, scope]);
  return null;
}
