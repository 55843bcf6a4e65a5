import type { ReactElement, ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** A QueryClient for one test: no retries, so a failing fetch shows at once. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Infinity },
      mutations: { retry: false },
    },
  });
}

/** What `renderWithProviders` returns: RTL's result plus the query client and a user-event session. */
export interface ProvidersRenderResult extends RenderResult {
  queryClient: QueryClient;
  user: ReturnType<typeof userEvent.setup>;
}

/** Options for `renderWithProviders`; `queryClient` defaults to a fresh `createTestQueryClient()`. */
export interface ProvidersRenderOptions extends Omit<RenderOptions, 'wrapper'> {
  queryClient?: QueryClient;
}

/** Renders `ui` inside MantineProvider (test env: no transitions or portals) and a QueryClientProvider. */
export function renderWithProviders(ui: ReactElement, options: ProvidersRenderOptions = {}): ProvidersRenderResult {
  const { queryClient = createTestQueryClient(), ...rest } = options;
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <MantineProvider env="test">{children}</MantineProvider>
      </QueryClientProvider>
    );
  }
  const user = userEvent.setup();
  return { ...render(ui, { wrapper: Wrapper, ...rest }), queryClient, user };
}
