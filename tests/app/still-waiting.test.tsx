import { act, fireEvent, screen } from '@testing-library/react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StillWaiting } from '../../src/app/still-waiting';
import { renderWithProviders } from '../utils/render';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const never = () => new Promise<never>(() => undefined);

function HungQuery() {
  useQuery({ queryKey: ['hung'], queryFn: never, retry: false });
  return null;
}

/** A query that starts fetching while it renders, as a suspending one does. */
function SuspendingQuery() {
  useSuspenseQuery({ queryKey: ['later'], queryFn: never, retry: false });
  return null;
}

describe('StillWaiting', () => {
  it('hears a request that starts while another part renders without updating itself inside that render', async () => {
    const errors = vi.spyOn(console, 'error');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const page = (later: boolean) => (
      <>
        <StillWaiting />
        <HungQuery />
        {later && (
          <Suspense fallback={null}>
            <SuspendingQuery />
          </Suspense>
        )}
      </>
    );
    const { rerender, queryClient } = renderWithProviders(page(false));
    await act(() => vi.advanceTimersByTimeAsync(4_500));
    fireEvent.click(screen.getByRole('button', { name: 'Stop waiting' }));
    expect(screen.getByText('Stopped waiting for the service.')).toBeInTheDocument();

    // The premise: the new request starts fetching inside its part's render.
    rerender(page(true));
    expect(queryClient.getQueryCache().find({ queryKey: ['later'] })?.state.fetchStatus).toBe('fetching');
    await act(() => vi.advanceTimersByTimeAsync(0));
    // A new request since the user stopped waiting: the notice is gone until it too runs long.
    expect(screen.queryByText('Stopped waiting for the service.')).not.toBeInTheDocument();
    expect(errors.mock.calls.flat().join('\n')).not.toMatch(/Cannot update a component/);
  });
});
