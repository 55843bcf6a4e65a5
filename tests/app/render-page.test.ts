import { createHook } from 'node:async_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '../../src/app/render-page';
import { startTestService, type TestService } from '../utils/service';

let service: TestService;
beforeAll(async () => {
  service = await startTestService({ ads: 300 });
});
afterAll(() => service.close());

/**
 * Runs `work` and answers how many timers it made are still pending after it: the service's own
 * timers (its delivery loop, its limits) come and go meanwhile and are not counted.
 */
async function timersLeftBy(work: () => Promise<unknown>): Promise<number> {
  const pending = new Set<number>();
  const hook = createHook({
    init(id, type) {
      if (type === 'Timeout') pending.add(id);
    },
    destroy(id) {
      pending.delete(id);
    },
  }).enable();
  try {
    await work();
    // A cleared timer is destroyed on the next turn of the event loop.
    await new Promise((resolve) => setImmediate(resolve));
    return pending.size;
  } finally {
    hook.disable();
  }
}

describe('renderPage', () => {
  it('renders a link with its ads, and holds none of its answers once it has sent them', async () => {
    const fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
      service.handle(new Request(input, init))) as typeof globalThis.fetch;
    let page: Awaited<ReturnType<typeof renderPage>> | undefined;
    const left = await timersLeftBy(async () => {
      page = await renderPage({ path: '/platform_a?gender=1', origin: service.origin, fetch });
    });
    // The premise: the page was rendered with its first ads and the answers behind them.
    expect(page?.root).toContain('<article');
    expect(page?.state).toContain('"queryKey"');
    // A cache kept for later (the browser keeps its answers 30 minutes) would hold every page's
    // answers in the service's memory, each behind a timer, for as long.
    expect(left).toBe(0);
  });

  it('finishes the parts it loads lazily: an opened ad’s drawer is rendered, not left to the browser', async () => {
    const fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
      service.handle(new Request(input, init))) as typeof globalThis.fetch;
    const page = await renderPage({ path: '/platform_a?ad=1', origin: service.origin, fetch });
    expect(page?.root).toContain('<article');
    // A boundary the render gave up on goes out as `<!--$!-->`: the browser renders it again and
    // reports React error #419.
    expect(page?.root).not.toContain('<!--$!-->');
  });

  it('leaves workspace pages to the browser', async () => {
    const fetch = (() => Promise.reject(new Error('no request expected'))) as typeof globalThis.fetch;
    expect(await renderPage({ path: '/boards', origin: service.origin, fetch })).toBeUndefined();
  });

  it('leaves the results table to the browser, and renders the same search as a grid', async () => {
    let asked = 0;
    const fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      asked += 1;
      return service.handle(new Request(input, init));
    }) as typeof globalThis.fetch;
    expect(await renderPage({ path: '/platform_a?view=table', origin: service.origin, fetch })).toBeUndefined();
    expect(asked).toBe(0);
    expect((await renderPage({ path: '/platform_a', origin: service.origin, fetch }))?.root).toContain('<article');
  });
});
