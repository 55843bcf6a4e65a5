import { describe, expect, it } from 'vitest';
import { decodeUrlValue } from '../../src/filters/engine/url-value-decode';
import { findFilter } from '../../src/filters/engine/value-kind';
import { parseSearchLocation } from '../../src/search/search-location';
import { catalogueOf } from '../../src/service/catalogue/catalogues';
import { newestFirstHref, onlyNewHref } from '../../src/workspace/saved-searches/saved-search-links';

const saved = {
  platform: 'platform_a' as const,
  link: '/platform_a?search_field=text:shoes&gender=2&advanced_order=likes.desc',
  last_visit: '2026-11-20T09:15:30.125Z',
};

/** The link's platform, `advanced_order` and `search_field` terms, read back as the explorer reads a link. */
function read(href: string) {
  const url = new URL(href, 'http://explorer.test');
  const { location } = parseSearchLocation(url.pathname, url.search);
  const searchField = findFilter(catalogueOf(location!.platform, 'v2').group, 'search_field')!;
  const terms = decodeUrlValue(searchField, location!.params.get('search_field')!);
  return { location: location!, terms: terms.value, dropped: terms.dropped };
}

describe('saved search links', () => {
  it('for only the new ads keep the link’s filters and terms, add first_seen_after the last visit, newest first', () => {
    const { location, terms, dropped } = read(onlyNewHref(saved));
    expect(location.platform).toBe('platform_a');
    expect(location.params.get('gender')).toBe('2');
    expect(location.params.get('advanced_order')).toBe('first_seen.desc');
    expect(dropped).toEqual([]);
    expect(terms).toEqual({
      kind: 'terms',
      terms: [
        { type: 'text', text: 'shoes' },
        { type: 'first_seen_after', text: '2026-11-20T09:15:30.125Z' },
      ],
    });
  });

  it('for a link without terms make the instant its only term', () => {
    const { terms } = read(onlyNewHref({ ...saved, link: '/platform_a' }));
    expect(terms).toEqual({ kind: 'terms', terms: [{ type: 'first_seen_after', text: saved.last_visit }] });
  });

  it('newest first only change the order', () => {
    const { location, terms } = read(newestFirstHref(saved));
    expect(location.params.get('advanced_order')).toBe('first_seen.desc');
    expect(terms).toEqual({ kind: 'terms', terms: [{ type: 'text', text: 'shoes' }] });
  });
});
