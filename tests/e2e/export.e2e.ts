import { describe, expect, it } from 'vitest';
import { PATHS } from '../../src/contract/paths';
import { adCards } from './support/explorer-page';
import { explorerSuite } from './support/explorer-suite';
import { downloadedBytes } from './support/downloaded';

const suite = explorerSuite();

/** The records of an RFC 4180 CSV text (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted && char === '"' && text[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      record.push(field);
      field = '';
    } else if (!quoted && char === '\r' && text[i + 1] === '\n') {
      records.push([...record, field]);
      record = [];
      field = '';
      i += 1;
    } else {
      field += char;
    }
  }
  return records;
}

/** The first `count` ads of platform_a's unfiltered search, read from the service as one snapshot. */
async function firstAds(count: number): Promise<{ id: number; title?: string; owner: { name: string } }[]> {
  const ads: { id: number; title?: string; owner: { name: string } }[] = [];
  let lastHit: number | undefined;
  for (let page = 1; ads.length < count; page += 1) {
    const response = await fetch(suite.origin + '/api/v2' + PATHS.v2.search('platform_a'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': 'demo-pro' },
      body: JSON.stringify({ page, ...(lastHit ? { last_hit: lastHit } : {}) }),
    });
    const { data } = (await response.json()) as { data: { ads: typeof ads; last_hit: number } };
    lastHit ??= data.last_hit;
    ads.push(...data.ads);
  }
  return ads.slice(0, count);
}

describe('export', () => {
  it('saves the first 40 ads of the search as a CSV whose rows are those ads', async () => {
    const { context, page } = await suite.open();
    await page.goto(`${suite.origin}/platform_a`);
    await adCards(page).first().waitFor();
    await page.getByRole('button', { name: 'Export' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export ads' });
    await dialog.getByRole('radio', { name: /The first ads of this search/ }).check();
    await dialog.getByRole('textbox', { name: 'How many' }).fill('40');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Export', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^platform_a-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...rows] = parseCsv((await downloadedBytes(download)).toString('utf8').replace(/^\uFEFF/, ''));
    const expected = await firstAds(40);
    // Premise: the search has more than the 18 ads of the page loaded, so the export read on.
    expect(expected).toHaveLength(40);
    expect(header?.slice(0, 4)).toEqual(['ad_id', 'platform', 'advertiser_id', 'advertiser_name']);
    const column = (name: string) => header!.indexOf(name);
    expect(rows.map((row) => Number(row[column('ad_id')]))).toEqual(expected.map((ad) => ad.id));
    expect(rows.map((row) => row[column('advertiser_name')])).toEqual(expected.map((ad) => ad.owner.name));
    expect(rows.map((row) => row[column('title')])).toEqual(expected.map((ad) => ad.title ?? ''));
    await context.close();
  });
});
