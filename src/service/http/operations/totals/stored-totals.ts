import { createHash } from 'node:crypto';
import type { SearchTotals } from '../../../../contract/extensions/totals';
import type { CountQuery } from '../../../ad-counter';
import type { TotalsStore } from '../../../totals-store';
import type { TotalsOf } from './search-totals';

/** `value` as JSON with every object's keys in order, so equal searches read the same text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * What a count counts, but for its snapshot: the platform, version, validated fields and the key
 * whose hides apply (none without the `hidden` extension). A hash, as bodies may be long.
 */
export function searchIdentity(query: CountQuery): string {
  const { platform, version, fields, hiddenFor = null } = query;
  return createHash('sha256').update(canonicalJson({ platform, version, fields, hiddenFor })).digest('base64url');
}

/**
 * `count` done once per search and snapshot: kept totals answer at once; otherwise this process
 * counts (once, however many requests ask meanwhile) and keeps the answer. Exact, since a
 * snapshot's pages and counts never change: every process would count the same. Snapshots with
 * no write between them hold the same rows, so they share one count (`TotalsStore.find`).
 */
export function storedTotals(count: TotalsOf, store: TotalsStore): TotalsOf {
  const counting = new Map<string, Promise<SearchTotals>>();
  const countAndKeep = async (search: string, query: CountQuery) => {
    const kept = await store.find(search, query.lastHit);
    if (kept.totals) return kept.totals;
    const totals = await count(query);
    await store.keep(search, { since: kept.since, until: query.lastHit }, totals);
    return totals;
  };
  return (query) => {
    const search = searchIdentity(query);
    const id = `${query.lastHit}:${search}`;
    const running = counting.get(id);
    if (running) return running;
    const work = countAndKeep(search, query).finally(() => counting.delete(id));
    counting.set(id, work);
    return work;
  };
}
