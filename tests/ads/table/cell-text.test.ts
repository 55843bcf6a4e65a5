import { describe, expect, it } from 'vitest';
import { cellText, NO_VALUE } from '../../../src/ads/table/cell-text';
import { imageAd, videoAd } from '../fixtures/ads';

describe('a table cell’s text', () => {
  it('gives exact figures and reads the metadata, as the card does', () => {
    expect(cellText('impressions', imageAd)).toBe('2,450,000');
    expect(cellText('views', imageAd)).toBe('184,200');
    expect(cellText('traffic', imageAd)).toBe('1,234,567');
    expect(cellText('days_running', imageAd)).toBe('42 days');
    expect(cellText('days_running', videoAd)).toBe('1 day');
    expect(cellText('countries', imageAd)).toBe('US, DE');
    expect(cellText('advertiser', imageAd)).toBe('Northpeak Outdoor');
    expect(cellText('platform', videoAd)).toBe('Platform C');
    expect(cellText('media', imageAd)).toBeNull();
  });

  it('dates the seen_at instants, else says the relative last seen, else nothing', () => {
    const seen = { ...imageAd, first_seen_at: '2026-03-05T10:00:00Z', last_seen_at: '2026-04-01T00:00:00Z' };
    expect(cellText('first_seen', seen)).toBe('Mar 5, 2026');
    expect(cellText('last_seen', seen)).toBe('Apr 1, 2026');
    expect(cellText('first_seen', imageAd)).toBe(NO_VALUE);
    expect(cellText('last_seen', imageAd)).toBe('3 days ago');
    expect(cellText('upvotes', imageAd)).toBe(NO_VALUE);
    expect(cellText('impressions', videoAd)).toBe(NO_VALUE);
    expect(cellText('countries', videoAd)).toBe(NO_VALUE);
  });
});
