import { EXTENSION_PATHS } from '../../src/contract/extensions/extension-paths';
import type { SearchPlatform } from '../../src/contract/platforms';

/** A search of the benches: a platform and the v2 filter fields of its body. */
export interface BenchSearch {
  platform: SearchPlatform;
  fields: Record<string, unknown>;
}

/** No filter at all: the cheapest page and the largest count. */
export const UNFILTERED: BenchSearch = { platform: 'platform_a', fields: {} };

/** Three list and range filters and a text term, as an analyst narrows a platform. */
export const THREE_FILTERS_AND_TERM: BenchSearch = {
  platform: 'platform_a',
  fields: {
    gender: [2],
    countries: ['US', 'GB', 'DE'],
    days_running: [7, null],
    search_field: [{ type: 'text', text: 'off' }],
  },
};

/** Every platform at once, sorted by a revision column: the dearest page and count. */
export const MEGA_BY_IMPRESSIONS: BenchSearch = {
  platform: 'mega',
  fields: { advanced_order: { orderby: 'impressions', order: 'desc' } },
};

/** The searches the page-1 ratios compare, each named for the bench's lines. */
export const RATIO_SEARCHES: ({ label: string } & BenchSearch)[] = [
  { label: 'no filter', ...UNFILTERED },
  { label: '3 filters + text term', ...THREE_FILTERS_AND_TERM },
  { label: 'mega by impressions', ...MEGA_BY_IMPRESSIONS },
];

/** A POST of the bench's HTTP client: its answer's parsed body. */
export type Post = (url: string, headers: Record<string, string>, body: string) => Promise<unknown>;

/**
 * A write between two snapshots, so the next page 1 counts afresh: another key hides an
 * advertiser (even `i`) or shows it again (odd), then the next second begins, so the next page 1
 * cuts a snapshot that holds the write. Snapshots with no write between them share their answers,
 * and a page 1 in the write's own second reads the snapshot cut before it.
 */
export async function writeBetweenSnapshots(origin: string, i: number): Promise<void> {
  const answer = await fetch(`${origin}/api/v2${EXTENSION_PATHS.hiddenOwner(1)}`, {
    method: i % 2 === 0 ? 'PUT' : 'DELETE',
    headers: { 'x-api-key': 'demo-free' },
  });
  if (!answer.ok) throw new Error(`The write between snapshots answered ${answer.status}`);
  await new Promise((done) => setTimeout(done, 1005 - (Date.now() % 1000)));
}
