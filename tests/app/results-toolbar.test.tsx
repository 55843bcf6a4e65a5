import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { SLOW, appTestService, demoSettings, here, renderAppAt } from './app-helpers';
import { recordSearches } from './search-requests';

const testService = appTestService();

let searches: ReturnType<typeof recordSearches>;
afterEach(() => searches.restore());

const toolbar = () => screen.getByRole('region', { name: 'Results toolbar' });

describe('the results toolbar', { timeout: 60_000 }, () => {
  it('says how many ads match and how many are loaded, and sorts them with the tab’s v2 sort, written to the link', async () => {
    searches = recordSearches();
    const { user } = renderAppAt('/platform_a', demoSettings(testService().baseUrl('v2')));
    expect(await within(toolbar()).findByText(/^\d+ ads · all loaded$/, {}, SLOW)).toBeInTheDocument();
    expect(await within(toolbar()).findByRole('combobox', { name: 'Sort results by' }, SLOW)).toHaveValue(
      'Last updated',
    );

    await user.click(within(toolbar()).getByRole('radio', { name: 'Asc' }));
    await waitFor(() => expect(here()).toBe('/platform_a?advanced_order=updated_at.asc'), SLOW);
    await waitFor(
      () =>
        expect(searches.sent.at(-1)?.body).toMatchObject({ advanced_order: { orderby: 'updated_at', order: 'asc' } }),
      SLOW,
    );
    expect(within(toolbar()).getByRole('radio', { name: 'Asc' })).toBeChecked();
  });

  it('offers v1 orderby on a v1 service', async () => {
    searches = recordSearches();
    renderAppAt('/platform_a?orderby=oldest', demoSettings(testService().baseUrl('v1')));
    expect(await within(toolbar()).findByRole('combobox', { name: 'Sort results by' }, SLOW)).toHaveValue(
      'Oldest first',
    );
    expect(within(toolbar()).queryByRole('radio', { name: 'Asc' })).not.toBeInTheDocument();
  });
});
