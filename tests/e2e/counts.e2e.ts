import { describe, expect, it } from 'vitest';
import { PLATFORM_LABELS, isPlatformKey } from '../../src/contract/platforms';
import { startTestService } from '../utils/service';
import { adCards, connectTo, filterPanel, POLL } from './support/explorer-page';
import { explorerSuite } from './support/explorer-suite';

const suite = explorerSuite();

const grouped = new Intl.NumberFormat('en');
const shown = (total: { value: number; relation: string }) =>
  `${grouped.format(total.value)}${total.relation === 'gte' ? '+' : ''}`;

describe('counts from a service that offers them', () => {
  it('shows the total beside what is loaded, and all loaded at the end', async () => {
    const { context, page, searches } = await suite.open();
    const first = await searches.after(() => page.goto(`${suite.origin}/platform_b?days_running=20..40`));
    // Premise: the service counted this search, and it spans more than one page.
    const total = first.answer.total!;
    expect(total.relation).toBe('eq');
    expect(total.value).toBeGreaterThan(18);
    const status = page.getByRole('region', { name: 'Results toolbar' }).getByRole('status');
    await expect.poll(() => status.textContent(), POLL).toBe(`${shown(total)} ads · 18 loaded`);

    // The count is what scrolling to the end loads.
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 4000);
        return status.textContent();
      }, POLL)
      .toBe(`${shown(total)} ads · all loaded`);
    await context.close();
  });

  it('on Mega shows each platform’s count in the platform filter and on the tabs', async () => {
    const { context, page, searches } = await suite.open();
    const mega = await searches.after(() => page.goto(`${suite.origin}/mega`));
    await adCards(page).first().waitFor();
    const byPlatform = mega.answer.totalsByPlatform!;
    expect(Object.keys(byPlatform).length).toBeGreaterThan(1);
    const status = page.getByRole('region', { name: 'Results toolbar' }).getByRole('status');
    await expect.poll(() => status.textContent(), POLL).toBe(`${shown(mega.answer.total!)} ads · 18 loaded`);

    for (const [key, total] of Object.entries(byPlatform)) {
      if (!isPlatformKey(key)) continue;
      const label = PLATFORM_LABELS[key];
      await filterPanel(page)
        .getByRole('checkbox', { name: `${label} · ${shown(total)}`, exact: true })
        .waitFor({ state: 'attached' });
      const tab = page.getByRole('tab', { name: label, exact: true });
      expect(await tab.textContent()).toBe(`${label}${shown(total)}`);
      const description = await tab.getAttribute('aria-describedby');
      expect(await page.locator(`[id="${description}"]`).textContent()).toBe(
        `${shown(total)} ads match this Mega search`,
      );
    }

    // Counts follow the search: a narrower one counts fewer on every platform.
    const narrowed = await searches.after(() =>
      filterPanel(page)
        .locator('label')
        .getByText(/^Platform A · /)
        .click(),
    );
    expect(narrowed.body.platforms).toEqual(['platform_a']);
    expect(narrowed.answer.total).toEqual(byPlatform.platform_a);
    await expect.poll(() => status.textContent(), POLL).toBe(`${shown(byPlatform.platform_a!)} ads · 18 loaded`);
    await context.close();
  });
});

describe('a service without the counts', () => {
  it('shows what is loaded as before, with no counts on the tabs or in the filter', async () => {
    const bare = await startTestService({ ads: 400, extensions: false });
    const { context, page, searches } = await suite.open();
    try {
      await page.goto(`${suite.origin}/mega`);
      await adCards(page).first().waitFor();
      const first = await searches.after(() => connectTo(page, bare.baseUrl('v2'), 'v2'));
      // Premise: the answer came from the bare service and carries no counts.
      expect(first.url.startsWith(bare.baseUrl('v2'))).toBe(true);
      expect(first.answer.total).toBeUndefined();
      const status = page.getByRole('region', { name: 'Results toolbar' }).getByRole('status');
      await expect.poll(() => status.textContent(), POLL).toBe('18 ads loaded · more below');
      await adCards(page).first().waitFor();
      expect(await page.getByRole('tab', { name: 'Platform A', exact: true }).textContent()).toBe('Platform A');
      await filterPanel(page).getByRole('checkbox', { name: 'Platform A', exact: true }).waitFor({ state: 'attached' });
    } finally {
      await context.close();
      await bare.close();
    }
  });
});
