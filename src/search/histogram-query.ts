import { queryOptions } from '@tanstack/react-query';
import type { Connection } from '../client/connection';
import { searchHistogram } from '../client/extensions/histogram-api';
import type { SearchPlatform } from '../contract/platforms';

/**
 * The histogram of a search by first seen, in the snapshot of its page 1 (`lastHit`): the whole
 * request is the key, so a changed search or a new page 1 is a new query. A snapshot never
 * changes, so neither does its histogram.
 */
export function histogramQueryOptions(
  connection: Connection,
  platform: SearchPlatform,
  fields: Record<string, unknown>,
  lastHit: number,
) {
  // The connection's `id` names its client in every query key.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: ['histogram', connection.id, platform, fields, lastHit] as const,
    queryFn: ({ signal }) => searchHistogram(connection.client, platform, { fields, lastHit }, { signal }),
    staleTime: Infinity,
  });
}
