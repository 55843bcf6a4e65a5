import { describe, expect, it } from 'vitest';
import { toCsv } from '../../../src/workspace/export/csv';
import { exportRows } from '../../../src/workspace/export/export-rows';
import { hostileAd, imageAd, videoAd } from '../../ads/fixtures/ads';

describe('CSV export', () => {
  it('writes a header row and quotes commas, quotes, line breaks and edge spaces', () => {
    const csv = toCsv([
      { title: 'plain', note: 'a, b', quote: 'say "hi"', lines: 'one\ntwo', edge: ' pad', empty: null, n: 12 },
    ]);
    expect(csv).toBe('title,note,quote,lines,edge,empty,n\r\nplain,"a, b","say ""hi""","one\ntwo"," pad",,12\r\n');
  });

  it('keeps text a spreadsheet would run as a formula from running', () => {
    expect(toCsv([{ title: '=HYPERLINK("x")' }, { title: '-2+3' }])).toBe(
      'title\r\n"\'=HYPERLINK(""x"")"\r\n\'-2+3\r\n',
    );
    expect(toCsv([{ n: -5 }])).toBe('n\r\n-5\r\n');
  });

  it('gives every ad the same readable columns', () => {
    const rows = exportRows([imageAd, videoAd, hostileAd]);
    const columns = Object.keys(rows[0]!);
    for (const row of rows) expect(Object.keys(row)).toEqual(columns);
    expect(columns.slice(0, 4)).toEqual(['platform', 'ad_id', 'advertiser', 'advertiser_id']);
    expect(rows[0]).toMatchObject({ ad_id: imageAd.id, advertiser: imageAd.owner.name, title: imageAd.title ?? null });
  });
});
