import { it } from 'vitest';
import { adCards, filterPanel } from './support/explorer-page';
import { explorerSuite } from './support/explorer-suite';
const suite = explorerSuite();
it('probe', async () => {
  const { context, page } = await suite.open();
  await page.goto(`${suite.origin}/platform_b`);
  await adCards(page).first().waitFor();
  await filterPanel(page).getByRole('button', { name: 'Clear all', exact: true }).waitFor();
  const out: string[] = [];
  for (let i = 0; i < 120; i++) {
    await page.keyboard.press('Tab');
    const d = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const label = el.nextElementSibling as HTMLElement | null;
      const cs = label ? getComputedStyle(label) : null;
      return `${el.tagName} ${el.getAttribute('type') ?? ''} ${el.getAttribute('aria-label') ?? el.textContent?.slice(0, 30) ?? ''} nav=${!!el.closest('nav')} main=${!!el.closest('main')} ${el.tagName === 'INPUT' && el.getAttribute('type') === 'checkbox' && cs ? cs.outlineWidth + ' ' + cs.outlineStyle + ' ' + cs.outlineColor : ''}`;
    });
    out.push(d);
    if (d.includes('main=true')) break;
  }
  console.log(out.join('\n'));
  await context.close();
});
