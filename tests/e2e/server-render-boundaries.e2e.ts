import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '../../src/contract/paths';
import { adDrawer, POLL } from './support/explorer-page';
import { explorerSuite } from './support/explorer-suite';
import { errorsOf } from './support/page-errors';

/** An ad of page 1 of `platform_a` and its advertiser, as the service answers them. */
async function firstAd(origin: string): Promise<{ id: number; owner: number }> {
  const response = await fetch(`${origin}/api/v2${PATHS.v2.search('platform_a')}`, {
    method: 'POST',
    headers: { 'x-api-key': 'demo-pro', 'content-type': 'application/json' },
    body: '{}',
  });
  const { data } = (await response.json()) as { data: { ads: { id: number; owner: { id: number } }[] } };
  return { id: data.ads[0]!.id, owner: data.ads[0]!.owner.id };
}

describe('a link rendered on the server with a lazily loaded part', () => {
  const suite = explorerSuite({ serverRender: true });
  let ad: { id: number; owner: number };
  beforeAll(async () => {
    ad = await firstAd(suite.origin);
  });

  /**
   * Links whose first screen holds a part the explorer loads only when it shows (an opened ad's
   * drawer, an advertiser's profile), with what shows once the browser has hydrated the page.
   * Each is the first link of its kind this service renders, so the part's code has not been
   * loaded in the service when the render asks for it.
   */
  const links: [string, () => string, (page: Page) => Locator][] = [
    ['an opened ad', () => `/platform_a?ad=${ad.id}`, (page) => adDrawer(page)],
    [
      'an advertiser’s page',
      () => `/mega?search_field=owner_id:${ad.owner}`,
      (page) => page.getByRole('region', { name: 'Advertiser' }).getByRole('heading'),
    ],
  ];

  it.each(links)(
    '%s finishes every Suspense boundary on the server and hydrates without error #419',
    async (_, link, shown) => {
      const { context, page } = await suite.open();
      const errors = errorsOf(page);
      const response = await page.goto(`${suite.origin}${link()}`);
      const html = (await response?.text()) ?? '';
      // The premise: the page was rendered on the server.
      expect(html).toContain('id="server-page-state"');
      // A boundary the server gave up on is sent as `<!--$!-->`, for the browser to render again.
      expect(html).not.toContain('<!--$!-->');
      await expect.poll(() => shown(page).isVisible(), POLL).toBe(true);
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
