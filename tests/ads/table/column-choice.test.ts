import { describe, expect, it } from 'vitest';
import { parseColumnChoice, toggleColumn } from '../../../src/ads/table/column-choice';
import { DEFAULT_COLUMNS, offeredColumns, shownColumns } from '../../../src/ads/table/table-columns';

describe('the chosen columns', () => {
  it('read a stored list, keeping only known columns; anything unreadable leaves the defaults', () => {
    expect([...parseColumnChoice('["likes","media","nonsense",3]')!]).toEqual(['likes', 'media']);
    expect(parseColumnChoice(null)).toBeNull();
    expect(parseColumnChoice('{"likes":true}')).toBeNull();
    expect(parseColumnChoice('not json')).toBeNull();
  });

  it('toggle one column in or out', () => {
    const without = toggleColumn(DEFAULT_COLUMNS, 'likes');
    expect(without.has('likes')).toBe(false);
    expect(toggleColumn(without, 'likes').has('likes')).toBe(true);
    expect(DEFAULT_COLUMNS.has('likes')).toBe(true);
  });

  it('show the required column whatever is chosen, and the platform only across platforms', () => {
    const ids = (shown: { id: string }[]) => shown.map((column) => column.id);
    expect(ids(shownColumns(offeredColumns(false), new Set()))).toEqual(['title']);
    expect(ids(shownColumns(offeredColumns(false), DEFAULT_COLUMNS))).not.toContain('platform');
    expect(ids(shownColumns(offeredColumns(true), DEFAULT_COLUMNS))).toContain('platform');
    expect(ids(shownColumns(offeredColumns(true), new Set(['impressions', 'views'])))).toEqual([
      'title',
      'impressions',
      'views',
    ]);
  });
});
