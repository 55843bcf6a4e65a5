import { describe, expect, it } from 'vitest';
import { explorerSuite } from './support/explorer-suite';

const suite = explorerSuite();

const FAILING = 'fails after a search, a console error and a refused image';

describe('a failed browser test reports what its pages did', () => {
  it.fails(FAILING, async () => {
    const { page, searches } = await suite.open();
    await page.route('**/media/**', (route) => route.abort('failed'));
    // The premise: an image was refused before the test fails (once, under load, none had been
    // by the time the search was answered).
    const refused = page.waitForEvent('requestfailed', (request) =>
      new URL(request.url()).pathname.startsWith('/media/'),
    );
    await searches.after(() => page.goto(`${suite.origin}/platform_b`));
    await refused;
    await page.evaluate(() => console.error('an error the page printed'));
    expect('this test').toBe('failing on purpose');
  });

  it('and the report of that failure holds them, in order, with a screenshot', () => {
    const report = suite.failureReport ?? '';
    const lines = report.split('\n');
    const at = (pattern: RegExp) => lines.findIndex((line) => pattern.test(line));
    expect(lines[0]).toBe(`What the pages did in "${FAILING}" (seconds after the test began):`);
    const navigated = at(/^ {4}\+\d+\.\d{3} s {2}navigated to http:\/\/[^/]+\/platform_b$/);
    const searched = at(/→ POST \/api\/v[12]\/\S*platform_b\S*\/search \{/);
    const answered = at(/← 200 POST \/api\/v[12]\/\S*platform_b\S*\/search \{/);
    const printed = at(/console\.error: an error the page printed$/);
    expect(navigated).toBeGreaterThan(0);
    expect(searched).toBeGreaterThan(navigated);
    expect(answered).toBeGreaterThan(searched);
    expect(printed).toBeGreaterThan(answered);
    expect(at(/✗ GET \/media\/\S+: net::ERR_FAILED$/)).toBeGreaterThan(navigated);
    expect(at(/^The service's last 20 log lines:$/)).toBeGreaterThan(printed);
    expect(report).toMatch(/Screenshots: \S+failed-fails-after-a-search-a-console-error-and-a-refused-image-1\.png/);
  });
});
