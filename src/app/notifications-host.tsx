import '@mantine/notifications/styles.css';
import { MantineThemeProvider, type NotificationProps } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import classes from './notifications-host.module.css';

/**
 * How every notification is drawn, added to the app's theme here rather than in it, so it loads
 * with the first notification: its close button is named, and a message under a title reads at
 * WCAG AA.
 */
const notificationTheme = {
  components: {
    Notification: {
      classNames: { description: classes.description },
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } satisfies Partial<NotificationProps>,
    },
  },
};

/** The toasts' container with its styles, loaded apart from the first page. */
export function NotificationsHost() {
  return (
    <MantineThemeProvider theme={notificationTheme}>
      <Notifications position="bottom-right" />
    </MantineThemeProvider>
  );
}
