import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { histogramSchema, type Histogram } from '../../src/contract/extensions/histogram';
import { okEnvelopeSchema } from '../../src/contract/envelope';
import { bucketName } from '../../src/ads/histogram/bucket-range';
import { blockingViolations, runAxe } from './support/axe';
import { adCards, POLL } from './support/explorer-page';
import { explorerSuite } from './support/explorer-suite';

const suite = explorerSuite();

const HISTOGRAM_PATH = /\/api\/v2\/ads\/[^/]+\/histogram$/;
const isHistogram = (response: Response) => HISTOGRAM_PATH.test(new URL(response.url()).pathname);
const histogramOf = async (response: Response): Promise<Histogram> =>
  okEnvelopeSchema(histogramSchema).parse(await response.json()).data;

const grouped = new Intl.NumberFormat('en');
const chart = (page: Page) => page.getByRole('group', { name: /^Ads by first seen, per / });
const chartStatus = (page: Page) => page.locator('[data-histogram-status]');
const toolbarStatus = (page: Page) => page.getByRole('region', { name: 'Results toolbar' }).getByRole('status');

/**
 * The x of each bar the pointer can reach, by the status line's bucket name: the pointer sweeps
 * the chart and the line names the bar under it (its count beside).
 */
async function barPositions(page: Page): Promise<Map<string, number>> {
  const box = (await chart(page).boundingBox())!;
  const positions = new Map<string, number>();
  for (let x = box.x + 2; x < box.x + box.width - 2; x += 3) {
    await page.mouse.move(x, box.y + box.height / 2);
    const text = (await chartStatus(page).textContent()) ?? '';
    const name = text.split(':')[0]!;
    if (!positions.has(name) && !/ to /.test(name)) positions.set(name, x);
  }
  return positions;
}

describe('the histogram above the results', () => {
  it('loads after page 1 in its snapshot, and a drag across bars narrows the search to exactly their ads; the chip removes it', async () => {
    const { context, page, searches } = await suite.open();
    const order: string[] = [];
    page.on('request', (request) => {
      if (HISTOGRAM_PATH.test(new URL(request.url()).pathname)) order.push('histogram asked');
    });
    page.on('response', (response) => {
      if (/\/search$/.test(new URL(response.url()).pathname)) order.push('search answered');
    });
    const histogramAnswer = page.waitForResponse(isHistogram);
    const first = await searches.after(() => page.goto(`${suite.origin}/platform_b?days_running=2..300`));
    const histogram = await histogramOf(await histogramAnswer);
    // Never before page 1: the histogram is asked once the first page has answered, in its snapshot.
    expect(order.indexOf('search answered')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('histogram asked')).toBeGreaterThan(order.indexOf('search answered'));
    expect(histogram.last_hit).toBe(first.answer.lastHit);
    expect(histogram.relation).toBe('eq');
    expect(histogram.buckets.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(first.answer.total!.value);
    await adCards(page).first().waitFor();
    await chart(page).waitFor();

    // Hovering a bar says its count.
    const positions = await barPositions(page);
    const filled = histogram.buckets.filter((bucket) => bucket.count > 0);
    // Premise: enough bars to choose a range inside.
    expect(filled.length).toBeGreaterThan(4);
    const names = histogram.buckets.map((bucket) => bucketName(bucket.start, histogram.interval));
    const reached = names.map((name, i) => ({ name, i, x: positions.get(name) })).filter((bar) => bar.x !== undefined);
    const [low, high] = [reached[1]!, reached[reached.length - 2]!];
    const box = (await chart(page).boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(low.x!, y);
    const lowCount = histogram.buckets[low.i]!.count;
    await expect.poll(() => chartStatus(page).textContent(), POLL).toBe(`${low.name}: ${grouped.format(lowCount)} ads`);

    // Drag from the second bar reached to the last but one: the status line says the range and its count.
    await page.mouse.down();
    await page.mouse.move(high.x!, y, { steps: 6 });
    const expected = histogram.buckets.slice(low.i, high.i + 1).reduce((sum, bucket) => sum + bucket.count, 0);
    await expect
      .poll(() => chartStatus(page).textContent(), POLL)
      .toBe(`${low.name} to ${high.name}: ${grouped.format(expected)} ads`);
    // Premise: the range holds some of the matches, not all.
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(first.answer.total!.value);
    const narrowed = await searches.after(() => page.mouse.up());
    expect(narrowed.body.first_seen).toEqual([
      expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
    ]);
    expect(narrowed.answer.total).toEqual({ value: expected, relation: 'eq' });
    await expect
      .poll(() => toolbarStatus(page).textContent(), POLL)
      .toMatch(new RegExp(`^${grouped.format(expected)} ads · `));
    const [from, to] = narrowed.body.first_seen as [string, string];
    expect(new URL(page.url()).searchParams.get('first_seen')).toBe(`${from}..${to}`);

    // The range is a chip among the active filters; removing it restores the search.
    const chip = page.getByRole('button', { name: /Remove First seen/ });
    await chip.waitFor();
    // The search it goes back to was answered before, so it shows again without a request.
    await chip.click();
    await expect
      .poll(() => toolbarStatus(page).textContent(), POLL)
      .toMatch(new RegExp(`^${grouped.format(first.answer.total!.value)} ads · `));
    expect(new URL(page.url()).searchParams.has('first_seen')).toBe(false);
    expect(await chip.count()).toBe(0);
    await context.close();
  });

  it('narrows from the keyboard: arrows move, Shift extends, Enter narrows to the bars chosen', async () => {
    const { context, page, searches } = await suite.open();
    const histogramAnswer = page.waitForResponse(isHistogram);
    const first = await searches.after(() => page.goto(`${suite.origin}/platform_c`));
    const histogram = await histogramOf(await histogramAnswer);
    await chart(page).focus();
    await page.keyboard.press('End');
    await page.keyboard.press('Shift+ArrowLeft');
    await page.keyboard.press('Shift+ArrowLeft');
    const lastThree = histogram.buckets.slice(-3).reduce((sum, bucket) => sum + bucket.count, 0);
    await expect
      .poll(() => chartStatus(page).textContent(), POLL)
      .toMatch(new RegExp(`: ${grouped.format(lastThree)} ads$`));
    // Premise: the three newest bars hold fewer ads than the whole search.
    expect(lastThree).toBeGreaterThan(0);
    expect(lastThree).toBeLessThan(first.answer.total!.value);
    const narrowed = await searches.after(() => page.keyboard.press('Enter'));
    expect(narrowed.answer.total).toEqual({ value: lastThree, relation: 'eq' });
    await context.close();
  });

  it('stacks Mega’s bars per platform, and fits a phone without an accessibility violation', async () => {
    const { context, page } = await suite.open({ viewport: { width: 390, height: 844 } });
    const histogramAnswer = page.waitForResponse(isHistogram);
    await page.goto(`${suite.origin}/mega`);
    const histogram = await histogramOf(await histogramAnswer);
    const platforms = new Set(histogram.buckets.flatMap((bucket) => Object.keys(bucket.by_platform ?? {})));
    expect(platforms.size).toBeGreaterThan(3);
    for (const bucket of histogram.buckets) {
      expect(Object.values(bucket.by_platform!).reduce((sum, n) => sum + n, 0)).toBe(bucket.count);
    }
    await chart(page).waitFor();
    const box = (await chart(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // One stacked band per platform with ads in a bar.
    const drawn = await page
      .locator('[data-histogram-chart] [data-series]')
      .evaluateAll((bars) => bars.flatMap((bar) => (bar as HTMLElement).dataset.series!.split(' ')));
    expect(new Set(drawn).size).toBe(platforms.size);
    // The counts are in a table screen readers read.
    const table = page.getByRole('table', { name: /^Ads by first seen, per / });
    expect(await table.getByRole('row').count()).toBe(histogram.buckets.filter((b) => b.count > 0).length + 1);
    expect(blockingViolations(await runAxe(page))).toEqual([]);
    await context.close();
  });
});
