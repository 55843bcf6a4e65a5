import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdSummary } from '../../../src/contract/ads';
import { createSearchStore } from '../../../src/search/search-store';
import { SearchStoreProvider } from '../../../src/search/search-store-context';
import { SelectionBarSlot } from '../../../src/workspace/bulk/selection-bar-slot';
import { SelectToggle } from '../../../src/workspace/bulk/select-toggle';
import { SelectionProvider } from '../../../src/workspace/core/selection/selection-context';
import { LiveAnnouncer } from '../../../src/workspace/core/live-announcer';
import { manyAds } from '../../ads/fixtures/ads';
import { renderWithProviders } from '../../utils/render';

const store = createSearchStore({ platform: 'platform_a', params: new URLSearchParams(), ad: null });

function Grid({ ads, searchKey, onOpenCompare }: { ads: AdSummary[]; searchKey: string; onOpenCompare: () => void }) {
  return (
    <SearchStoreProvider store={store}>
      <LiveAnnouncer>
        <SelectionProvider ads={ads} searchKey={searchKey}>
          {ads.map((ad) => (
            <SelectToggle key={ad.id} ad={ad} />
          ))}
          <SelectionBarSlot
            onOpenCompare={onOpenCompare}
            readDetail={() => Promise.reject(new Error('unused'))}
            exportBase="platform_a"
          />
        </SelectionProvider>
      </LiveAnnouncer>
    </SearchStoreProvider>
  );
}

const boxes = () => screen.getAllByRole('checkbox', { name: /^Select:/ }) as HTMLInputElement[];
const checked = () => boxes().filter((box) => box.checked).length;

describe('the selection bar', () => {
  it('selects a shift-click range, keeps it while pages load, compares 2 to 4 ads and clears on a new search', async () => {
    const firstPage = manyAds(6);
    const bothPages = [...firstPage, ...manyAds(6, 200_000)];
    const onOpenCompare = vi.fn();
    const { user, rerender } = renderWithProviders(
      <Grid ads={firstPage} searchKey="a" onOpenCompare={onOpenCompare} />,
    );
    expect(screen.queryByRole('region', { name: 'Selection' })).not.toBeInTheDocument();

    await user.click(boxes()[1]!);
    const bar = await screen.findByRole('region', { name: 'Selection' });
    expect(bar).toHaveTextContent('1 selected');
    expect(screen.getByRole('button', { name: 'Compare' })).toBeDisabled();
    await user.keyboard('{Shift>}');
    await user.click(boxes()[3]!);
    await user.keyboard('{/Shift}');
    expect(bar).toHaveTextContent('3 selected');
    expect(boxes().map((box) => box.checked)).toEqual([false, true, true, true, false, false]);
    await waitFor(() => expect(screen.getByTestId('announcer')).toHaveTextContent('3 selected'));

    await user.click(screen.getByRole('button', { name: 'Compare' }));
    expect(onOpenCompare).toHaveBeenCalledTimes(1);
    expect(store.getState().compare.map((pick) => pick.id)).toEqual(firstPage.slice(1, 4).map((ad) => ad.id));

    // A second page loads: the selection stays, and "all loaded" reaches the new page too.
    rerender(<Grid ads={bothPages} searchKey="a" onOpenCompare={onOpenCompare} />);
    expect(checked()).toBe(3);
    await user.click(screen.getByRole('button', { name: 'Select all loaded' }));
    expect(bar).toHaveTextContent('12 selected');
    expect(checked()).toBe(12);
    expect(screen.getByRole('button', { name: 'Compare' })).toBeDisabled();

    // Another search clears it, and the bar goes.
    rerender(<Grid ads={bothPages} searchKey="b" onOpenCompare={onOpenCompare} />);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Selection' })).not.toBeInTheDocument());
    expect(checked()).toBe(0);
    await waitFor(() => expect(screen.getByTestId('announcer')).toHaveTextContent('Selection cleared'));
  });

  it('reaches every button of the bar with Tab, and Clear empties the selection', async () => {
    const { user } = renderWithProviders(<Grid ads={manyAds(3)} searchKey="a" onOpenCompare={() => {}} />);
    await user.click(boxes()[0]!);
    const bar = await screen.findByRole('region', { name: 'Selection' });
    expect(boxes()[0]).toHaveFocus();
    // Past the other two boxes, Tab reaches the bar's buttons in order; Compare waits for a second
    // ad, and without a workspace there is nothing to save to or hide.
    await user.tab();
    await user.tab();
    expect(boxes()[2]).toHaveFocus();
    for (const name of ['Select all loaded', 'Export', 'Clear']) {
      await user.tab();
      expect(within(bar).getByRole('button', { name })).toHaveFocus();
    }
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Selection' })).not.toBeInTheDocument());
    expect(checked()).toBe(0);
  });
});
