import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { SLOW, appTestService, demoSettings, here, renderAppAt } from './app-helpers';
import { recordSearches } from './search-requests';

const testService = appTestService();

let searches: ReturnType<typeof recordSearches>;
afterEach(() => searches.restore());

/** Opens Connection settings, puts `baseUrl` in and saves. */
async function connectTo(user: ReturnType<typeof renderAppAt>['user'], baseUrl: string) {
  await user.click(screen.getByRole('button', { name: 'Connection settings' }));
  const url = await screen.findByLabelText(/Base URL/);
  await user.clear(url);
  await user.paste(baseUrl);
  await user.click(screen.getByRole('button', { name: 'Save' }));
}

describe('changing the connection decodes the link again', { timeout: 60_000 }, () => {
  it('v2 → v1: a sort v1 lacks is dropped with a notice that names the connection, and the v1 default sort is searched and shown', async () => {
    searches = recordSearches();
    const { user } = renderAppAt(
      '/platform_b?advanced_order=impressions.asc&gender=1',
      demoSettings(testService().baseUrl('v2')),
    );
    await waitFor(() => expect(searches.sent.length).toBeGreaterThan(0), SLOW);
    expect(searches.sent[0]?.body).toMatchObject({
      gender: [1],
      advanced_order: { orderby: 'impressions', order: 'asc' },
    });

    await connectTo(user, testService().baseUrl('v1'));
    await screen.findByText('Connected · v1', {}, SLOW);
    expect(
      await screen.findByText(/Not available with this connection: advanced_order=impressions\.asc/, {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText('Part of the search was not kept')).toBeInTheDocument();
    expect(screen.queryByText(/Ignored from the link|Part of the link/)).not.toBeInTheDocument();
    await waitFor(() => expect(here()).toBe('/platform_b?gender=1'), SLOW);
    await waitFor(
      () => expect(searches.sent.some(({ path }) => path === '/api/v1/platform_b/ads/search')).toBe(true),
      SLOW,
    );
    const v1 = searches.sent.filter(({ path }) => path.startsWith('/api/v1/'));
    expect(v1.map(({ body }) => body)).toEqual([{ gender: [1], orderby: 'updated_at', page: 1 }]);
    expect(
      await within(screen.getByRole('region', { name: 'Results toolbar' })).findByRole(
        'combobox',
        { name: 'Sort results by' },
        SLOW,
      ),
    ).toHaveValue('Recently updated');
  });

  it('v2 → v1 → v2: web traffic sort is kept as v1 "Most domain traffic" and back, with no notice', async () => {
    searches = recordSearches();
    const { user } = renderAppAt(
      '/platform_b?advanced_order=web_traffic.desc',
      demoSettings(testService().baseUrl('v2')),
    );
    await waitFor(() => expect(searches.sent.length).toBeGreaterThan(0), SLOW);
    expect(searches.sent[0]?.body).toMatchObject({ advanced_order: { orderby: 'web_traffic', order: 'desc' } });

    await connectTo(user, testService().baseUrl('v1'));
    await screen.findByText('Connected · v1', {}, SLOW);
    await waitFor(() => expect(here()).toBe('/platform_b?orderby=domain.traffic'), SLOW);
    await waitFor(() => expect(searches.sent.some(({ path }) => path.startsWith('/api/v1/'))).toBe(true), SLOW);
    const v1 = searches.sent.filter(({ path }) => path.startsWith('/api/v1/'));
    expect(v1).toHaveLength(1);
    expect(v1[0]?.body).toMatchObject({ orderby: 'domain.traffic', page: 1 });
    expect(
      await within(screen.getByRole('region', { name: 'Results toolbar' })).findByRole(
        'combobox',
        { name: 'Sort results by' },
        SLOW,
      ),
    ).toHaveValue('Most domain traffic');

    await connectTo(user, testService().baseUrl('v2'));
    await screen.findByText('Connected · v2', {}, SLOW);
    await waitFor(() => expect(here()).toBe('/platform_b?advanced_order=web_traffic.desc'), SLOW);
    expect(screen.queryByText(/(Not available|Ignored).*(web_traffic|domain\.traffic)/)).not.toBeInTheDocument();
  });
});
