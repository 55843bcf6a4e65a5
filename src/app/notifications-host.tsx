import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** The toasts' container with its styles, loaded apart from the first page. */
export function NotificationsHost() {
  return <Notifications position="bottom-right" />;
}
