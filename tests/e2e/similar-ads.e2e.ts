import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { similarAdsPath, type SimilarAdsRequest } from '../../src/client/extensions/similar-api';
import { searchPageSchema, type AdSummary } from '../../src/contract/ads';
import { okEnvelopeSchema } from '../../src/contract/envelope';
import { similarAdsPageSchema, type SimilarAdsPage } from '../../src/contract/extensions/similar';
import { PLATFORM_LABELS } from '../../src/contract/platforms';
import { blockingViolations, runAxe } from './support/axe';
import { adDrawer, POLL } from './support/explorer-page';
import { explorerSuite } from './support/explorer-suite';

const suite = explorerSuite();
const KEY = 'demo-pro';
const PHONE = { width: 390, height: 844 };

async function api<T>(path: string, schema: { parse(value: unknown): T }, body?: unknown): Promise<T> {
  const response = await fetch(`${suite.origin}/api/v2${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'x-api-key': KEY, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return okEnvelopeSchema(schema as never).parse(await response.json()).data as T;
}

const similar = (request: SimilarAdsRequest) => api<SimilarAdsPage>(similarAdsPath(request), similarAdsPageSchema);

/** The first ad of the Mega results, page by page, for which the service answers `accept`. */
async function findAd(accept: (ad: AdSummary) => Promise<boolean>): Promise<AdSummary> {
  let lastHit: number | undefined;
  for (let page = 1; page <= 30; page += 1) {
    const found = await api('/ads/mega/search', searchPageSchema, { page, last_hit: lastHit });
    lastHit = found.last_hit;
    for (const ad of found.ads) if (await accept(ad)) return ad;
  }
  throw new Error('No ad of the first 30 pages qualifies.');
}

/** Opens the explorer on `ad` in its platform's tab, its drawer showing it. */
async function openDrawerOn(page: Page, ad: AdSummary) {
  await page.goto(`${suite.origin}/${ad.platform}?ad=${ad.id}`);
  const drawer = page.getByRole('dialog', { name: `Ad details ${PLATFORM_LABELS[ad.platform]} · #${ad.id}` });
  await drawer.getByRole('heading', { name: 'Similar ads' }).waitFor();
  return drawer;
}

describe('similar ads in the drawer', () => {
  it('say how many other advertisers run the creative, list their ads with the reason, and open one and come back', async () => {
    // An ad the service says at least two other advertisers share a creative with.
    const ad = await findAd(
      async (candidate) =>
        (await similar({ ...candidate, reason: 'same_creative' })).counts.same_creative!.other_advertisers >= 2,
    );
    const expected = await similar({ ...ad, reason: 'same_creative' });
    const count = expected.counts.same_creative!;
    const { context, page } = await suite.open();
    const drawer = await openDrawerOn(page, ad);

    const entry = drawer.getByRole('button', { name: `Same creative · ${count.other_advertisers} other advertisers` });
    await entry.waitFor();
    expect(await entry.getAttribute('aria-expanded')).toBe('false');
    await entry.click();
    expect(await entry.getAttribute('aria-expanded')).toBe('true');
    const list = drawer.getByRole('list', { name: 'Same creative' });
    await list.waitFor();
    await drawer.getByText(`running this creative, by ${count.other_advertisers} other advertisers`).waitFor();
    const shown = expected.ads.slice(0, 18);
    await expect.poll(() => list.getByRole('article').count(), POLL).toBe(shown.length);
    for (const item of shown) {
      const group = list.getByRole('group', { name: `Same creative, copy ${Math.round(item.score * 100)}% alike` });
      expect(await group.count()).toBeGreaterThan(0);
    }
    const others = shown.filter((item) => item.ad.owner.id !== ad.owner.id);
    expect(new Set(others.map((item) => item.ad.owner.id)).size).toBeGreaterThanOrEqual(2);
    for (const item of others) await list.getByText(item.ad.owner.name, { exact: true }).first().waitFor();
    expect(blockingViolations(await runAxe(page))).toEqual([]);

    // A listed ad opens in the drawer; Back returns to the list, at that ad's card.
    const target = others[0]!.ad;
    await list.locator(`[data-ad="${target.platform}:${target.id}"] article h3`).click();
    const opened = page.getByRole('dialog', { name: `Ad details ${PLATFORM_LABELS[target.platform]} · #${target.id}` });
    await opened.getByRole('heading', { name: 'Similar ads' }).waitFor();
    const back = opened.getByRole('button', { name: `Back to #${ad.id}` });
    await expect.poll(() => back.evaluate((button) => button === document.activeElement), POLL).toBe(true);
    await page.keyboard.press('Enter');
    const card = adDrawer(page).locator(`[data-ad="${target.platform}:${target.id}"] article`);
    await expect.poll(() => card.evaluate((element) => element === document.activeElement), POLL).toBe(true);
    await context.close();
  });

  it('list ads whose copy is close, closest first with their score, and work on a phone', async () => {
    const ad = await findAd(
      async (candidate) => (await similar({ ...candidate, reason: 'similar_copy' })).counts.similar_copy!.ads >= 2,
    );
    const expected = await similar({ ...ad, reason: 'similar_copy' });
    const { context, page } = await suite.open({ viewport: PHONE });
    const drawer = await openDrawerOn(page, ad);
    await drawer.getByRole('button', { name: 'Similar copy' }).click();
    const list = drawer.getByRole('list', { name: 'Similar copy' });
    await expect.poll(() => list.getByRole('article').count(), POLL).toBe(expected.ads.length);
    const labels = await list
      .getByRole('article')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')));
    expect(labels).toEqual(expected.ads.map((item) => item.ad.title));
    const first = expected.ads[0]!;
    await list
      .getByRole('group', { name: `Similar copy, copy ${Math.round(first.score * 100)}% alike` })
      .first()
      .waitFor();
    if (expected.has_next_page) {
      await drawer.getByRole('button', { name: 'Show more' }).click();
      await expect.poll(() => list.getByRole('article').count(), POLL).toBeGreaterThan(expected.ads.length);
    }
    // On a phone the list fits the drawer's width: nothing scrolls sideways.
    const overflow = await list.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
