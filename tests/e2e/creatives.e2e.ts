import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adCards, adDrawer, filterPanel, POLL } from './support/explorer-page';
import { downloadedBytes } from './support/downloaded';
import { explorerSuite } from './support/explorer-suite';
import { isoDay } from './support/filter-controls';
import { expectShown } from './support/grid-expectations';
import { saveScreenshot } from './support/screenshots';

const suite = explorerSuite();

/** How many cards the grid's first row holds: the mounted cards level with the first. */
async function firstRowCount(page: Page): Promise<number> {
  return adCards(page).evaluateAll((cards) => {
    const top = cards[0]!.getBoundingClientRect().top;
    return cards.filter((card) => Math.abs(card.getBoundingClientRect().top - top) < 1).length;
  });
}

describe('creatives in hand', () => {
  it('saves an ad’s creative under a name that says what it is, and copies its landing URL', async () => {
    const { context, page, searches } = await suite.open({ clipboard: true });
    const first = await searches.after(() => page.goto(`${suite.origin}/platform_a`));
    await expectShown(page, first, 1);
    const [id] = first.answer.ids as [number];
    const detailAnswer = page.waitForResponse(
      (response) => new URL(response.url()).pathname === `/api/v2/ads/platform_a/${id}`,
    );
    await adCards(page).first().getByRole('heading').click();
    const { data: detail } = (await (await detailAnswer).json()) as {
      data: { owner: { name: string }; landing_url: string; media: { url: string }[] };
    };
    const drawer = adDrawer(page);

    const mediaUrl = new URL(detail.media[0]!.url);
    // The premise: the creative is on this origin, so the page may name the file it saves.
    expect(mediaUrl.origin).toBe(suite.origin);
    const extension = mediaUrl.pathname.split('.').pop();
    const owner = detail.owner.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    const suffix = detail.media.length > 1 ? '-1' : '';
    const download = page.waitForEvent('download');
    await drawer.getByRole('link', { name: /^Download (image|video)( 1)?$/ }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe(`${owner}-platform_a-${id}${suffix}.${extension}`);
    const served = new Uint8Array(await (await fetch(mediaUrl)).arrayBuffer());
    expect(served.byteLength).toBeGreaterThan(0);
    expect(new Uint8Array(await downloadedBytes(saved))).toEqual(served);

    const landing = drawer.getByRole('link', { name: detail.landing_url, exact: true });
    expect(await landing.getAttribute('target')).toBe('_blank');
    expect(await landing.getAttribute('rel')).toBe('noopener noreferrer');
    await drawer.getByRole('button', { name: 'Copy landing URL' }).click();
    await drawer.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(detail.landing_url);
    await context.close();
  });

  it('searches the last 90 days from a preset, and keeps a compact grid through a reload', async () => {
    const { context, page, searches } = await suite.open();
    const first = await searches.after(() => page.goto(`${suite.origin}/platform_a`));
    await expectShown(page, first, 3);

    await filterPanel(page).getByRole('button', { name: 'First seen', exact: true }).click();
    const today = new Date();
    const start = new Date(today.getTime() - 89 * 86_400_000);
    const ranged = await searches.after(() => page.getByRole('button', { name: 'Last 90 days' }).click());
    expect(ranged.body.first_seen).toEqual([isoDay(start), isoDay(today)]);
    await expect
      .poll(() => new URL(page.url()).searchParams.get('first_seen'), POLL)
      .toBe(`${isoDay(start)}..${isoDay(today)}`);
    // Enough ads for rows of either density.
    expect(ranged.answer.ids.length).toBeGreaterThanOrEqual(8);
    await expectShown(page, ranged, 3);

    const comfortable = await firstRowCount(page);
    const toggle = page.getByRole('button', { name: 'Compact', exact: true });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('density'), POLL).toBe('compact');
    await expect.poll(() => firstRowCount(page), POLL).toBeGreaterThan(comfortable);
    const compact = await firstRowCount(page);

    const reloaded = await searches.after(() => page.reload());
    expect(reloaded.body.first_seen).toEqual([isoDay(start), isoDay(today)]);
    await expectShown(page, reloaded, 1);
    expect(await page.getByRole('button', { name: 'Compact', exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(new URL(page.url()).searchParams.get('density')).toBe('compact');
    await expect.poll(() => firstRowCount(page), POLL).toBe(compact);
    await context.close();
  });

  it('shows two compact cards a row on a phone, with the toolbar inside the screen', async () => {
    const { context, page, searches } = await suite.open({ viewport: { width: 390, height: 844 } });
    const first = await searches.after(() => page.goto(`${suite.origin}/platform_b?density=compact`));
    await expectShown(page, first, 2);
    await page.getByRole('button', { name: 'Compact', exact: true, pressed: true }).waitFor();
    await expect.poll(() => firstRowCount(page), POLL).toBe(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await saveScreenshot(page, 'compact-phone');
    await context.close();
  });
});
