import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bootPage } from '../../src/app/page-boot';
import { createAppQueryClient } from '../../src/app/query-client';
import { renderPage } from '../../src/app/render-page';
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

describe('a page the server rendered, booting in the browser', () => {
  it('starts its tab decoded, as the server rendered it: hydration has nothing left to decode', async () => {
    const link = '/platform_a?gender=1&colour=red';
    const fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
      service.handle(new Request(input, init))) as typeof globalThis.fetch;
    const view = await renderPage({ path: link, origin: window.location.origin, fetch });
    // The premise: the server rendered the link, and the page carries the answers behind it.
    expect(view?.root).toContain('<article');
    document.body.innerHTML = `<div id="root">${view!.root}</div>${view!.state}`;
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
  });
});
