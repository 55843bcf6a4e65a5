import { rm } from 'node:fs/promises';
import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { spaRoutes } from '../../../src/service/http/spa-routes';
import type { RenderLimits } from '../../../src/service/http/render-limits';
import { rendersInFlight, type RendersInFlight } from '../../../src/service/http/renders-in-flight';
import { hasSettled } from '../../utils/gate';
import { heldRenders, SERVER_STATE, type HeldRenders } from './held-renders';

const LOCALHOST = 'http://localhost';
let renders: HeldRenders | undefined;
afterEach(async () => {
  vi.useRealTimers();
  renders?.releaseAll();
  if (renders) await rm(renders.dir, { recursive: true, force: true });
});

/**
 * The explorer's pages over held renders, beside a cheap API route, keeping the renders running in
 * `running` when given; waits for the start-up render of `/`.
 */
async function explorer(limits: Partial<RenderLimits>, running?: RendersInFlight) {
  renders = await heldRenders();
  renders.passThrough('/');
  const app = new Hono()
    .get('/api/cheap', (c) => c.text('cheap'))
    .route('/', spaRoutes(renders.dir, { api: () => new Response('{}'), report: () => {}, limits, running }));
  const { started } = renders;
  await vi.waitFor(() => expect(started).toEqual([`${LOCALHOST}/`]));
  return app;
}

/** What the Node server tells the app about a request from `address`. */
const from = (address: string) => ({ incoming: { socket: { remoteAddress: address, remoteFamily: 'IPv4' } } });

describe('the budget of server renders', () => {
  it('sends the pages beyond the concurrency cap at once without a render, and keeps the API answering', async () => {
    const app = await explorer({ concurrency: 2, budgetMs: 60_000 });
    const paths = [1, 2, 3, 4, 5, 6].map((n) => `/platform_a?gender=${n}`);
    const pages = await Promise.all(paths.map((path) => app.request(path)));
    await vi.waitFor(() => expect(renders!.started.length).toBeGreaterThan(2));
    const started = [...renders!.started.slice(1)];
    // The pages that found no slot are complete while the renders started are still held: never queued.
    const bare = paths.flatMap((path, i) => (started.includes(`${LOCALHOST}${path}`) ? [] : [pages[i]!]));
    for (const page of bare) expect(await page.text()).not.toContain(SERVER_STATE);
    expect(renders!.started.slice(1)).toEqual(started);
    expect(started).toHaveLength(2);
    expect(await (await app.request('/api/cheap')).text()).toBe('cheap');

    renders!.releaseAll();
    const rendered = paths.flatMap((path, i) => (started.includes(`${LOCALHOST}${path}`) ? [pages[i]!] : []));
    for (const page of rendered) expect(await page.text()).toContain(SERVER_STATE);
    // A slot is free again once its render has ended.
    renders!.started.length = 0;
    expect(await (await app.request('/platform_b')).text()).toContain(SERVER_STATE);
  });

  it('renders a limited number of pages a minute for one client address', async () => {
    const app = await explorer({ perAddressPerMinute: 2 });
    renders!.releaseAll();
    const page = async (path: string, address: string) => (await app.request(path, {}, from(address))).text();
    expect(await page('/platform_a?gender=1', '10.0.0.1')).toContain(SERVER_STATE);
    expect(await page('/platform_a?gender=2', '10.0.0.1')).toContain(SERVER_STATE);
    expect(await page('/platform_a?gender=3', '10.0.0.1')).not.toContain(SERVER_STATE);
    expect(await page('/platform_a?gender=3', '10.0.0.2')).toContain(SERVER_STATE);
    expect(renders!.started.filter((page) => page.endsWith('gender=3'))).toHaveLength(1);
  });

  it('renders the default page once and sends that render to every browser asking for it meanwhile', async () => {
    const app = await explorer({ defaultPageReuseMs: 60_000 });
    for (const address of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      expect(await (await app.request('/', {}, from(address))).text()).toContain('<p>/</p>');
    }
    // The render made as the service started was the one sent.
    expect(renders!.started).toEqual([`${LOCALHOST}/`]);
    // Another origin's page names that origin's media, so it is rendered for it.
    await (await app.request('http://explorer.example/')).text();
    expect(renders!.started).toEqual([`${LOCALHOST}/`, 'http://explorer.example/']);
  });

  it('renders the default page again once its reuse time is over', async () => {
    const app = await explorer({ defaultPageReuseMs: 0 });
    await (await app.request('/')).text();
    await (await app.request('/')).text();
    expect(renders!.started).toEqual([`${LOCALHOST}/`, `${LOCALHOST}/`, `${LOCALHOST}/`]);
  });

  it('waits for a render as long as the budget it is given', async () => {
    const app = await explorer({ budgetMs: 60_000 });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const page = await app.request('/platform_a?gender=1');
    await vi.waitFor(() => expect(renders!.started).toHaveLength(2));
    // Well past the budget a page had before it could be set.
    await vi.advanceTimersByTimeAsync(30_000);
    renders!.releaseAll();
    expect(await page.text()).toContain(SERVER_STATE);
  });

  it('sends the page without its render once the budget is spent', async () => {
    const app = await explorer({ budgetMs: 1 });
    const page = await app.request('/platform_a?gender=1');
    expect(await page.text()).not.toContain(SERVER_STATE);
    expect(renders!.started).toHaveLength(2);
  });

  it('keeps a render that outlives its page among those running until it ends, for a shutdown to wait for', async () => {
    const running = rendersInFlight();
    const app = await explorer({ budgetMs: 1 }, running);
    await vi.waitFor(() => expect(running.count()).toBe(0));
    expect(await (await app.request('/platform_a?gender=1')).text()).not.toContain(SERVER_STATE);
    expect(running.count()).toBe(1);
    const waiting = running.settled();
    expect(await hasSettled(waiting)).toBe(false);
    renders!.releaseAll();
    await waiting;
    expect(running.count()).toBe(0);
  });
});
