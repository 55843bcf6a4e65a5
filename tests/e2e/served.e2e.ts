import type { Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adCards, adDrawer, filterPanel } from './support/explorer-page';
import { explorerSuite } from './support/explorer-suite';

const suite = explorerSuite();

/** Every way Chromium reports a refused load or inline code: violation events and console lines. */
const RECORD_VIOLATIONS = () => {
  const seen: string[] = [];
  (window as unknown as { cspViolations: string[] }).cspViolations = seen;
  document.addEventListener('securitypolicyviolation', (event) =>
    seen.push(`${event.violatedDirective} ${event.blockedURI}`),
  );
};

describe('the explorer as a product serves it', () => {
  it('runs under its CSP without one violation: grid, filters, drawer with its chart, another tab', async () => {
    const { context, page } = await suite.open();
    await context.addInitScript(RECORD_VIOLATIONS);
    const consoleViolations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) consoleViolations.push(message.text());
    });
    const loaded: Response[] = [];
    page.on('response', (response) => loaded.push(response));

    const document = await page.goto(`${suite.origin}/platform_d`);
    const csp = (await document!.allHeaders())['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    await adCards(page).first().waitFor();
    await filterPanel(page).getByRole('button').first().waitFor();

    await adCards(page).first().getByRole('heading').click();
    const drawer = adDrawer(page);
    await drawer.getByRole('figure', { name: 'Daily impressions and likes' }).locator('svg').first().waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: /Mega/ }).click();
    await adCards(page).first().waitFor();

    // The premise: the page ran its scripts and styles, compressed, from this origin.
    const scripts = loaded.filter((r) => r.request().resourceType() === 'script');
    expect(scripts.length).toBeGreaterThan(0);
    let [raw, sent] = [0, 0];
    for (const response of [...scripts, ...loaded.filter((r) => r.request().resourceType() === 'stylesheet')]) {
      const headers = await response.allHeaders();
      const size = (await response.body()).length;
      // The build leaves files under 1 KB as they are.
      if (size >= 1024) expect(headers['content-encoding'], response.url()).toMatch(/^(br|gzip)$/);
      expect(headers.vary).toMatch(/accept-encoding/i);
      raw += size;
      sent += (await response.request().sizes()).responseBodySize;
    }
    console.log(`First load, scripts and styles: ${raw} bytes, ${sent} sent`);
    const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    expect([...violations, ...consoleViolations]).toEqual([]);
    await context.close();
  });

  it('answers /robots.txt with crawl rules as plain text, not with the explorer’s page', async () => {
    const response = await fetch(`${suite.origin}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await response.text())
      .split('\n')
      .map((line) => line.replace(/#.*/, '').trim())
      .filter(Boolean);
    // Every line a directive crawlers know (what Lighthouse's robots-txt audit checks).
    for (const line of lines) expect(line).toMatch(/^(?:User-agent|Allow|Disallow|Sitemap):\s*\S/i);
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Allow: /api/v2/docs');
  });

  it('refuses to be framed by any page', async () => {
    const { context, page } = await suite.open();
    const refused = page.waitForEvent('console', (message) => /frame-ancestors/.test(message.text()));
    await page.setContent(`<iframe title="framed" src="${suite.origin}/platform_a"></iframe>`);
    expect((await refused).text()).toMatch(/frame-ancestors 'none'[\s\S]*blocked/);
    const framed = page.frames().find((frame) => frame.url().startsWith(suite.origin));
    expect(await framed?.locator('#root').count()).toBeFalsy();
    await context.close();
  });
});
