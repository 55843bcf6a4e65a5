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
  it('v2 → v1: advanced_order is dropped with a notice and the v1 default sort is searched and shown', async () => {
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
      await screen.findByText(/Ignored from the link: advanced_order=impressions\.asc/, {}, SLOW),
    ).toBeInTheDocument();
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

  it('v1 → v2: orderby is dropped with a notice', async () => {
    searches = recordSearches();
    const { user } = renderAppAt('/platform_b?orderby=oldest', demoSettings(testService().baseUrl('v1')));
    await waitFor(() => expect(searches.sent.length).toBeGreaterThan(0), SLOW);
    expect(searches.sent[0]?.body).toMatchObject({ orderby: 'oldest' });

    await connectTo(user, testService().baseUrl('v2'));
    expect(await screen.findByText(/Ignored from the link: orderby=oldest/, {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(here()).toBe('/platform_b'), SLOW);
    await waitFor(() => expect(searches.sent.some(({ path }) => path.startsWith('/api/v2/'))).toBe(true), SLOW);
    expect(
      searches.sent.filter(({ path }) => path.startsWith('/api/v2/')).every(({ body }) => !('orderby' in body)),
    ).toBe(true);
  });
});
