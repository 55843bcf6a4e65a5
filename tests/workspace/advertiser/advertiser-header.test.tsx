import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createConnection } from '../../../src/client/connection';
import { ownerProfile } from '../../../src/client/extensions/owners-api';
import type { AdSummary } from '../../../src/contract/ads';
import { AdvertiserHeader } from '../../../src/workspace/advertiser/advertiser-header';
import { connectedTestService } from '../../utils/connected-service';
import { seedFromUrl } from '../../../src/search/search-seed';
import { createSearchStore } from '../../../src/search/search-store';
import { SearchStoreProvider } from '../../../src/search/search-store-context';
import { renderWithProviders } from '../../utils/render';

const served = connectedTestService({ ads: 200 });
let ad: AdSummary;

beforeAll(async () => {
  ad = (await served.connection.client.search('mega', {})).ads[0]!;
}, 120_000);

/** The header as the advertiser's page renders it: inside that page's search store, where its ads open. */
const onPage = (ui: ReactElement, owner: number) => (
  <SearchStoreProvider store={createSearchStore(seedFromUrl('/mega', `?search_field=owner_id:${owner}`))}>
    {ui}
  </SearchStoreProvider>
);

describe('AdvertiserHeader', () => {
  it('shows the profile of the one advertiser a search is narrowed to', async () => {
    const profile = await ownerProfile(served.connection.client, ad.owner.id);
    renderWithProviders(
      onPage(
        <AdvertiserHeader connection={served.connection} narrowed={{ kind: 'owner', id: ad.owner.id }} />,
        ad.owner.id,
      ),
    );
    const header = await screen.findByRole('region', { name: 'Advertiser' }, { timeout: 10_000 });
    expect(await within(header).findByRole('heading', { name: ad.owner.name }, { timeout: 10_000 })).toBeVisible();
    expect(header).toHaveTextContent(`${profile.ads_count} ad`);
    const platforms = Object.values(profile.ads_by_platform).filter((count) => (count ?? 0) > 0);
    expect(within(header).getAllByRole('listitem')).toHaveLength(platforms.length);
    // Where the service offers trends, they follow, with the advertiser's longest-running ads.
    const trends = await screen.findByRole('region', { name: 'Trends' }, { timeout: 10_000 });
    const winners = await within(trends).findByRole('list', { name: 'Longest-running ads' }, { timeout: 10_000 });
    expect(within(winners).getAllByRole('listitem').length).toBe(Math.min(profile.ads_count, 10));
  });

  it('is absent on a deployment without the owners extension', async () => {
    const v1 = createConnection({ baseUrl: served.service.baseUrl('v1'), apiKey: 'demo-pro' });
    const { queryClient } = renderWithProviders(
      onPage(<AdvertiserHeader connection={v1} narrowed={{ kind: 'owner', id: ad.owner.id }} />, ad.owner.id),
    );
    await expect.poll(() => queryClient.isFetching(), { timeout: 10_000 }).toBe(0);
    expect(screen.queryByRole('region', { name: 'Advertiser' })).not.toBeInTheDocument();
  });
});
