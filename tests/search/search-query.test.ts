import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { createConnection, type Connection } from '../../src/client/connection';
import { searchInfiniteQueryOptions } from '../../src/search/search-query';
import { filtersQueryOptions } from '../../src/search/filters-query';
import { uniqueAds } from '../../src/search/unique-ads';
import { startTestService, type TestService } from '../utils/service';

interface SentSearch {
  body: Record<string, unknown>;
  signal: AbortSignal | undefined;
}

let service: TestService;
beforeAll(async () => {
  service = await startTestService({ ads: 60 });
});
afterAll(() => service.close());

/** A connection to the real service that records every search body it sends. */
function recordingConnection(): { connection: Connection; sent: SentSearch[] } {
  const sent: SentSearch[] = [];
  const connection = createConnection({
    baseUrl: service.baseUrl('v2'),
    apiKey: 'demo-pro',
    fetch: (input, init) => {
      if (init?.method === 'POST') sent.push({ body: JSON.parse(String(init.body)), signal: init.signal ?? undefined });
      return fetch(input, init);
    },
  });
  return { connection, sent };
}

const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('searchInfiniteQueryOptions against the real service', () => {
  it('sends page 1 without last_hit, then pages 2.. with page 1’s last_hit unchanged, and stops at the end', async () => {
    const { connection, sent } = recordingConnection();
    const queryClient = newQueryClient();
    const observer = new InfiniteQueryObserver(queryClient, searchInfiniteQueryOptions(connection, 'mega', {}));
    await observer.refetch();
    let result = observer.getCurrentResult();
    while (result.hasNextPage) result = await observer.fetchNextPage();

    const pages = result.data?.pages ?? [];
    expect(pages.length).toBe(4); // 60 ads, 18 a page
    expect(pages.map((page) => page.current_page)).toEqual([1, 2, 3, 4]);
    expect(pages.at(-1)?.has_next_page).toBe(false);
    const firstLastHit = pages[0]!.last_hit;
    expect(sent.map((s) => s.body.page)).toEqual([1, 2, 3, 4]);
    expect(sent[0]!.body).not.toHaveProperty('last_hit');
    expect(sent.slice(1).map((s) => s.body.last_hit)).toEqual([firstLastHit, firstLastHit, firstLastHit]);
    expect(uniqueAds(pages)).toHaveLength(60);
    expect(observer.getCurrentResult().hasNextPage).toBe(false);
  });

  it('keys the query by the full request, so a changed filter is a new query', () => {
    const { connection } = recordingConnection();
    const a = searchInfiniteQueryOptions(connection, 'platform_a', { gender: [1] });
    const b = searchInfiniteQueryOptions(connection, 'platform_a', { gender: [2] });
    expect(a.queryKey).toEqual(['search', connection.id, 'platform_a', { gender: [1] }]);
    expect(a.queryKey).not.toEqual(b.queryKey);
  });

  it('aborts the request of a search the user has moved away from', async () => {
    const { connection, sent } = recordingConnection();
    const queryClient = newQueryClient();
    const observer = new InfiniteQueryObserver(queryClient, searchInfiniteQueryOptions(connection, 'mega', {}));
    const unsubscribe = observer.subscribe(() => {});
    observer.setOptions(searchInfiniteQueryOptions(connection, 'mega', { media_type: [2] }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await queryClient.getQueryCache().find({ queryKey: ['search', connection.id, 'mega', { media_type: [2] }] })
      ?.promise;
    unsubscribe();
    expect(sent).toHaveLength(2);
    expect(sent[0]!.signal?.aborted).toBe(true);
    expect(sent[1]!.body).toMatchObject({ media_type: [2], page: 1 });
  });

  it('loads a platform catalogue keyed by connection and platform', async () => {
    const { connection } = recordingConnection();
    const group = await newQueryClient().fetchQuery(filtersQueryOptions(connection, 'platform_a'));
    expect(group.filters.some((filter) => filter.key === 'gender')).toBe(true);
    expect(filtersQueryOptions(connection, 'native').queryKey).toEqual(['filters', connection.id, 'native']);
  });
});
