import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createConnection } from '../../src/client/connection';
import { buildSearchFields } from '../../src/filters/engine/request-fields';
import { filtersQueryOptions } from '../../src/search/filters-query';
import { startFirstRequests } from '../../src/search/first-requests';
import { searchInfiniteQueryOptions } from '../../src/search/search-query';
import { seedFromUrl } from '../../src/search/search-seed';
import { createSearchStore, isDecodedFor } from '../../src/search/search-store';
import { createTestQueryClient } from '../utils/render';
import { SLOW, appTestService, demoSettings, renderAppAt } from './app-helpers';
import { recordSearches } from './search-requests';

const testService = appTestService();
const LINK = { path: '/platform_a', query: '?gender=1,2&days_running=1..' };
let recorder: ReturnType<typeof recordSearches> | undefined;
afterEach(() => recorder?.restore());

describe('the first requests of a link', { timeout: 60_000 }, () => {
  it('fetch the catalogue, then page 1 under the key the hydrated tab searches with', async () => {
    const connection = createConnection({ baseUrl: testService().baseUrl('v2'), apiKey: 'demo-pro' });
    const store = createSearchStore(seedFromUrl(LINK.path, LINK.query));
    const queryClient = createTestQueryClient();

    await startFirstRequests(queryClient, connection, store);

    const group = queryClient.getQueryData(filtersQueryOptions(connection, 'platform_a').queryKey);
    expect(group?.filters.map((filter) => filter.key)).toContain('gender');
    store.getState().hydrate('platform_a', group!, connection.id);
    const slot = store.getState().slots.platform_a;
    expect(isDecodedFor(slot, connection.id)).toBe(true);
    if (!isDecodedFor(slot, connection.id)) return;
    const fields = buildSearchFields(group!, slot.state, connection.version);
    expect(fields).toMatchObject({ gender: [1, 2], days_running: [1, null] });
    const pages = queryClient.getQueryData(searchInfiniteQueryOptions(connection, 'platform_a', fields).queryKey);
    expect(pages?.pages).toHaveLength(1);
    expect(pages?.pages[0]?.ads.length).toBeGreaterThan(0);
  });

  it('leave the page nothing to search again: one search paints the first ads', async () => {
    recorder = recordSearches();
    renderAppAt(`${LINK.path}${LINK.query}`, demoSettings(testService().baseUrl('v2')));
    const feed = await screen.findByRole('feed', { name: 'Ads' }, SLOW);
    expect(await within(feed).findAllByRole('article', {}, SLOW)).not.toHaveLength(0);
    expect(recorder.sent).toHaveLength(1);
    expect(recorder.sent[0]?.body).toMatchObject({ gender: [1, 2], days_running: [1, null] });
  });
});
