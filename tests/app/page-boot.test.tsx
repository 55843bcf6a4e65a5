import { dehydrate } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createConnection } from '../../src/client/connection';
import { defaultConnectionSettings } from '../../src/app/connection/connection-settings';
import { bootPage } from '../../src/app/page-boot';
import { createAppQueryClient } from '../../src/app/query-client';
import { serverPageStateElement } from '../../src/app/server-page-state';
import { startFirstRequests } from '../../src/search/first-requests';
import { seedFromUrl } from '../../src/search/search-seed';
import { createSearchStore } from '../../src/search/search-store';
import { startTestService, type TestService } from '../utils/service';

let service: TestService;
beforeAll(async () => {
  service = await startTestService({ ads: 200 });
});
afterAll(() => service.close());
afterEach(() => {
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
});

/**
 * The state element a server puts in the page it renders for `link` (`renderPage`): the answers
 * of its first requests, made as the server makes them, for the connection a browser without
 * settings has on this page's origin.
 */
async function serverPageState(link: string): Promise<string> {
  const { baseUrl, apiKey, authMode } = defaultConnectionSettings(window.location.origin);
  const fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    service.handle(new Request(input, init))) as typeof globalThis.fetch;
  const connection = createConnection({ baseUrl, apiKey, authMode, fetch });
  const queryClient = createAppQueryClient();
  const url = new URL(link, window.location.origin);
  await startFirstRequests(queryClient, connection, createSearchStore(seedFromUrl(url.pathname, url.search)));
  const state = serverPageStateElement({ connection: connection.id, queries: dehydrate(queryClient) });
  queryClient.clear();
  return state;
}

describe('a page the server rendered, booting in the browser', () => {
  it('starts its tab decoded, as the server rendered it: hydration has nothing left to decode', async () => {
    const link = '/platform_a?gender=1&colour=red';
    const state = await serverPageState(link);
    // The premise: the page carries the tab's catalogue and its first search.
    expect(state).toContain('"filters"');
    expect(state).toContain('"search"');
    document.body.innerHTML = `<div id="root"></div>${state}`;
    window.history.replaceState(null, '', link);

    const boot = bootPage(createAppQueryClient());
    expect(boot.serverRendered).toBe(true);
    // The store's first state is what hydration renders (zustand's server snapshot).
    const slot = boot.searchStore.getInitialState().slots.platform_a;
    expect(slot).toMatchObject({ status: 'ready', state: { gender: { kind: 'options', keys: [1] } } });
    expect(slot?.params.toString()).toBe('gender=1');
    expect(boot.searchStore.getInitialState().notices.map((notice) => notice.message)).toEqual([
      expect.stringMatching(/colour=red/),
    ]);
    boot.queryClient.clear();
  });
});
