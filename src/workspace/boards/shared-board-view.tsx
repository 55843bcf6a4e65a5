import { Group, Stack, Text, Title } from '@mantine/core';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { AdActionsProvider, type AdActions } from '../../ads/ad-actions-context';
import type { Connection } from '../../client/connection';
import { boardsApi } from '../../client/extensions/boards-api';
import { keyFingerprint } from '../../client/key-fingerprint';
import type { BoardAdsPage } from '../../contract/extensions/boards';
import { Callout } from '../../ui/callout';
import { BoardAdsGrid } from './board-ads-grid';
import { BoardNotes } from './board-notes';
import { collectBoardAds } from './board-export';
import { SaveCopyButton } from './save-copy-button';
import { adKeyText } from '../core/workspace-backends';
import { useActiveWorkspace } from '../core/workspace-context';

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

/** A shared board's cards and drawer carry no Save, Hide or Compare: the board is someone else's. */
const READ_ONLY: AdActions = { renderAdActions: () => null };

/** The fingerprint of no key: a visitor with it has no workspace to copy a board into. */
const NO_KEY = keyFingerprint('');

/**
 * A board someone shared, asked without a key: a read-only gallery of its name, count, ads with
 * their notes and the drawer, and "Save a copy to my boards" for a visitor with a key.
 */
export function SharedBoardView({ connection, token }: { connection: Connection; token: string }) {
  const board = useQuery(sharedBoardQueryOptions(connection, token));
  const query = useInfiniteQuery(sharedBoardAdsQueryOptions(connection, token));
  const active = useActiveWorkspace();
  const notes = new Map(query.data?.pages.flatMap((p) => p.ads.map((a) => [adKeyText(a.ad), a.note] as const)) ?? []);
  if (board.isError)
    return (
      <Callout tone="yellow" title="This board is not shared">
        {board.error.message}
      </Callout>
    );
  const canCopy = active !== null && connection.keyFingerprint !== NO_KEY && board.data !== undefined;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2}>{board.data?.name ?? 'Shared board'}</Title>
          <Text size="sm" c="dimmed">
            Shared board, read only
            {board.data ? ` · ${board.data.ads_count} ${board.data.ads_count === 1 ? 'ad' : 'ads'}` : ''}
          </Text>
        </div>
        {canCopy && (
          <SaveCopyButton
            active={active}
            name={board.data.name}
            readAds={() =>
              collectBoardAds((page) => boardsApi(connection.client).sharedAds(token, page), {
                signal: new AbortController().signal,
                onProgress: () => {},
              })
            }
          />
        )}
      </Group>
      <AdActionsProvider value={READ_ONLY}>
        <BoardNotes notes={notes}>
          <BoardAdsGrid connection={connection} query={query} />
        </BoardNotes>
      </AdActionsProvider>
    </Stack>
  );
}
