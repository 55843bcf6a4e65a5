import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { adLabel } from '../../../src/ads/ad-label';
import type { AdSummary } from '../../../src/contract/ads';
import { CompareView } from '../../../src/workspace/compare/compare-view';
import { connectedTestService } from '../../utils/connected-service';
import { renderWithProviders } from '../../utils/render';

const served = connectedTestService({ ads: 200 });
let ads: AdSummary[];

beforeAll(async () => {
  const a = (await served.connection.client.search('platform_a', {})).ads[0]!;
  const b = (await served.connection.client.search('platform_b', {})).ads[0]!;
  ads = [a, b];
}, 120_000);

describe('CompareView', () => {
  it('shows two ads of different platforms side by side with their facts and one chart', async () => {
    const onRemove = vi.fn();
    const picks = ads.map(({ platform, id }) => ({ platform, id }));
    const { user } = renderWithProviders(
      <CompareView connection={served.connection} picks={picks} opened onClose={() => {}} onRemove={onRemove} />,
    );
    const table = await screen.findByRole('table', { name: 'Compared ads' });
    for (const ad of ads) {
      const heading = await within(table).findByRole(
        'columnheader',
        { name: (name) => name.includes(adLabel(ad)) },
        { timeout: 15_000 },
      );
      expect(heading).toBeVisible();
    }
    const rows = within(table).getAllByRole('row');
    for (const label of ['Media', 'Days running', 'Countries', 'First seen', 'Last seen']) {
      const row = rows.find((r) => within(r).queryByRole('rowheader', { name: label }));
      expect(row).toBeDefined();
      expect(within(row!).getAllByRole('cell')).toHaveLength(2);
    }
    expect(await screen.findByRole('region', { name: 'Daily impressions' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: `Remove ${adLabel(ads[1]!)} from compare` }));
    expect(onRemove).toHaveBeenCalledWith(picks[1]);
  });

  it('asks for a second ad while only one is picked', () => {
    renderWithProviders(
      <CompareView
        connection={served.connection}
        picks={[{ platform: 'platform_a', id: 1 }]}
        opened
        onClose={() => {}}
        onRemove={() => {}}
      />,
    );
    expect(screen.getByText(/Pick two to four ads to compare/)).toBeVisible();
  });
});
