import { describe, expect, it } from 'vitest';
import { toCsv, UTF8_BOM } from '../../../src/workspace/core/export-file/csv';
import { EXPORT_COLUMNS } from '../../../src/workspace/core/export-file/export-columns';
import { exportFile } from '../../../src/workspace/core/export-file/export-file';
import { exportColumns, exportRows, unfilledColumns } from '../../../src/workspace/core/export-file/export-rows';
import { hostileAd, imageAd, imageAdDetail, videoAd } from '../../ads/fixtures/ads';

/** The CSV text after its byte order mark, which every export starts with. */
function body(csv: string): string {
  expect(csv.startsWith(UTF8_BOM)).toBe(true);
  return csv.slice(UTF8_BOM.length);
}

describe('CSV export', () => {
  it('starts with a UTF-8 byte order mark, then a header row, and quotes commas, quotes, line breaks and edge spaces', () => {
    const row = {
      title: 'plain',
      note: 'a, b',
      quote: 'say "hi"',
      lines: 'one\ntwo',
      edge: ' pad',
      empty: null,
      n: 12,
    };
    const csv = toCsv([row], ['title', 'note', 'quote', 'lines', 'edge', 'empty', 'n']);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(new TextEncoder().encode(csv).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    expect(body(csv)).toBe(
      'title,note,quote,lines,edge,empty,n\r\nplain,"a, b","say ""hi""","one\ntwo"," pad",,12\r\n',
    );
  });

  it('neutralises text a spreadsheet would run as a formula, and leaves numbers as numbers', () => {
    const rows = [
      { title: '=HYPERLINK("x")' },
      { title: '+1' },
      { title: '-2+3' },
      { title: '@SUM(A1)' },
      { title: 'a=b' },
      { title: -5 },
    ];
    expect(body(toCsv(rows, ['title']))).toBe(
      'title\r\n"\'=HYPERLINK(""x"")"\r\n\'+1\r\n\'-2+3\r\n\'@SUM(A1)\r\na=b\r\n-5\r\n',
    );
    // A list's first item is checked too: it starts the cell.
    expect(body(toCsv([{ urls: ['=cmd', 'b'] }], ['urls']))).toBe("urls\r\n'=cmd b\r\n");
  });

  it('writes lists as one cell with the items separated by spaces', () => {
    expect(body(toCsv([{ countries: ['US', 'DE'], none: [] }], ['countries', 'none']))).toBe(
      'countries,none\r\nUS DE,\r\n',
    );
  });
});

describe('export columns', () => {
  it('gives every ad the documented columns in order, typed: ids and counters as numbers, instants in ISO 8601 UTC, country codes', () => {
    const rows = exportRows([{ ad: imageAd }, { ad: videoAd }, { ad: hostileAd }], [imageAdDetail], false);
    for (const row of rows) expect(Object.keys(row)).toEqual([...EXPORT_COLUMNS]);
    expect(rows[0]).toEqual({
      ad_id: 41873,
      platform: 'platform_a',
      advertiser_id: 902,
      advertiser_name: 'Northpeak Outdoor',
      title: imageAd.title,
      copy: imageAdDetail.description,
      call_to_action: 'Shop now',
      display_domain: 'northpeak-outdoor.com',
      landing_url: 'https://northpeak-outdoor.com/trail?utm_source=ads',
      post_url: 'https://platform-a.example.com/ads/41873',
      media_type: ['image'],
      media_urls: ['https://cdn.example.com/media/41873-1.jpg', 'https://cdn.example.com/media/41873-2.jpg'],
      first_seen: '2026-01-12T08:30:00.000Z',
      last_seen: '2026-02-22T17:05:00.000Z',
      days_running: 42,
      impressions: 2_450_000,
      traffic_per_month: 1_234_567,
      views: 184_200,
      likes: 5_310,
      reposts: 412,
      comments: 97,
      upvotes: null,
      countries: ['US', 'DE'],
    });
    // Without a detail: the summary's Region flags as codes, its seen_at instants, nothing made up.
    const summaryOnly = exportRows(
      [{ ad: { ...videoAd, first_seen_at: '2026-03-01T10:00:00+02:00', last_seen_at: '2026-03-04T00:00:00Z' } }],
      [],
      false,
    )[0]!;
    expect(summaryOnly).toMatchObject({
      copy: null,
      landing_url: null,
      first_seen: '2026-03-01T08:00:00.000Z',
      last_seen: '2026-03-04T00:00:00.000Z',
      days_running: 1,
      countries: null,
    });
    expect(exportRows([{ ad: imageAd }], [], false)[0]!.countries).toEqual(['US', 'DE']);
    // The relative `last_seen` text never reaches an export.
    expect(JSON.stringify(rows)).not.toContain('days ago');
  });

  it('adds the note and when it was saved to a board export', () => {
    const [row] = exportRows([{ ad: imageAd, note: 'keep', saved_at: '2026-05-01T12:00:00Z' }], [imageAdDetail], true);
    expect(Object.keys(row!)).toEqual([...exportColumns(true)]);
    expect(row).toMatchObject({ note: 'keep', saved_at: '2026-05-01T12:00:00.000Z' });
  });

  it('names the columns no exported ad has a value for', () => {
    const rows = exportRows([{ ad: videoAd }], [], false);
    expect(unfilledColumns(rows, EXPORT_COLUMNS)).toEqual(
      expect.arrayContaining(['copy', 'call_to_action', 'landing_url', 'first_seen', 'last_seen', 'countries']),
    );
    expect(unfilledColumns(rows, EXPORT_COLUMNS)).not.toContain('ad_id');
  });

  it('writes JSON with the same columns, lists as arrays', () => {
    const table = { rows: exportRows([{ ad: imageAd }], [imageAdDetail], false), columns: EXPORT_COLUMNS };
    const file = exportFile(table, 'json', 'platform_a-women', new Date('2026-11-26T09:00:00Z'));
    expect(file.name).toBe('platform_a-women-2026-11-26.json');
    const [object] = JSON.parse(file.text) as Record<string, unknown>[];
    expect(Object.keys(object!)).toEqual([...EXPORT_COLUMNS]);
    expect(object).toMatchObject({ ad_id: 41873, countries: ['US', 'DE'], days_running: 42 });
  });
});
