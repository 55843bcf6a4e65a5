import { useState } from 'react';
import { Anchor, Button, FileButton, Group, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { navigateTo } from '../../search/address';
import { browserBoards } from '../core/backends/browser-boards';
import { NameModal } from '../core/name-modal';
import type { ActiveWorkspace } from '../core/workspace-context';
import { boardsQueryOptions } from '../core/workspace-queries';
import { sayError, useWorkspaceMutation } from '../core/workspace-mutation';
import { WORKSPACE_PATHS } from '../core/workspace-route';
import { QueryRetryAlert } from '../../ui/query-retry-alert';

/** Export and import of boards kept in this browser, as a JSON file. */
function BrowserBoardsFile({ active }: { active: ActiveWorkspace }) {
  const here = browserBoards(active.connection.id);
  const importFile = useWorkspaceMutation(active.connection, {
    write: async (file: File) => here.importAll(JSON.parse(await file.text())),
    succeeded: (count) => {
      notifications.show({ message: `Imported ${count} ${count === 1 ? 'board' : 'boards'}` });
    },
    parts: ['boards'],
    failure: () => ({ message: 'This file is not a boards export of Ads Explorer.' }),
  });
  return (
    <Group gap="xs">
      <Button
        variant="default"
        onClick={async () => {
          const file = new Blob([JSON.stringify(await here.exportAll(), null, 2)], { type: 'application/json' });
          const link = document.createElement('a');
          link.href = URL.createObjectURL(file);
          link.download = 'boards.json';
          link.click();
          URL.revokeObjectURL(link.href);
        }}
      >
        Export boards
      </Button>
      <FileButton
        accept="application/json"
        onChange={(file) => {
          if (file) void importFile.run(file);
        }}
      >
        {(props) => (
          <Button variant="default" {...props}>
            Import boards
          </Button>
        )}
      </FileButton>
    </Group>
  );
}

/** The user's boards with their ad counts; New board, and export/import where the browser keeps them. */
export function BoardsView({ active }: { active: ActiveWorkspace }) {
  const { connection, workspace } = active;
  const boards = useQuery(boardsQueryOptions(connection, workspace));
  const [creating, setCreating] = useState(false);
  const create = useWorkspaceMutation(connection, {
    write: (name: string) => workspace.boards.create(name),
    parts: ['boards'],
    failure: sayError('The board was not created'),
  });
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>Boards</Title>
        <Group gap="xs">
          {workspace.boards.kind === 'browser' && <BrowserBoardsFile active={active} />}
          <Button onClick={() => setCreating(true)}>New board</Button>
        </Group>
      </Group>
      <QueryRetryAlert query={boards} title="Could not load your boards" />
      {boards.data?.length === 0 && <Text c="dimmed">No boards yet. Save an ad from its card to start one.</Text>}
      {boards.data && boards.data.length > 0 && (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Board</Table.Th>
              <Table.Th>Ads</Table.Th>
              <Table.Th>Updated</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {boards.data.map((board) => (
              <Table.Tr key={board.id}>
                <Table.Td>
                  <Anchor
                    href={WORKSPACE_PATHS.board(board.id)}
                    onClick={(event) => {
                      event.preventDefault();
                      navigateTo(WORKSPACE_PATHS.board(board.id));
                    }}
                  >
                    {board.name}
                  </Anchor>
                  {board.shared && (
                    <Text span size="xs" c="dimmed" ml="xs">
                      shared
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{board.ads_count}</Table.Td>
                <Table.Td>{new Date(board.updated_at).toLocaleString()}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <NameModal
        opened={creating}
        onClose={() => setCreating(false)}
        title="New board"
        label="Board name"
        action="Create board"
        onSubmit={async (name) => {
          setCreating(false);
          await create.run(name);
        }}
      />
    </Stack>
  );
}
