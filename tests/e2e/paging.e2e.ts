import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { searchPageSchema } from '../../src/contract/ads';
import { okEnvelopeSchema } from '../../src/contract/envelope';
import { POLL } from './support/explorer-page';
import { explorerSuite } from './support/explorer-suite';
import { isSearchRequest, type RecordedSearch } from './support/search-recorder';

// New ads arrive and stats grow while the grid pages: the snapshot must hold regardless.
const SEEDED = 2500;
const suite = explorerSuite({ ads: SEEDED, ingest: { intervalMs: 300, batch: 20 } });

/** The mounted cards of the virtual grid: their place in the feed (from 1) and their names. */
function mountedCards(page: Page): Promise<[number, string][]> {
  return page
    .getByRole('feed', { name: 'Ads' })
    .evaluate((feed) =>
      Array.from(feed.querySelectorAll('article'), (card) => [
        Number(card.getAttribute('aria-posinset')),
        card.getAttribute('aria-label') ?? '',
      ]),
    );
}

describe('infinite scrolling with last_hit (v2, ingestion running)', () => {
  it('asks pages 2 and 3 with page 1’s last_hit and shows every ad once, in order', async () => {
    const { context, page, searches } = await suite.open();
    const sent: Record<string, unknown>[] = [];
    page.on('request', (request) => {
      if (isSearchRequest(request)) sent.push(request.postDataJSON() as Record<string, unknown>);
    });
    const first = await searches.after(() => page.goto(`${suite.origin}/platform_b?gender=1,2`));
    expect(first.answer.hasNextPage).toBe(true);

    // Scroll to the end of what is loaded until page 3 has been answered.
    const pageThree = async (): Promise<RecordedSearch | undefined> =>
      (await searches.answered()).find((search) => search.page === 3);
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return (await pageThree()) !== undefined;
      }, POLL)
      .toBe(true);

    const [one, two, three] = sent;
    expect(one).not.toHaveProperty('last_hit');
    expect(two).toMatchObject({ page: 2, last_hit: first.answer.lastHit });
    expect(three).toMatchObject({ page: 3, last_hit: first.answer.lastHit });
    const filtersOf = ({ page: _page, last_hit: _lastHit, ...rest }: Record<string, unknown>) => rest;
    expect(filtersOf(two!)).toEqual(filtersOf(one!));
    expect(filtersOf(three!)).toEqual(filtersOf(one!));

    const answered = await searches.answered();
    const pages = [1, 2, 3].map((n) => answered.find((search) => search.page === n)!);
    expect(pages.map((p) => p.answer.currentPage)).toEqual([1, 2, 3]);
    const ids = pages.flatMap((p) => p.answer.ids);
    expect(new Set(ids).size).toBe(54);

    // Walk the grid from the top: row by row it shows pages 1–3 in order, each card once.
    const expected = pages.flatMap((p) => p.answer.labels);
    const cards = new Map<number, string>();
    await page.evaluate(() => window.scrollTo(0, 0));
    for (let y = 0; ; y += 500) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForFunction(() => new Promise((done) => requestAnimationFrame(() => done(true))));
      for (const [position, label] of await mountedCards(page)) cards.set(position, label);
      const shown = [...cards.keys()].sort((a, b) => a - b).map((position) => cards.get(position)!);
      if (shown.length >= expected.length) {
        expect(shown.slice(0, expected.length)).toEqual(expected);
        break;
      }
      expect(y).toBeLessThan(20_000);
    }
    await context.close();

    // The premise: ingestion ran during the test, adding ads after page 1's snapshot was cut.
    expect(suite.serviceLog.join('\n')).toMatch(/Ingestion \(first batch\): [1-9]\d* ads added/);
    await expect
      .poll(async () => {
        const answer = await fetch(`${suite.origin}/api/v2/ads/platform_b/search`, {
          method: 'POST',
          headers: { 'x-api-key': 'demo-pro', 'content-type': 'application/json' },
          body: JSON.stringify({ gender: [1, 2] }),
        });
        const fresh = okEnvelopeSchema(searchPageSchema).parse(await answer.json()).data;
        return fresh.last_hit > first.answer.lastHit && fresh.ads.some((ad) => !ids.includes(ad.id) && ad.id > SEEDED);
      }, POLL)
      .toBe(true);
  });
});
