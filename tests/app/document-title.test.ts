import { describe, expect, it } from 'vitest';
import { documentTitle } from '../../src/app/document-title';
import { decodeSlotParams } from '../../src/search/search-store';
import { catalogueOf } from '../../src/service/catalogue/catalogues';

/** The title of `platform_b` (v2) at the link `query`, with `ad` open. */
function titleAt(query: string, ad: number | null = null) {
  const group = catalogueOf('platform_b', 'v2').group;
  const { state } = decodeSlotParams(group, new URLSearchParams(query));
  return documentTitle({ platform: 'platform_b', filters: { group, state }, ad });
}

describe('the document title', () => {
  it('names the tab alone at the defaults, and while its filters are loading', () => {
    expect(titleAt('')).toBe('Platform B · Ads Explorer');
    expect(documentTitle({ platform: 'mega', filters: null, ad: null })).toBe('Mega (all platforms) · Ads Explorer');
  });

  it('names the active filters, their options where few and known, but not the sort', () => {
    expect(titleAt('gender=2')).toBe('Platform B (Women) · Ads Explorer');
    expect(titleAt('gender=1,2&days_running=5..&advanced_order=web_traffic.desc')).toBe(
      'Platform B (Days running, Men or Women) · Ads Explorer',
    );
  });

  it('names three filters and counts the rest', () => {
    expect(
      titleAt('gender=2&days_running=5..&impressions=1000&search_field=text:shoes&first_seen=2026-01-01..2026-02-01'),
    ).toMatch(/^Platform B \((?:[^,]+, ){3}\+\d+ more\) · Ads Explorer$/);
  });

  it('names the open ad first', () => {
    expect(titleAt('gender=2', 4675)).toBe('Ad #4675 · Platform B (Women) · Ads Explorer');
  });
});
