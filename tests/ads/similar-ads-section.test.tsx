import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { AdDetailDrawer } from '../../src/ads/ad-detail-drawer';
import type { AdRef } from '../../src/ads/ad-ref';
import { similarAds } from '../../src/client/extensions/similar-api';
import { createConnection } from '../../src/client/connection';
import type { SimilarAdsPage } from '../../src/contract/extensions/similar';
import { PLATFORM_LABELS, type PlatformKey } from '../../src/contract/platforms';
import { connectedTestService } from '../utils/connected-service';
import { capabilitiesQueryOptions } from '../../src/search/capabilities-query';
import { renderWithProviders } from '../utils/render';

const served = connectedTestService({ ads: 600 });
let ad: AdRef;
let creative: SimilarAdsPage;

beforeAll(async () => {
  // The ad whose lead media file the most other advertisers run too, as the tables say.
  const { rows } = await served.service.db.query<{ id: number; platform: PlatformKey }>(
    `SELECT a.id, a.platform FROM ads a
     ORDER BY (SELECT count(DISTINCT b.owner_id) FROM ads b
               WHERE b.media -> 0 ->> 'url' = a.media -> 0 ->> 'url' AND b.owner_id <> a.owner_id) DESC, a.id
     LIMIT 1`,
  );
  ad = rows[0]!;
  creative = await similarAds(served.connection.client, { ...ad, reason: 'same_creative' });
}, 120_000);

const drawerOn = (shown: AdRef) =>
  screen.findByRole('dialog', { name: `Ad details ${PLATFORM_LABELS[shown.platform]} · #${shown.id}` });

describe('similar ads in the drawer', () => {
  it('count the other advertisers of the creative, open their list, open one of them and come back to it', async () => {
    const count = creative.counts.same_creative!;
    // Premise: other advertisers run this ad's creative.
    expect(count.other_advertisers).toBeGreaterThanOrEqual(2);
    const { user } = renderWithProviders(<AdDetailDrawer connection={served.connection} ad={ad} onClose={() => {}} />);
    const drawer = await drawerOn(ad);
    const entry = await within(drawer).findByRole(
      'button',
      { name: `Same creative · ${count.other_advertisers} other advertisers` },
      { timeout: 10_000 },
    );
    expect(entry).toHaveAttribute('aria-expanded', 'false');
    await user.click(entry);
    expect(entry).toHaveAttribute('aria-expanded', 'true');
    const list = await within(drawer).findByRole('list', { name: 'Same creative' });
    expect(entry).toHaveAttribute('aria-controls', list.parentElement!.id);
    const cards = await within(list).findAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(
      creative.ads.map((similar) => similar.ad.title),
    );
    const first = creative.ads[0]!;
    expect(
      within(list).getAllByRole('group', { name: `Same creative, copy ${Math.round(first.score * 100)}% alike` })
        .length,
    ).toBeGreaterThan(0);

    // Enter on a card opens that ad here; focus goes to the way back, which returns to its card.
    cards[0]!.focus();
    await user.keyboard('{Enter}');
    const opened = await drawerOn(first.ad);
    const back = within(opened).getByRole('button', { name: `Back to #${ad.id}` });
    await waitFor(() => expect(back).toHaveFocus());
    await user.click(back);
    await drawerOn(ad);
    const again = await screen.findByRole('list', { name: 'Same creative' });
    const card = again.querySelector(`[data-ad="${first.ad.platform}:${first.ad.id}"] article`);
    await waitFor(() => expect(card).toHaveFocus());
  });

  it('are absent where the service does not offer them', async () => {
    const v1 = createConnection({ baseUrl: served.service.baseUrl('v1'), apiKey: 'demo-pro' });
    const { queryClient } = renderWithProviders(<AdDetailDrawer connection={v1} ad={ad} onClose={() => {}} />);
    const drawer = await drawerOn(ad);
    await within(drawer).findByRole('heading', { level: 2 }, { timeout: 10_000 });
    // Premise: the deployment has said what it offers (nothing, on v1).
    await waitFor(() => expect(queryClient.getQueryData(capabilitiesQueryOptions(v1).queryKey)).toEqual([]));
    expect(within(drawer).queryByRole('heading', { name: 'Similar ads' })).not.toBeInTheDocument();
  });
});
