import { useState } from 'react';
import { useNotifications } from '@mantine/notifications';
import { lazyPart } from '../ui/lazy-part';

const NotificationsHost = lazyPart(() => import('./notifications-host'), 'NotificationsHost');

/**
 * Where toasts appear (bottom right). Their code loads with the first toast shown: until then
 * `notifications.show` only fills the store, which the host renders once it has loaded.
 */
export function LazyNotifications() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  if (!wanted) return null;
  return <NotificationsHost />;
}
