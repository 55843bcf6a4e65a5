import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConnection } from '../../../src/client/connection';
import { ownerProfile } from '../../../src/client/extensions/owners-api';
import type { AdSummary } from '../../../src/contract/ads';
import { AdvertiserHeader } from '../../../src/workspace/advertiser/advertiser-header';
import { renderWithProviders } from '../../utils/render';
import { startTestService, type TestService } from '../../utils/service';

let service: TestService;
let ad: AdSummary;

beforeAll(async () => {
  service = await startTestService({ ads: 200 });
  const connection = createConnection({ baseUrl: service.baseUrl('v2'), apiKey: 'demo-pro' });
  ad = (await connection.client.search('mega', {})).ads[0]!;
}, 120_000);
afterAll(() => service.close());

describe('AdvertiserHeader', () => {
  it('shows the profile of the one advertiser a search is narrowed to', async () => {
    const connection = createConnection({ baseUrl: service.baseUrl('v2'), apiKey: 'demo-pro' });
    const profile = await ownerProfile(connection.client, ad.owner.id);
    renderWithProviders(<AdvertiserHeader connection={connection} narrowed={{ kind: 'owner', id: ad.owner.id }} />);
    const header = await screen.findByRole('region', { name: 'Advertiser' }, { timeout: 10_000 });
    expect(await within(header).findByRole('heading', { name: ad.owner.name }, { timeout: 10_000 })).toBeVisible();
    expect(header).toHaveTextContent(`${profile.ads_count} ad`);
    const platforms = Object.values(profile.ads_by_platform).filter((count) => (count ?? 0) > 0);
    expect(within(header).getAllByRole('listitem')).toHaveLength(platforms.length);
  });

  it('is absent on a deployment without the owners extension', async () => {
    const v1 = createConnection({ baseUrl: service.baseUrl('v1'), apiKey: 'demo-pro' });
    const { queryClient } = renderWithProviders(
      <AdvertiserHeader connection={v1} narrowed={{ kind: 'owner', id: ad.owner.id }} />,
    );
    await expect.poll(() => queryClient.isFetching(), { timeout: 10_000 }).toBe(0);
    expect(screen.queryByRole('region', { name: 'Advertiser' })).not.toBeInTheDocument();
  });
});
