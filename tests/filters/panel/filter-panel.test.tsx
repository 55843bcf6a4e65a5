import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { useStore } from 'zustand';
import { describe, expect, it, vi } from 'vitest';
import type { FilterGroup } from '../../../src/contract/filters';
import { FilterPanel } from '../../../src/filters/FilterPanel';
import type { FilterValue } from '../../../src/filters/engine/value-model';
import { createSearchStore } from '../../../src/search/search-store';
import { initialFilterState } from '../../../src/filters/engine/defaults';
import { connectedTestService } from '../../utils/connected-service';
import { renderWithProviders } from '../../utils/render';
import { catalogue } from '../fixtures/catalogue';

const served = connectedTestService({ ads: 20 });

const slow = { timeout: 5000 };

/** Spies on what the panel asks of its store. */
interface PanelCalls {
  onChange(key: string, value: FilterValue): void;
  onReset(key: string): void;
  onClearAll(): void;
}

/** The panel as the app drives it: the real search store applies each change and lists its side effects as notices. */
function PanelOverStore({ group, calls }: { group: FilterGroup; calls: PanelCalls }) {
  const [store] = useState(() => {
    const created = createSearchStore({ platform: 'platform_a', params: new URLSearchParams(), ad: null });
    created.getState().hydrate('platform_a', group, served.connection.id);
    return created;
  });
  const slot = useStore(store, (s) => s.slots.platform_a);
  const notices = useStore(store, (s) => s.notices);
  if (slot?.status !== 'ready') return null;
  const actions = store.getState();
  return (
    <>
      <FilterPanel
        group={group}
        state={slot.state}
        platform="platform_a"
        connection={served.connection}
        onChange={(key, value) => {
          calls.onChange(key, value);
          actions.setFilter(group, key, value);
        }}
        onReset={(key) => {
          calls.onReset(key);
          actions.resetFilter(group, key);
        }}
        onClearAll={() => {
          calls.onClearAll();
          actions.clearAll(group);
        }}
      />
      <ul aria-label="Effects">
        {notices
          .filter((notice) => notice.kind === 'effect')
          .map((notice) => (
            <li key={notice.id}>{notice.message}</li>
          ))}
      </ul>
    </>
  );
}

function renderHarness() {
  const calls = { onChange: vi.fn(), onReset: vi.fn(), onClearAll: vi.fn() };
  const view = renderWithProviders(<PanelOverStore group={catalogue()} calls={calls} />);
  return { ...view, calls };
}

describe('FilterPanel', () => {
  it('renders every filter of a real group from the service without a fallback', async () => {
    const group = await served.connection.client.filters('platform_a');
    renderWithProviders(
      <FilterPanel
        group={group}
        state={initialFilterState(group)}
        platform="platform_a"
        connection={served.connection}
        onChange={vi.fn()}
        onReset={vi.fn()}
        onClearAll={vi.fn()}
      />,
    );
    for (const filter of group.filters)
      expect(screen.getAllByText(filter.label ?? filter.key).length).toBeGreaterThan(0);
    expect(screen.queryByText(/is not supported by this version/)).not.toBeInTheDocument();
  });

  it('locks disabled filters and says why', () => {
    renderHarness();
    expect(screen.getByText('Upgrade to Pro to use this filter')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Web traffic from' })).toBeDisabled();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Discount' })).toBeDisabled();
  });

  it('forwards a change and lists the effects the engine reports on other filters only', async () => {
    const { user, calls } = renderHarness();
    await user.click(screen.getByRole('combobox', { name: 'Languages' }));
    await user.click(screen.getByRole('option', { name: 'English' }));
    expect(calls.onChange).toHaveBeenLastCalledWith('languages', { kind: 'options', keys: ['en'] });
    await user.click(screen.getByRole('option', { name: 'Any language' }));
    expect(screen.getByRole('option', { name: /German/ })).toHaveAttribute('aria-disabled', 'true');
    // English going off beside the chosen "Any language" is shown by the list itself.
    expect(within(screen.getByRole('list', { name: 'Effects' })).queryAllByRole('listitem')).toEqual([]);
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('checkbox', { name: 'Instagram' }));
    await user.click(screen.getByRole('combobox', { name: 'Placements' }));
    await user.click(screen.getByRole('option', { name: 'Feed' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('checkbox', { name: 'All networks' }));
    expect(
      within(screen.getByRole('list', { name: 'Effects' })).getByText(
        'Placements cleared because you chose All networks',
      ),
    ).toBeInTheDocument();
  });

  it('offers a reset on resettable filters only, once the value left its default, and keeps focus in the filter', async () => {
    const { user, calls } = renderHarness();
    expect(screen.queryByRole('button', { name: /^Reset / })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Instagram' }));
    expect(screen.getByRole('checkbox', { name: 'Instagram' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Reset Gender' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset Networks' }));
    expect(calls.onReset).toHaveBeenCalledWith('networks');
    expect(screen.getByRole('checkbox', { name: 'Instagram' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'All networks' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Reset Networks' })).not.toBeInTheDocument();
    // Focus stays in the filter, on its group's one tab stop: the option last focused there.
    expect(screen.getByRole('checkbox', { name: 'Instagram' })).toHaveFocus();
  });

  it('clears every filter back to its default', async () => {
    const { user, calls } = renderHarness();
    await user.click(screen.getByRole('switch', { name: 'Still running' }));
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    const search = screen.getByRole('textbox', { name: 'Search' });
    await user.type(search, 'shoes{Enter}');
    expect(screen.getByRole('button', { name: 'Edit Contains: shoes' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(calls.onClearAll).toHaveBeenCalledOnce();
    expect(screen.getByRole('switch', { name: 'Still running' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Any' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Edit Contains: shoes' })).not.toBeInTheDocument();
  });

  it('folds a collapsible group under its label', async () => {
    const group = { ...catalogue(), collapse: true };
    const { user } = renderWithProviders(
      <FilterPanel
        group={group}
        state={initialFilterState(group)}
        platform="platform_a"
        connection={served.connection}
        onChange={vi.fn()}
        onReset={vi.fn()}
        onClearAll={vi.fn()}
      />,
    );
    const toggle = screen.getByRole('button', { name: group.label });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('labels restored API ids in the panel', async () => {
    const [interest] = await served.connection.client.filterItems('platform_a', 'interests', { search: 'yoga' });
    const group = catalogue();
    const state = { ...initialFilterState(group), interests: { kind: 'options' as const, keys: [interest!.key] } };
    renderWithProviders(
      <FilterPanel
        group={group}
        state={state}
        platform="platform_a"
        connection={served.connection}
        onChange={vi.fn()}
        onReset={vi.fn()}
        onClearAll={vi.fn()}
      />,
    );
    expect(await screen.findByText(interest!.label!, {}, slow)).toBeInTheDocument();
  });
});
