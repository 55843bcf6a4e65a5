import { describe, expect, it } from 'vitest';
import { connectTo, filterPanel, POLL } from './support/explorer-page';
import { explorerSuite } from './support/explorer-suite';
import { expectShown } from './support/grid-expectations';
import { saveScreenshot } from './support/screenshots';

const suite = explorerSuite();

describe('what goes wrong is said, and the fix is offered', () => {
  it('drops bad link parameters with a visible notice and searches with the rest', async () => {
    const { context, page, searches } = await suite.open();
    const search = await searches.after(() =>
      page.goto(`${suite.origin}/platform_b?gender=9&colour=red&days_running=10..90`),
    );
    const notice = page.getByRole('alert').filter({ hasText: 'Part of the link was not used' });
    await notice.getByText(/^Ignored from the link: .*gender=9.*colour=red/).waitFor();
    expect(search.body.days_running).toEqual([10, 90]);
    expect(search.body).not.toHaveProperty('colour');
    await expect.poll(() => new URL(page.url()).search, POLL).toBe('?days_running=10..90');
    await expectShown(page, search);
    expect(await filterPanel(page).getByRole('checkbox', { name: 'All', exact: true }).isChecked()).toBe(true);
    await saveScreenshot(page, 'link-notice');
    await context.close();
  });

  it('opens the first platform for a path that names none, and says so', async () => {
    const { context, page, searches } = await suite.open();
    const search = await searches.after(() => page.goto(`${suite.origin}/nowhere?gender=1`));
    expect(new URL(search.url).pathname).toBe('/api/v2/ads/platform_a/search');
    await page.getByText(/Ignored from the link: platform=nowhere/).waitFor();
    await expect.poll(() => page.url(), POLL).toBe(`${suite.origin}/platform_a`);
    await context.close();
  });

  it('explains a refused key, points to the fix, and shows ads once the key is corrected', async () => {
    const { context, page, searches } = await suite.open({ connection: { version: 'v2', apiKey: 'not-a-key' } });
    await page.goto(`${suite.origin}/platform_c`);
    const alert = page.getByRole('alert').filter({ hasText: 'The key was refused' });
    await alert.getByText('The service does not accept this API key.').waitFor();
    await alert.getByText('Check the key in Connection settings.').waitFor();
    await page.getByText('Connection problem · v2').waitFor();
    await saveScreenshot(page, 'error-bad-key');

    await alert.getByRole('button', { name: 'Connection settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Connection settings' });
    await settings.getByLabel('API key').fill('demo-pro');
    const fixed = await searches.after(() => settings.getByRole('button', { name: 'Save' }).click());
    await expectShown(page, fixed);
    await page.getByText('Connected · v2').waitFor();
    expect(await page.evaluate(() => window.sessionStorage.getItem('ads-explorer.connection'))).toContain('demo-pro');
    await context.close();
  });

  it('says when the service cannot be reached at the base URL', async () => {
    const { context, page } = await suite.open();
    // The page's clock, so the waits before the two retries (1 s, then 2 s) pass at once.
    await page.clock.install();
    await page.goto(`${suite.origin}/platform_a`);
    // Port 9 (discard) on loopback: nothing listens there, so the connection is refused.
    await connectTo(page, 'http://127.0.0.1:9/api/v2', 'v2');
    const alert = page.getByRole('alert').filter({ hasText: 'The service cannot be reached' });
    const advice = alert.getByText('Check the base URL in Connection settings, or start the service.');
    // Each failed attempt sets the next one's timer: the clock moves on until the last has failed.
    await expect
      .poll(async () => {
        await page.clock.fastForward(2_000);
        return advice.isVisible();
      }, POLL)
      .toBe(true);
    await alert.getByRole('button', { name: 'Retry' }).waitFor();
    await saveScreenshot(page, 'error-unreachable');
    await context.close();
  });
});
