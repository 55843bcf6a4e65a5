import { screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AdGrid } from '../../../src/ads/ad-grid';
import type { AdGridHandle } from '../../../src/ads/ad-grid-props';
import type { AdSummary } from '../../../src/contract/ads';
import { createSearchStore } from '../../../src/search/search-store';
import { SearchStoreProvider } from '../../../src/search/search-store-context';
import { SelectionProvider } from '../../../src/workspace/core/selection/selection-context';
import { LiveAnnouncer } from '../../../src/workspace/core/live-announcer';
import { ResultsTriage } from '../../../src/workspace/triage/results-triage';
import { manyAds } from '../../ads/fixtures/ads';
import { renderWithProviders } from '../../utils/render';

interface ResultsProps {
  ads: AdSummary[];
  onOpenAd: (ad: AdSummary) => void;
  onOpenCompare: () => void;
}

function Results({ ads, onOpenAd, onOpenCompare }: ResultsProps) {
  const grid = useRef<AdGridHandle>(null);
  return (
    <SelectionProvider ads={ads} searchKey="one search">
      <input aria-label="Search" data-search-box />
      <AdGrid
        ref={grid}
        ads={ads}
        isLoading={false}
        isFetching={false}
        isFetchingNextPage={false}
        hasNextPage={false}
        onLoadMore={() => {}}
        onOpenAd={onOpenAd}
        error={null}
        onRetry={() => {}}
      />
      <ResultsTriage grid={grid} onOpenAd={onOpenAd} onOpenCompare={onOpenCompare} />
    </SelectionProvider>
  );
}

function setup() {
  const ads = manyAds(12);
  const onOpenAd = vi.fn();
  const onOpenCompare = vi.fn();
  const store = createSearchStore({ platform: 'platform_a', params: new URLSearchParams(), ad: null });
  const view = renderWithProviders(
    <SearchStoreProvider store={store}>
      <LiveAnnouncer>
        <Results ads={ads} onOpenAd={onOpenAd} onOpenCompare={onOpenCompare} />
      </LiveAnnouncer>
    </SearchStoreProvider>,
  );
  const cards = () => screen.getAllByRole('article');
  return { ...view, ads, onOpenAd, onOpenCompare, store, cards };
}

describe('keyboard triage of the results', () => {
  it('moves focus between cards with j, k and the arrows, and opens with o', async () => {
    const { user, cards, onOpenAd, ads } = setup();
    // Premise: the grid shows rows of three cards (jsdom's 1024 px window) and none has focus.
    expect(cards().length).toBeGreaterThanOrEqual(6);
    for (const card of cards()) expect(card).not.toHaveFocus();
    await user.keyboard('j');
    expect(cards()[0]).toHaveFocus();
    await user.keyboard('jj');
    expect(cards()[2]).toHaveFocus();
    await user.keyboard('k');
    expect(cards()[1]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(cards()[4]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(cards()[5]).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowLeft}');
    expect(cards()[1]).toHaveFocus();
    await user.keyboard('o');
    expect(onOpenAd).toHaveBeenCalledWith(ads[1]);
  });

  it('selects the focused ad with x, says the count, clears on Esc, and compares the selection with c', async () => {
    const { user, store, ads, onOpenCompare } = setup();
    await user.keyboard('jx');
    await waitFor(() => expect(screen.getByTestId('announcer')).toHaveTextContent('1 selected'));
    await user.keyboard('jx');
    await waitFor(() => expect(screen.getByTestId('announcer')).toHaveTextContent('2 selected'));
    // c compares the two selected ads: they become the ads to compare, in the order picked.
    await user.keyboard('c');
    expect(onOpenCompare).toHaveBeenCalledTimes(1);
    expect(store.getState().compare).toEqual(ads.slice(0, 2).map(({ platform, id }) => ({ platform, id })));
    await user.keyboard('x');
    await waitFor(() => expect(screen.getByTestId('announcer')).toHaveTextContent('1 selected'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByTestId('announcer')).toHaveTextContent('Selection cleared'));
    // The selection starts again from none: the focused ad is the one selected ad.
    await user.keyboard('x');
    await waitFor(() => expect(screen.getByTestId('announcer')).toHaveTextContent('1 selected'));
  });

  it('leaves Esc alone while nothing is selected', () => {
    setup();
    const event = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    document.body.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it('never acts on keys typed into a field, and / focuses the search box', async () => {
    const { user, store, onOpenAd } = setup();
    await user.keyboard('/');
    const box = screen.getByRole('textbox', { name: 'Search' });
    expect(box).toHaveFocus();
    await user.keyboard('jkxo?/');
    expect(box).toHaveValue('jkxo?/');
    expect(box).toHaveFocus();
    expect(store.getState().compare).toEqual([]);
    expect(screen.getByTestId('announcer')).toBeEmptyDOMElement();
    expect(onOpenAd).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leaves arrows to scroll the page until a card has focus', () => {
    const { cards } = setup();
    const event = new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true });
    document.body.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    for (const card of cards()) expect(card).not.toHaveFocus();
  });

  it('lists the shortcuts on ?', async () => {
    const { user } = setup();
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(dialog).toHaveTextContent('Select the ad, or take it out of the selection');
    expect(dialog).toHaveTextContent('Search');
  });
});
