import { useMemo, useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
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
import { boardAdsQueryOptions, boardsQueryOptions, partKey, withNote } from '../core/workspace-queries';
import { WORKSPACE_PATHS } from '../core/workspace-route';
import { useWorkspaceSession } from '../core/workspace-session';

/** One of the user's boards: its ads with their notes, Rename, Delete and Share. */
export function BoardView({ active, board: boardId }: { active: ActiveWorkspace; board: number }) {
  const { connection, workspace } = active;
  const queryClient = useQueryClient();
  const boards = useQuery(boardsQueryOptions(connection, workspace));
  const query = useInfiniteQuery(boardAdsQueryOptions(connection, workspace, boardId));
  const [renaming, setRenaming] = useState(false);
  const board = boards.data?.find((b) => b.id === boardId);
  const notes = useMemo(
    () => new Map(query.data?.pages.flatMap((p) => p.ads.map((a) => [adKeyText(a.ad), a.note] as const)) ?? []),
    [query.data],
  );
  const changed = () => queryClient.invalidateQueries({ queryKey: partKey(connection, 'boards') });
  const { share } = workspace.boards;
  const setSaved = useWorkspaceSession((s) => s.setSaved);

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
            <Button
              variant="light"
              onClick={async () => {
                const token = await share(boardId);
                const link = `${window.location.origin}${WORKSPACE_PATHS.sharedBoard(token)}`;
                const copied = await copyText(link);
                notifications.show({ title: copied ? 'Read-only link copied' : 'Read-only link', message: link });
                await changed();
              }}
            >
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
              await workspace.boards.remove(boardId);
              await changed();
              navigateTo(WORKSPACE_PATHS.boards);
            }}
          >
            Delete
          </Button>
        </Group>
      </Group>
      <BoardNotes
        notes={notes}
        onSaveNote={async (ad, note) => {
          await workspace.boards.save(boardId, ad, note);
          queryClient.setQueryData(boardAdsQueryOptions(connection, workspace, boardId).queryKey, (data) =>
            withNote(data, ad, note),
          );
        }}
        onRemove={async (ad) => {
          await workspace.boards.unsave(boardId, ad);
          // Shown unsaved from now on, even where another board holds it too; a new search tells.
          setSaved(`${connection.id}|${adKeyText(ad)}`, false);
          await changed();
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
          await workspace.boards.rename(boardId, name);
          await changed();
        }}
      />
    </Stack>
  );
}
