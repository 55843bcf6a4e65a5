import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adCards, adDrawer, openAdId, POLL } from './support/explorer-page';
import { explorerSuite } from './support/explorer-suite';
import { expectShown } from './support/grid-expectations';
import { saveScreenshot } from './support/screenshots';

const suite = explorerSuite();

/** Waits until the drawer shows ad `id` of Platform D and the address names it. */
async function expectDrawerOn(page: Page, id: number): Promise<void> {
  await page.getByRole('dialog', { name: `Ad details Platform D · #${id}` }).waitFor();
  await expect.poll(() => openAdId(page), POLL).toBe(id);
}

describe('the ad detail drawer (v2)', () => {
  it('opens by click with every field and the history chart, moves with the arrow keys, closes with Esc', async () => {
    const { context, page, searches } = await suite.open();
    const first = await searches.after(() => page.goto(`${suite.origin}/platform_d`));
    await expectShown(page, first, 2);
    const [id0, id1] = first.answer.ids as [number, number];

    const detail = page.waitForResponse(
      (response) => new URL(response.url()).pathname === `/api/v2/ads/platform_d/${id0}`,
    );
    await adCards(page).first().getByRole('heading').click();
    expect((await detail).ok()).toBe(true);
    await expectDrawerOn(page, id0);
    const drawer = adDrawer(page);
    await drawer.getByRole('heading', { name: first.answer.labels[0], level: 2, exact: true }).waitFor();
    for (const field of ['Landing URL', 'Display URL', 'First seen', 'Last seen', 'Countries', 'Language']) {
      await drawer.getByRole('term').getByText(field, { exact: true }).waitFor();
    }
    await drawer.getByRole('region', { name: 'Performance' }).getByRole('list', { name: 'Stats' }).waitFor();
    const chart = drawer.getByRole('figure', { name: 'Daily impressions and likes' });
    await chart.locator('svg').first().waitFor();
    expect(await chart.locator('figcaption').textContent()).toMatch(/^\d+ days?: [\d,]+ impressions, [\d,]+ likes$/);
    expect(await drawer.getByRole('button', { name: 'Previous ad' }).isDisabled()).toBe(true);
    await saveScreenshot(page, 'drawer-open');

    await page.keyboard.press('ArrowRight');
    await expectDrawerOn(page, id1);
    await drawer.getByRole('heading', { name: first.answer.labels[1], level: 2, exact: true }).waitFor();
    await page.keyboard.press('ArrowLeft');
    await expectDrawerOn(page, id0);

    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    expect(openAdId(page)).toBeNull();
    await context.close();
  });

  it('opens the focused card with Enter and gives focus back on close', async () => {
    const { context, page, searches } = await suite.open();
    const first = await searches.after(() => page.goto(`${suite.origin}/platform_d`));
    await expectShown(page, first, 2);
    const second = adCards(page).nth(1);
    await second.focus();
    await page.keyboard.press('Enter');
    await expectDrawerOn(page, first.answer.ids[1]!);
    await adDrawer(page).getByRole('figure', { name: 'Daily impressions and likes' }).waitFor();

    await page.keyboard.press('Escape');
    await adDrawer(page).waitFor({ state: 'hidden' });
    expect(openAdId(page)).toBeNull();
    await expect.poll(() => second.evaluate((card) => card === document.activeElement), POLL).toBe(true);
    await context.close();
  });

  it('shows a video card as a poster with one play mark, and plays the video in the drawer', async () => {
    const { context, page, searches } = await suite.open();
    const first = await searches.after(() => page.goto(`${suite.origin}/platform_g`));
    await expectShown(page, first, 1);
    const card = adCards(page).first();
    const poster = card.getByRole('img', { name: /^Video \(0:04\): / });
    await poster.waitFor();
    expect(await card.locator('video').count()).toBe(0);
    expect(await card.locator('[data-play-mark]').count()).toBe(1);

    // Nothing laid over the poster overlaps anything else laid over it.
    const overlays = await card
      .locator('[data-play-mark], [data-media-badge]')
      .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect));
    expect(overlays.length).toBeGreaterThanOrEqual(2);
    for (const [i, a] of overlays.entries()) {
      for (const b of overlays.slice(i + 1)) {
        const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
        expect(apart, JSON.stringify([a, b])).toBe(true);
      }
    }
    await saveScreenshot(page, 'video-card');

    await card.locator('[data-play-mark]').click({ force: true });
    const video = adDrawer(page).locator('video');
    await video.waitFor();
    // Playing, with the length the file itself has, which is what the card said.
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0), POLL)
      .toBe(true);
    expect(await video.evaluate((element: HTMLVideoElement) => Math.round(element.duration))).toBe(4);
    expect(await video.getAttribute('controls')).not.toBeNull();
    await context.close();
  });
});
