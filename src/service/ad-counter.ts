import type { Total } from '../contract/extensions/totals';
import type { PlatformKey } from '../contract/platforms';
import type { SearchQuery } from './ads-store';

/** What to count: the ads a search's fields match at its snapshot. */
export type CountQuery = Pick<SearchQuery, 'platform' | 'version' | 'lastHit' | 'fields' | 'hiddenFor'>;

/** Counts matches up to `MAX_COUNT`, past which the answer is a lower bound (`gte`). */
export interface AdCounter {
  count(query: CountQuery): Promise<Total>;
  /** The matches of each platform key, each counted up to `MAX_COUNT`; for a `mega` search. */
  countByPlatform(query: CountQuery): Promise<Record<PlatformKey, Total>>;
}
