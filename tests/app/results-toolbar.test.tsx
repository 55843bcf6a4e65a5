import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ConnectionSettings } from '../../src/app/connection/connection-settings';
import { startTestService, type TestService } from '../utils/service';
import { here, renderAppAt } from './app-helpers';
import { recordSearches } from './search-requests';

let service: TestService;
beforeAll(async () => {
  service = await startTestService({ ads: 120 });
}, 120_000);
afterAll(() => service.close());

let searches: ReturnType<typeof recordSearches>;
afterEach(() => searches.restore());

/** Rendering the whole app in jsdom is slow on a busy machine; waits allow for it. */
const SLOW = { timeout: 8000 };

const settings = (baseUrl: string): ConnectionSettings => ({ baseUrl, apiKey: 'demo-pro', authMode: 'header', remember: false });
const toolbar = () => screen.getByRole('region', { name: 'Results toolbar' });

describe('the results toolbar', { timeout: 60_000 }, () => {
  it('says how far the results go and sorts them with the tab’s v2 sort, in step with the panel', async () => {
    searches = recordSearches();
    const { user } = renderAppAt('/platform_a', settings(service.baseUrl('v2')));
    expect(await within(toolbar()).findByText(/^\d+ ads? loaded · (more below|end of results)$/, {}, SLOW)).toBeInTheDocument();
    expect(await within(toolbar()).findByRole('combobox', { name: 'Sort by' }, SLOW)).toHaveValue('Last updated');

    await user.click(within(toolbar()).getByRole('radio', { name: 'Asc' }));
    await waitFor(() => expect(here()).toBe('/platform_a?advanced_order=updated_at.asc'), SLOW);
    await waitFor(() => expect(searches.sent.at(-1)?.body).toMatchObject({ advanced_order: { orderby: 'updated_at', order: 'asc' } }), SLOW);
    const filters = screen.getByRole('navigation', { name: 'Filters' });
    expect(await within(filters).findByRole('radio', { name: 'Asc' }, SLOW)).toBeChecked();
  });

  it('offers v1 orderby on a v1 service', async () => {
    searches = recordSearches();
    renderAppAt('/platform_a?orderby=oldest', settings(service.baseUrl('v1')));
    expect(await within(toolbar()).findByRole('combobox', { name: 'Sort by' }, SLOW)).toHaveValue('Oldest first');
    expect(within(toolbar()).queryByRole('radio', { name: 'Asc' })).not.toBeInTheDocument();
  });
});
