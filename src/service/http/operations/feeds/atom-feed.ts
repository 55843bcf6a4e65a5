import type { AdSummary } from '../../../../contract/ads';
import { explorerAdLink } from '../../../explorer-ad-link';

/** Text as XML character data or an attribute value in double quotes. */
function xml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** What a saved search's feed is made of. */
export interface AtomFeedInput {
  /** The feed's own URL: its id and `rel="self"`. */
  selfUrl: string;
  /** The saved search in the explorer: `rel="alternate"`. */
  searchUrl: string;
  title: string;
  /** Explorer origin the entries link into. */
  origin: string;
  /** Newest first; each with `first_seen_at` (the `seen_at` fields). */
  ads: AdSummary[];
  /** When the feed was read (unix ms): its `updated` when it lists no ad. */
  now: number;
}

const firstSeen = (ad: AdSummary) => (typeof ad.first_seen_at === 'string' ? ad.first_seen_at : undefined);

function entry(ad: AdSummary, origin: string, fallback: string): string {
  const link = explorerAdLink(origin, ad);
  const title = ad.title?.trim() || `${ad.owner.name} — ad ${ad.id}`;
  const summary = [ad.owner.name, ad.display_url].filter(Boolean).join(' · ');
  return [
    '  <entry>',
    `    <id>${xml(link)}</id>`,
    `    <title>${xml(title)}</title>`,
    `    <updated>${xml(firstSeen(ad) ?? fallback)}</updated>`,
    `    <link rel="alternate" type="text/html" href="${xml(link)}"/>`,
    `    <author><name>${xml(ad.owner.name)}</name></author>`,
    `    <summary>${xml(summary)}</summary>`,
    '  </entry>',
  ].join('\n');
}

/**
 * An Atom 1.0 document (RFC 4287) of a saved search's newest ads: each entry's id is the ad's
 * link in the explorer and its `updated` the instant the ad was first seen; the feed's `updated`
 * is its newest entry's.
 */
export function atomFeed(input: AtomFeedInput): string {
  const now = new Date(input.now).toISOString();
  const updated = input.ads.map(firstSeen).find(Boolean) ?? now;
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${xml(input.selfUrl)}</id>`,
    `  <title>${xml(input.title)}</title>`,
    `  <updated>${xml(updated)}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${xml(input.selfUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xml(input.searchUrl)}"/>`,
    '  <author><name>Ads Explorer</name></author>',
    '  <generator>Ads Explorer</generator>',
    ...input.ads.map((ad) => entry(ad, input.origin, updated)),
    '</feed>',
    '',
  ].join('\n');
}
