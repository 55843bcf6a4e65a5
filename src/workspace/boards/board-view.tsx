import { useMemo, useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';
import { navigateTo } from '../../search/address';
import { Callout } from '../../ui/callout';
import { copyText } from '../../ui/copy-text';
import { BoardAdsGrid } from './board-ads-grid';
import { BoardNotes } from './board-notes';
import { BoardExportButton } from './board-export-button';
import { boardExportBase } from '../core/export-file/export-name';
import { NameModal } from '../core/name-modal';
import { adKeyText } from '../core/workspace-backends';
import type { ActiveWorkspace } from '../core/workspace-context';
import { boardAdsQueryOptions, boardsQueryOptions, withNote } from '../core/workspace-queries';
import { withBoardName, withOneAdLess, withoutAd } from './board-cache';
import { sayError, useWorkspaceMutation } from '../core/workspace-mutation';
import type { AdSummary } from '../../contract/ads';
import type { Board, BoardAdsPage } from '../../contract/extensions/boards';
import { WORKSPACE_PATHS } from '../core/workspace-route';
import { useWorkspaceSessionApi } from '../core/workspace-session';

/** One of the user's boards: its ads with their notes, Rename, Delete and Share. */
export function BoardView({ active, board: boardId }: { active: ActiveWorkspace; board: number }) {
  const { connection, workspace } = active;
  const boards = useQuery(boardsQueryOptions(connection, workspace));
  const query = useInfiniteQuery(boardAdsQueryOptions(connection, workspace, boardId));
  const [renaming, setRenaming] = useState(false);
  const board = boards.data?.find((b) => b.id === boardId);
  const notes = useMemo(
    () => new Map(query.data?.pages.flatMap((p) => p.ads.map((a) => [adKeyText(a.ad), a.note] as const)) ?? []),
    [query.data],
  );
  const { share } = workspace.boards;
  const session = useWorkspaceSessionApi();
  const boardsKey = boardsQueryOptions(connection, workspace).queryKey;
  const adsKey = boardAdsQueryOptions(connection, workspace, boardId).queryKey;
  const sharing = useWorkspaceMutation(connection, {
    write: async (makeToken: (board: number) => Promise<string>) => makeToken(boardId),
    succeeded: async (token) => {
      const link = `${window.location.origin}${WORKSPACE_PATHS.sharedBoard(token)}`;
      const copied = await copyText(link);
      notifications.show({ title: copied ? 'Read-only link copied' : 'Read-only link', message: link });
    },
    parts: ['boards'],
    failure: sayError('The board was not shared'),
  });
  const rename = useWorkspaceMutation(connection, {
    write: (name: string) => workspace.boards.rename(boardId, name),
    optimistic: (name) => [{ queryKey: boardsKey, update: (data) => withBoardName(data as Board[], boardId, name) }],
    parts: ['boards'],
    failure: sayError('The board was not renamed'),
  });
  const remove = useWorkspaceMutation(connection, {
    write: () => workspace.boards.remove(boardId),
    parts: ['boards'],
    failure: sayError('The board was not deleted'),
  });
  // A note saved as it is typed changes the loaded pages, not a refetch of every page; the note
  // editor says itself when one was not saved.
  const saveNote = useWorkspaceMutation(connection, {
    write: ({ ad, note }: { ad: AdSummary; note: string }) => workspace.boards.save(boardId, ad, note),
    optimistic: ({ ad, note }) => [
      { queryKey: adsKey, update: (data) => withNote(data as InfiniteData<BoardAdsPage>, ad, note) },
    ],
    parts: [],
    failure: false,
  });
  const unsave = useWorkspaceMutation(connection, {
    write: (ad: AdSummary) => workspace.boards.unsave(boardId, ad),
    optimistic: (ad) => [
      { queryKey: adsKey, update: (data) => withoutAd(data as InfiniteData<BoardAdsPage>, ad) },
      { queryKey: boardsKey, update: (data) => withOneAdLess(data as Board[], boardId) },
    ],
    // Shown unsaved from now on, even where another board holds it too; a new search tells.
    atOnce: (ad) => {
      const key = `${connection.id}|${adKeyText(ad)}`;
      const before = session.getState().saved[key];
      session.getState().setSaved(key, false);
      return () => session.getState().setSaved(key, before ?? null);
    },
    parts: ['boards'],
    failure: sayError('The ad was not taken off the board'),
  });

  if (boards.isSuccess && !board) return <Callout tone="yellow">There is no board {boardId}.</Callout>;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <div>
          <Title order={2}>{board?.name ?? 'Board'}</Title>
          {board && (
            <Text size="sm" c="dimmed">
              {board.ads_count} {board.ads_count === 1 ? 'ad' : 'ads'}
            </Text>
          )}
        </div>
        <Group gap="xs">
          <BoardExportButton
            read={(page) => workspace.boards.ads(boardId, page)}
            readDetail={(ad, options) => connection.client.adDetail(ad, options)}
            fileBase={boardExportBase({ id: boardId, name: board?.name })}
          />
          {share && (
            <Button variant="light" onClick={() => void sharing.run(share)}>
              Share
            </Button>
          )}
          <Button variant="default" onClick={() => setRenaming(true)}>
            Rename
          </Button>
          <Button
            variant="default"
            color="red"
            onClick={async () => {
              if (!window.confirm(`Delete the board "${board?.name ?? boardId}"? Its ads stay in the catalogue.`))
                return;
              if (await remove.run(undefined)) navigateTo(WORKSPACE_PATHS.boards);
            }}
          >
            Delete
          </Button>
        </Group>
      </Group>
      <BoardNotes
        notes={notes}
        onSaveNote={async (ad, note) => {
          await saveNote.mutateAsync({ ad, note });
        }}
        onRemove={async (ad) => {
          await unsave.run(ad);
        }}
      >
        <BoardAdsGrid connection={connection} query={query} linkAdsToSearch />
      </BoardNotes>
      <NameModal
        opened={renaming}
        onClose={() => setRenaming(false)}
        title="Rename board"
        label="Board name"
        action="Rename"
        initial={board?.name}
        onSubmit={async (name) => {
          setRenaming(false);
          await rename.run(name);
        }}
      />
    </Stack>
  );
}
