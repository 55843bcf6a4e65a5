import { Stack, Text, Title } from '@mantine/core';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Connection } from '../client/connection';
import { boardsApi } from '../client/extensions/boards-api';
import type { BoardAdsPage } from '../contract/extensions/boards';
import { Callout } from '../ui/callout';
import { BoardAdsGrid } from './board-ads-grid';
import { BoardNotes } from './board-notes';
import { adKeyText } from './workspace-backends';

function sharedBoardQueryOptions(connection: Connection, token: string) {
  // connection.id names the client.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: ['shared-board', connection.id, token] as const,
    queryFn: ({ signal }) => boardsApi(connection.client).shared(token, { signal }),
  });
}

function sharedBoardAdsQueryOptions(connection: Connection, token: string) {
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return infiniteQueryOptions({
    queryKey: ['shared-board', connection.id, token, 'ads'] as const,
    queryFn: ({ pageParam, signal }) => boardsApi(connection.client).sharedAds(token, pageParam, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last: BoardAdsPage) => (last.has_next_page ? last.current_page + 1 : undefined),
  });
}

/** A board someone shared: read-only, asked without a key. */
export function SharedBoardView({ connection, token }: { connection: Connection; token: string }) {
  const board = useQuery(sharedBoardQueryOptions(connection, token));
  const query = useInfiniteQuery(sharedBoardAdsQueryOptions(connection, token));
  const notes = new Map(query.data?.pages.flatMap((p) => p.ads.map((a) => [adKeyText(a.ad), a.note] as const)) ?? []);
  if (board.isError)
    return (
      <Callout tone="yellow" title="This board is not shared">
        {board.error.message}
      </Callout>
    );
  return (
    <Stack gap="md">
      <div>
        <Title order={2}>{board.data?.name ?? 'Shared board'}</Title>
        <Text size="sm" c="dimmed">
          Shared board, read only{board.data ? ` · ${board.data.ads_count} ads` : ''}
        </Text>
      </div>
      <BoardNotes notes={notes}>
        <BoardAdsGrid connection={connection} query={query} />
      </BoardNotes>
    </Stack>
  );
}
