import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AdDetailDrawer } from '../../src/ads/ad-detail-drawer';
import { createConnection } from '../../src/client/connection';
import type { AdSummary } from '../../src/contract/ads';
import { PLATFORM_LABELS } from '../../src/contract/platforms';
import { connectedTestService } from '../utils/connected-service';
import { renderWithProviders } from '../utils/render';

const served = connectedTestService({ ads: 200 });
let ads: AdSummary[];

beforeAll(async () => {
  ads = (await served.connection.client.search('platform_a', {})).ads.slice(0, 3);
}, 120_000);

/** The drawer as the app drives it: an index into the results, moved by the drawer's callbacks. */
function Browse({ start, onClose }: { start: number; onClose: () => void }) {
  const [index, setIndex] = useState<number | null>(start);
  const ad = index === null ? undefined : ads[index];
  return (
    <AdDetailDrawer
      connection={served.connection}
      ad={ad ? { platform: ad.platform, id: ad.id } : null}
      onClose={() => {
        setIndex(null);
        onClose();
      }}
      onPrev={index !== null && index > 0 ? () => setIndex(index - 1) : undefined}
      onNext={index !== null && index < ads.length - 1 ? () => setIndex(index + 1) : undefined}
    />
  );
}

async function findDetailTitle(ad: AdSummary) {
  const drawer = await screen.findByRole('dialog', { name: `Ad details ${PLATFORM_LABELS[ad.platform]} · #${ad.id}` });
  return within(drawer).findByRole('heading', { level: 2, name: ad.title }, { timeout: 10_000 });
}

describe('AdDetailDrawer against the service', () => {
  it('shows the fields of the detail record and its history', async () => {
    const [ad] = ads;
    renderWithProviders(<Browse start={0} onClose={() => {}} />);
    expect(screen.getByRole('status', { name: 'Loading ad details' })).toBeInTheDocument();
    await findDetailTitle(ad!);

    const detail = await served.connection.client.adDetail({ platform: 'platform_a', id: ad!.id });
    const fields = screen.getByLabelText('Ad fields');
    const value = (label: string) => within(fields).getByText(label).nextElementSibling;
    expect(screen.getByText(detail.description!)).toBeInTheDocument();
    expect(within(fields).getByRole('link', { name: detail.landing_url })).toHaveAttribute('href', detail.landing_url);
    expect(value('First seen')?.textContent).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(value('Language')).toHaveTextContent(
      new Intl.DisplayNames(['en'], { type: 'language' }).of(detail.language!)!,
    );
    expect(value('Countries')).toHaveTextContent(
      new Intl.DisplayNames(['en'], { type: 'region' }).of(detail.countries![0]!)!,
    );
    if (detail.owner.category) expect(screen.getByText(detail.owner.category)).toBeInTheDocument();
    expect(
      await screen.findByRole('figure', { name: 'Daily impressions and likes' }, { timeout: 15_000 }),
    ).toHaveTextContent(`${detail.history!.length} day`);
  });

  it('moves through the results with the arrow keys and buttons', async () => {
    const { user } = renderWithProviders(<Browse start={1} onClose={() => {}} />);
    await findDetailTitle(ads[1]!);

    await user.keyboard('{ArrowRight}');
    await findDetailTitle(ads[2]!);
    expect(screen.getByRole('button', { name: 'Next ad' })).toBeDisabled();

    await user.keyboard('{ArrowLeft}');
    await user.keyboard('{ArrowLeft}');
    await findDetailTitle(ads[0]!);
    expect(screen.getByRole('button', { name: 'Previous ad' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next ad' }));
    await findDetailTitle(ads[1]!);
  });

  it('leaves arrow keys to a focused text field', async () => {
    const { user } = renderWithProviders(<Browse start={0} onClose={() => {}} />);
    await findDetailTitle(ads[0]!);
    const drawer = screen.getByRole('dialog', { name: /Ad details/ });
    // A text field in the drawer, as the app may add (a note, a search box).
    const field = document.createElement('input');
    drawer.appendChild(field);
    field.focus();
    await user.keyboard('{ArrowRight}');
    expect(within(drawer).getByRole('heading', { level: 2, name: ads[0]!.title })).toBeInTheDocument();
  });

  it('closes on Escape and with its close button', async () => {
    const onClose = vi.fn();
    const { user, unmount } = renderWithProviders(<Browse start={0} onClose={onClose} />);
    await findDetailTitle(ads[0]!);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    unmount();

    const view = renderWithProviders(<Browse start={0} onClose={onClose} />);
    await findDetailTitle(ads[0]!);
    await view.user.click(screen.getByRole('button', { name: 'Close ad details' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('says when the ad does not exist', async () => {
    renderWithProviders(
      <AdDetailDrawer
        connection={served.connection}
        ad={{ platform: 'platform_b', id: 987_654_321 }}
        onClose={() => {}}
      />,
    );
    expect(await screen.findByText('Ad not found')).toBeInTheDocument();
    expect(screen.getByText('Platform B has no ad #987654321. It may have been removed.')).toBeInTheDocument();
  });

  it('shows a failed load and recovers on Retry', async () => {
    // A proxy in front of the service fails the first request; the service cannot produce this.
    let calls = 0;
    const flaky = createConnection({
      baseUrl: served.service.baseUrl('v1'),
      apiKey: 'demo-pro',
      fetch: (input, init) => {
        calls += 1;
        if (calls === 1) {
          return Promise.resolve(
            new Response('<html><head><title>502 Bad Gateway</title></head></html>', {
              status: 502,
              headers: { 'content-type': 'text/html' },
            }),
          );
        }
        return fetch(input, init);
      },
    });
    const { user } = renderWithProviders(
      <AdDetailDrawer connection={flaky} ad={{ platform: ads[0]!.platform, id: ads[0]!.id }} onClose={() => {}} />,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load this ad');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await findDetailTitle(ads[0]!);
    expect(calls).toBe(2);
  });

  it('shows fields a newer service adds beyond the contract', async () => {
    const extended = createConnection({
      baseUrl: served.service.baseUrl('v2'),
      apiKey: 'demo-pro',
      fetch: async (input, init) => {
        const answer = await fetch(input, init);
        const body = (await answer.json()) as { data: Record<string, unknown> };
        body.data.ad_format = 'carousel';
        body.data.audience = { age: '25-34', interests: ['running'] };
        return new Response(JSON.stringify(body), { status: answer.status, headers: answer.headers });
      },
    });
    renderWithProviders(
      <AdDetailDrawer connection={extended} ad={{ platform: ads[0]!.platform, id: ads[0]!.id }} onClose={() => {}} />,
    );
    const others = await screen.findByRole('region', { name: 'Other fields' });
    expect(within(others).getByText('Ad format').nextElementSibling).toHaveTextContent('carousel');
    expect(within(others).getByText('Audience').nextElementSibling).toHaveTextContent('"interests": [');
  });
});
