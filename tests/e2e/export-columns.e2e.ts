import { describe, expect, it } from 'vitest';
import { PATHS } from '../../src/contract/paths';
import { adCards } from './support/explorer-page';
import { explorerSuite } from './support/explorer-suite';
import { downloadedBytes } from './support/downloaded';

const suite = explorerSuite();

/** The records of an RFC 4180 CSV text; throws on a quote inside an unquoted field or an unclosed quote. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let wasQuoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') {
      if (field !== '' || wasQuoted) throw new Error(`A quote inside an unquoted field at ${i}`);
      quoted = true;
      wasQuoted = true;
    } else if (char === ',') {
      record.push(field);
      field = '';
      wasQuoted = false;
    } else if (char === '\r' && text[i + 1] === '\n') {
      records.push([...record, field]);
      record = [];
      field = '';
      wasQuoted = false;
      i += 1;
    } else if (char === '\n' || char === '\r') throw new Error(`A bare line break at ${i}`);
    else field += char;
  }
  if (quoted || field !== '' || record.length > 0) throw new Error('The last record is not ended by CRLF');
  return records;
}

/** The documented column set of a search export (README, docs/decisions.md), in order. */
const COLUMNS = [
  'ad_id',
  'platform',
  'advertiser_id',
  'advertiser_name',
  'title',
  'copy',
  'call_to_action',
  'display_domain',
  'landing_url',
  'post_url',
  'media_type',
  'media_urls',
  'first_seen',
  'last_seen',
  'days_running',
  'impressions',
  'traffic_per_month',
  'views',
  'likes',
  'reposts',
  'comments',
  'upvotes',
  'countries',
];

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const INTEGER = /^\d+$/;

interface Detail {
  id: number;
  description?: string;
  landing_url?: string;
  countries?: string[];
  first_seen_at?: string;
  last_seen_at?: string;
}

async function detailOf(id: number): Promise<Detail> {
  const response = await fetch(suite.origin + '/api/v2' + PATHS.v2.adDetail('platform_d', id), {
    headers: { 'x-api-key': 'demo-pro' },
  });
  return ((await response.json()) as { data: Detail }).data;
}

describe('export columns', () => {
  it('exports a filtered search as analysis-ready CSV: typed columns, ISO instants, country codes, a telling name', async () => {
    const { context, page } = await suite.open();
    await page.goto(`${suite.origin}/platform_d?gender=2&days_running=10..200`);
    await adCards(page).first().waitFor();
    await page.getByRole('button', { name: 'Export' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export ads' });
    await dialog.getByRole('radio', { name: /The first ads of this search/ }).check();
    await dialog.getByRole('textbox', { name: 'How many' }).fill('30');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Export', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^platform_d-10-200-days-running-women-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await downloadedBytes(download);
    // A UTF-8 byte order mark, so spreadsheets read the text as UTF-8.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(bytes.subarray(3).toString('utf8'));
    expect(header).toEqual(COLUMNS);
    expect(rows).toHaveLength(30);
    const records = rows.map((row) => Object.fromEntries(COLUMNS.map((name, index) => [name, row[index]!])));
    for (const record of records) {
      expect(record.ad_id).toMatch(INTEGER);
      expect(record.platform).toBe('platform_d');
      expect(record.advertiser_id).toMatch(INTEGER);
      expect(record.advertiser_name).not.toBe('');
      expect(record.copy).not.toBe('');
      expect(record.landing_url).toMatch(/^https?:\/\//);
      expect(record.media_type).toMatch(/^[a-z_]+( [a-z_]+)*$/);
      for (const url of record.media_urls!.split(' ')) expect(url).toMatch(/^https?:\/\//);
      expect(record.first_seen).toMatch(ISO_UTC);
      expect(record.last_seen).toMatch(ISO_UTC);
      expect(Date.parse(record.first_seen!)).toBeLessThanOrEqual(Date.parse(record.last_seen!));
      // The search asked for 10 to 200 days running: a number, in that range.
      expect(record.days_running).toMatch(INTEGER);
      expect(Number(record.days_running)).toBeGreaterThanOrEqual(10);
      expect(Number(record.days_running)).toBeLessThanOrEqual(200);
      for (const counter of ['impressions', 'traffic_per_month', 'views', 'likes', 'reposts', 'comments', 'upvotes'])
        expect(record[counter]).toMatch(/^(\d+)?$/);
      expect(record.impressions).toMatch(INTEGER);
      expect(record.countries).toMatch(/^[A-Z]{2}( [A-Z]{2})*$/);
    }
    // The cells are the service's own values for that ad.
    const first = records[0]!;
    const detail = await detailOf(Number(first.ad_id));
    expect(first.copy).toBe(detail.description);
    expect(first.landing_url).toBe(detail.landing_url);
    expect(first.countries).toBe(detail.countries!.join(' '));
    expect(first.first_seen).toBe(detail.first_seen_at);
    expect(first.last_seen).toBe(detail.last_seen_at);
    await context.close();
  });
});
