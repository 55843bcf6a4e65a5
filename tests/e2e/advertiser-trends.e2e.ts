import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ownerTrendsPath } from '../../src/client/extensions/trends-api';
import { okEnvelopeSchema } from '../../src/contract/envelope';
import { savedSearchListSchema } from '../../src/contract/extensions/saved-searches';
import { ownerTrendsSchema, type OwnerTrends } from '../../src/contract/extensions/trends';
import { blockingViolations, runAxe } from './support/axe';
import { adDrawer, openAdId, POLL } from './support/explorer-page';
import { explorerSuite } from './support/explorer-suite';
import { openWorkspacePage, waitForNewAds, workspaceApi } from './support/workspace-steps';

// A small catalogue (50 advertisers) and a steady flow of new ads: each advertiser gets one every
// few seconds, so a followed one soon has ads new since the visit.
const suite = explorerSuite({ ads: 400, ingest: { intervalMs: 500, batch: 30 } });

const KEY = { 'x-api-key': 'demo-pro' };
const figures = (n: number) => n.toLocaleString('en-US');

/** The advertiser of the longest-running ad, and its name: its trends span many weeks. */
async function longRunningAdvertiser(): Promise<{ id: number; name: string }> {
  const answer = await fetch(`${suite.origin}/api/v2/ads/mega/search`, {
    method: 'POST',
    headers: { ...KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ advanced_order: { orderby: 'days_active', order: 'desc' } }),
  });
  const { data } = (await answer.json()) as { data: { ads: { owner: { id: number; name: string } }[] } };
  return data.ads[0]!.owner;
}

/** Opens the advertiser's page and answers the trends the page was sent for `interval`. */
async function trendsShown(page: Page, open: () => Promise<unknown>, interval: string): Promise<OwnerTrends> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => /\/api\/v2\/owners\/\d+\/trends\?/.test(r.url()) && r.url().includes(interval)),
    open(),
  ]);
  return okEnvelopeSchema(ownerTrendsSchema).parse(await response.json()).data;
}

/** The figures table's rows as the page holds them: the bucket's name, then each figure. */
function tableRows(page: Page, caption: string): Promise<string[][]> {
  return page
    .getByRole('table', { name: caption })
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent ?? '')));
}

describe('advertiser trends (v2 service with the extensions, ingestion running)', () => {
  it('draws the service’s trends with a table of their figures, and opens a longest-running ad', async () => {
    const { context, page } = await suite.open();
    const owner = await longRunningAdvertiser();
    const week = await trendsShown(
      page,
      () => page.goto(`${suite.origin}/mega?search_field=owner_id:${owner.id}`),
      'interval=week',
    );
    const trends = page.getByRole('region', { name: 'Trends' });
    await trends.getByRole('figure', { name: 'Ads launched and active per week' }).locator('svg').first().waitFor();
    await trends.getByRole('figure', { name: 'Impressions by platform per week' }).locator('svg').first().waitFor();
    expect(week.buckets.length).toBeGreaterThan(4);

    // The same snapshot read again answers the same figures: the page shows one snapshot's trends.
    const again = await fetch(`${suite.origin}/api/v2${ownerTrendsPath(owner.id, 'week', week.last_hit)}`, {
      headers: KEY,
    });
    expect(okEnvelopeSchema(ownerTrendsSchema).parse(await again.json()).data).toEqual(week);

    const platforms = Object.keys(week.buckets[0]!.impressions_by_platform);
    const rows = await tableRows(page, 'Trends per week');
    expect(rows.map((row) => row.slice(1))).toEqual(
      week.buckets.map((bucket) => [
        figures(bucket.launched),
        figures(bucket.active),
        ...platforms.map((key) => figures(bucket.impressions_by_platform[key as 'native']!)),
      ]),
    );
    expect(rows[0]![0]).toMatch(/^Week of \w{3} \d+$/);
    expect(blockingViolations(await runAxe(page))).toEqual([]);

    // Months: asked for, drawn, and tabled.
    const month = await trendsShown(
      page,
      () => trends.getByRole('button', { name: 'Month' }).click(),
      'interval=month',
    );
    await expect.poll(() => tableRows(page, 'Trends per month').then((r) => r.length), POLL).toBe(month.buckets.length);
    expect(await trends.getByRole('button', { name: 'Month' }).getAttribute('aria-pressed')).toBe('true');
    const launched = (await tableRows(page, 'Trends per month')).map((row) => row[1]);
    expect(launched).toEqual(month.buckets.map((bucket) => figures(bucket.launched)));

    // The longest-running ads, most days first, with the still-active ones marked; one opens in the drawer.
    const winners = trends.getByRole('list', { name: 'Longest-running ads' }).getByRole('listitem');
    await expect.poll(() => winners.count(), POLL).toBe(month.longest_running.length);
    const first = month.longest_running[0]!;
    expect(await winners.first().innerText()).toContain(`${figures(first.days_running)} days running`);
    const stillActive = month.longest_running.filter((ad) => ad.still_active).length;
    expect(await trends.getByText('Still active', { exact: true }).count()).toBe(stillActive);
    await winners.first().getByRole('button').click();
    await adDrawer(page).waitFor();
    await expect.poll(() => openAdId(page), POLL).toBe(first.id);
    await context.close();
  });

  it('follows an advertiser with one click: its saved search counts its new ads; unfollowing removes it', async () => {
    const { context, page } = await suite.open();
    const owner = await longRunningAdvertiser();
    const href = `${suite.origin}/mega?search_field=owner_id:${owner.id}`;
    await page.goto(href);
    const profile = page.getByRole('region', { name: 'Advertiser' });
    await profile.getByRole('button', { name: 'Follow', exact: true }).click();
    const following = profile.getByRole('button', { name: 'Following', exact: true });
    await following.waitFor();
    expect(await following.getAttribute('aria-pressed')).toBe('true');

    const saved = savedSearchListSchema.parse(
      await workspaceApi<unknown>(page, suite.origin, '/saved-searches'),
    ).saved_searches;
    expect(saved).toEqual([
      expect.objectContaining({
        name: owner.name,
        platform: 'mega',
        body: { search_field: [{ type: 'owner_id', text: String(owner.id) }] },
      }),
    ]);

    await openWorkspacePage(page, 'Saved searches');
    await page.getByRole('row', { name: new RegExp(owner.name) }).waitFor();
    // Ingestion keeps adding ads to every advertiser: the followed one's new ads are counted.
    expect(await waitForNewAds(page, owner.name)).toBeGreaterThan(0);

    await page.goto(href);
    await profile.getByRole('button', { name: 'Following', exact: true }).click();
    await profile.getByRole('button', { name: 'Follow', exact: true }).waitFor();
    await expect
      .poll(
        () =>
          workspaceApi<{ saved_searches: unknown[] }>(page, suite.origin, '/saved-searches').then(
            (data) => data.saved_searches.length,
          ),
        POLL,
      )
      .toBe(0);
    await context.close();
  });

  it('fits a phone: the charts and the list stay within 390 px', async () => {
    const { context, page } = await suite.open({ viewport: { width: 390, height: 844 } });
    const owner = await longRunningAdvertiser();
    await page.goto(`${suite.origin}/mega?search_field=owner_id:${owner.id}`);
    const trends = page.getByRole('region', { name: 'Trends' });
    await trends.getByRole('figure', { name: 'Ads launched and active per week' }).locator('svg').first().waitFor();
    await trends.getByRole('list', { name: 'Longest-running ads' }).waitFor();
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      trends: document.querySelector('section[aria-label="Trends"]')!.getBoundingClientRect().right,
    }));
    expect(widths.page).toBeLessThanOrEqual(390);
    expect(widths.trends).toBeLessThanOrEqual(390);
    await context.close();
  });
});
