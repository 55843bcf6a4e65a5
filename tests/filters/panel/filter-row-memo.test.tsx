import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { isFilterComponent } from '../../../src/contract/filters';
import { FilterPanel } from '../../../src/filters/FilterPanel';
import { widgets } from '../../../src/filters/registry';
import { createSearchStore } from '../../../src/search/search-store';
import { SearchStoreProvider } from '../../../src/search/search-store-context';
import { useTabFilters } from '../../../src/search/use-tab-filters';
import { connectedTestService } from '../../utils/connected-service';
import { renderWithProviders } from '../../utils/render';

const served = connectedTestService({ ads: 20 });

/** The panel wired as the sidebar wires it: the tab's real filter lifecycle over the real catalogue. */
function TabPanel() {
  const tab = useTabFilters(served.connection, 'platform_a');
  if (!tab.ready) return null;
  const { group, state, setFilter, resetFilter, clearAll } = tab.ready;
  return (
    <FilterPanel
      group={group}
      state={state}
      platform="platform_a"
      connection={served.connection}
      onChange={setFilter}
      onReset={resetFilter}
      onClearAll={clearAll}
    />
  );
}

function Harness() {
  const [store] = useState(() =>
    createSearchStore({ platform: 'platform_a', params: new URLSearchParams(), ad: null }),
  );
  return (
    <SearchStoreProvider store={store}>
      <TabPanel />
    </SearchStoreProvider>
  );
}

describe('FilterRow', () => {
  it('a change of one filter renders that row again, not the rows of the others', async () => {
    const group = await served.connection.client.filters('platform_a');
    const other = group.filters.find((filter) => filter.key === 'days_running');
    expect(other && isFilterComponent(other.component)).toBe(true);
    // Registry widgets are function components: each call is one render of that row's widget.
    const renders = vi.spyOn(widgets as unknown as Record<string, () => null>, other!.component);

    const { user } = renderWithProviders(<Harness />);
    const women = await screen.findByRole('checkbox', { name: 'Women' }, { timeout: 8000 });
    const before = renders.mock.calls.length;
    expect(before).toBeGreaterThan(0);

    await user.click(women);
    expect(women).toBeChecked();
    expect(renders.mock.calls.length).toBe(before);
    renders.mockRestore();
  });
});
