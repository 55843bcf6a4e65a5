import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '../../src/app/render-page';
import { startTestService, type TestService } from '../utils/service';

let service: TestService;
beforeAll(async () => {
  service = await startTestService({ ads: 300 });
});
afterAll(() => service.close());

const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;

describe('renderPage', () => {
  it('renders a link with its ads, and holds none of its answers once it has sent them', async () => {
    const fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
      service.handle(new Request(input, init))) as typeof globalThis.fetch;
    const before = timers();
    const page = await renderPage({ path: '/platform_a?gender=1', origin: service.origin, fetch });
    // The premise: the page was rendered with its first ads and the answers behind them.
    expect(page?.root).toContain('<article');
    expect(page?.state).toContain('"queryKey"');
    // A cache kept for later (the browser keeps its answers 30 minutes) would hold every page's
    // answers in the service's memory, each behind a timer, for as long.
    expect(timers()).toBe(before);
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
});
