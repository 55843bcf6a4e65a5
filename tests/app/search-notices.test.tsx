import { act, screen } from '@testing-library/react';
import { Notifications, notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchNotices } from '../../src/app/search-notices';
import { seedFromUrl } from '../../src/search/search-seed';
import { createSearchStore } from '../../src/search/search-store';
import { SearchStoreProvider } from '../../src/search/search-store-context';
import { catalogueOf } from '../../src/service/catalogue/catalogues';
import { renderWithProviders } from '../utils/render';

const v2 = catalogueOf('platform_b', 'v2').group;
const v1 = catalogueOf('platform_b', 'v1').group;

afterEach(() => {
  act(() => notifications.clean());
  vi.useRealTimers();
});

/** A store seeded at `path` and `query`, with its notices rendered as toasts. */
function storeWithToasts(path: string, query: string) {
  const store = createSearchStore(seedFromUrl(path, query));
  renderWithProviders(
    <SearchStoreProvider store={store}>
      <Notifications />
      <SearchNotices />
    </SearchStoreProvider>,
  );
  return store;
}

describe('search notices as toasts', () => {
  it('replaces a link notice with the next one instead of piling them up, and closes it by itself', () => {
    vi.useFakeTimers();
    const store = storeWithToasts('/platform_b', '?gender=9');
    act(() => store.getState().hydrate('platform_b', v2, 'v2-service'));
    expect(screen.getByText(/Ignored from the link: gender=9/)).toBeInTheDocument();
    expect(screen.getByText('Part of the link was not used')).toBeInTheDocument();

    act(() => store.getState().restore(seedFromUrl('/platform_b', '?colour=red')));
    act(() => store.getState().hydrate('platform_b', v2, 'v2-service'));
    expect(screen.getByText(/Ignored from the link: colour=red/)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000)); // the replaced toast's exit transition
    expect(screen.queryByText(/gender=9/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    act(() => vi.advanceTimersByTime(12_500));
    act(() => vi.advanceTimersByTime(1000)); // its exit transition
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the connection, not the link, left out what a new connection lacks', () => {
    const store = storeWithToasts('/platform_b', '?advanced_order=impressions.desc');
    act(() => store.getState().hydrate('platform_b', v2, 'v2-service'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => store.getState().hydrate('platform_b', v1, 'v1-service'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Part of the search was not kept' +
        'Not available with this connection: advanced_order=impressions.desc (not a filter of this platform).',
    );
  });
});
