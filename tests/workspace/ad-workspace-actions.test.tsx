import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AdCard } from '../../src/ads/ad-card';
import { boardsApi } from '../../src/client/extensions/boards-api';
import { hiddenApi } from '../../src/client/extensions/hidden-api';
import type { AdSummary } from '../../src/contract/ads';
import { createSearchStore, type SearchStore } from '../../src/search/search-store';
import { SearchStoreProvider } from '../../src/search/search-store-context';
import { FIRST_BOARD_NAME } from '../../src/workspace/core/use-ad-workspace';
import { WorkspaceShell } from '../../src/workspace/shell/workspace-shell';
import { connectedTestService } from '../utils/connected-service';
import { renderWithProviders } from '../utils/render';

const served = connectedTestService({ ads: 40 });
let ads: AdSummary[];
beforeAll(async () => {
  ads = (await served.connection.client.search('platform_a', {})).ads;
});

const SLOW = { timeout: 10_000 };

function renderCard(ad: AdSummary, onOpen = vi.fn()) {
  const store: SearchStore = createSearchStore({ platform: 'platform_a', params: new URLSearchParams(), ad: null });
  const view = renderWithProviders(
    <SearchStoreProvider store={store}>
      <WorkspaceShell connection={served.connection} answering>
        <AdCard ad={ad} onOpen={onOpen} />
      </WorkspaceShell>
    </SearchStoreProvider>,
  );
  return { ...view, onOpen, store, card: screen.getByRole('article') };
}

describe('Save, Hide and Compare on a card, against the real service', () => {
  it('saves the ad to a first board, shows it saved, and does not open the ad', async () => {
    const ad = ads[0]!;
    expect(ad.is_bookmarked).toBe(false);
    const { user, card, onOpen } = renderCard(ad);
    await user.click(await within(card).findByRole('button', { name: /^Save: / }, SLOW));
    await within(card).findByRole('button', { name: /^Saved: / }, SLOW);
    expect(onOpen).not.toHaveBeenCalled();
    const [board] = await boardsApi(served.connection.client).list();
    expect(board).toMatchObject({ name: FIRST_BOARD_NAME, ads_count: 1 });
    expect((await boardsApi(served.connection.client).ads(board!.id, 1)).ads.map((a) => a.ad.id)).toEqual([ad.id]);
  });

  it('hides the ad behind a cover with Show again, which shows it again', async () => {
    const ad = ads[1]!;
    const { user, card, onOpen } = renderCard(ad);
    await user.click(await within(card).findByRole('button', { name: /^Hide: / }, SLOW));
    await user.click(await screen.findByRole('menuitem', { name: 'Hide this ad' }));
    const again = await within(card).findByRole('button', { name: 'Show again' }, SLOW);
    expect(within(card).getByText('Ad hidden')).toBeInTheDocument();
    expect((await hiddenApi(served.connection.client).list()).ads.map((a) => a.id)).toEqual([ad.id]);
    await user.click(again);
    await vi.waitFor(() => expect(within(card).queryByText('Ad hidden')).not.toBeInTheDocument(), SLOW);
    expect((await hiddenApi(served.connection.client).list()).ads).toEqual([]);
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('picks the ad to compare and takes it out again, without opening it', async () => {
    const ad = ads[0]!;
    const { user, card, onOpen, store } = renderCard(ad);
    const compare = await within(card).findByRole('button', { name: /^Compare: / }, SLOW);
    expect(compare).toHaveAttribute('aria-pressed', 'false');
    await user.click(compare);
    expect(store.getState().compare).toEqual([{ platform: ad.platform, id: ad.id }]);
    const picked = within(card).getByRole('button', { name: /^Remove from compare: / });
    expect(picked).toHaveAttribute('aria-pressed', 'true');
    await user.click(picked);
    expect(store.getState().compare).toEqual([]);
    expect(onOpen).not.toHaveBeenCalled();
  });
});
