import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { LazyNotifications } from './notifications-slot';
import { cssVariablesResolver, theme } from './theme';

/** Props of `AppProviders`. */
export interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/** Theme (light/dark follows the system until the user toggles it), server-state cache and toasts. */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
        <LazyNotifications />
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
