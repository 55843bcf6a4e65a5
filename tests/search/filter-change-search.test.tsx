import { waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createSearchStore } from '../../src/search/search-store';
import { SearchStoreProvider } from '../../src/search/search-store-context';
import { useTabFilters, type TabFilters } from '../../src/search/use-tab-filters';
import { connectedTestService } from '../utils/connected-service';
import { renderWithProviders } from '../utils/render';

const served = connectedTestService({ ads: 20 });

/** Hands the tab's filters of each render to `seen`; renders nothing. */
function Tab({ seen }: { seen(tab: TabFilters): void }) {
  const [store] = useState(() =>
    createSearchStore({ platform: 'platform_a', params: new URLSearchParams(), ad: null }),
  );
  return (
    <SearchStoreProvider store={store}>
      <Probe seen={seen} />
    </SearchStoreProvider>
  );
}

function Probe({ seen }: { seen(tab: TabFilters): void }) {
  seen(useTabFilters(served.connection, 'platform_a'));
  return null;
}

describe('a filter change', () => {
  it('sends the changed search at once, before the page renders the change', async () => {
    let tab: TabFilters | undefined;
    const { queryClient } = renderWithProviders(<Tab seen={(t) => (tab = t)} />);
    await waitFor(() => expect(tab?.ready).not.toBeNull(), { timeout: 8000 });
    const searching = () => queryClient.isFetching({ queryKey: ['search', served.connection.id, 'platform_a'] });
    // The premise: nothing in the page searches yet, so a search in flight is the change's own.
    expect(searching()).toBe(0);
    const renders = tab;

    tab!.ready!.setFilter('gender', { kind: 'options', keys: [2] });

    expect(tab).toBe(renders);
    expect(searching()).toBe(1);
    const [key] = queryClient.getQueriesData({ queryKey: ['search', served.connection.id, 'platform_a'] })[0] ?? [[]];
    expect(key[3]).toMatchObject({ gender: [2] });
  });
});
