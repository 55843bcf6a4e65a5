import { describe, expect, it } from 'vitest';
import { boardExportBase, searchExportBase } from '../../../src/workspace/core/export-file/export-name';

describe('export file names', () => {
  it('say what a search export holds: the platform and what each filter chose', () => {
    const chips = [
      { label: 'Gender', text: 'Women' },
      { label: 'Days running', text: '10 – 200' },
    ];
    expect(searchExportBase('platform_d', chips)).toBe('platform_d-women-10-200-days-running');
    expect(searchExportBase('mega', [])).toBe('mega');
    expect(searchExportBase('platform_a', [{ label: 'Contains', text: 'Café «Crème»' }])).toBe('platform_a-cafe-creme');
    const long = searchExportBase(
      'platform_a',
      Array.from({ length: 30 }, (_, i) => ({ label: 'x', text: `term${i}` })),
    );
    expect(long.length).toBeLessThanOrEqual(100);
    expect(long).toMatch(/^platform_a-term0-.*\d$/);
  });

  it('name a board export after the board', () => {
    expect(boardExportBase({ id: 7, name: 'Summer launches 2026' })).toBe('board-summer-launches-2026');
    expect(boardExportBase({ id: 7, name: '★' })).toBe('board-7');
    expect(boardExportBase({ id: 7 })).toBe('board-7');
  });
});
