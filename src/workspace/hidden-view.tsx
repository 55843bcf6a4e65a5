import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PLATFORM_LABELS } from '../contract/platforms';
import type { ActiveWorkspace } from './workspace-context';
import { hiddenQueryOptions, partKey } from './workspace-queries';
import { useWorkspaceSession } from './workspace-session';
import { adKeyText } from './workspace-backends';

/** What the user hid, with Show again; a shown ad or advertiser returns from the next search on. */
export function HiddenView({ active }: { active: ActiveWorkspace }) {
  const { connection, workspace } = active;
  const queryClient = useQueryClient();
  const hidden = useQuery(hiddenQueryOptions(connection, workspace));
  const setHidden = useWorkspaceSession((s) => s.setHidden);
  const changed = () => queryClient.invalidateQueries({ queryKey: partKey(connection, 'hidden') });
  const { ads = [], owners = [] } = hidden.data ?? {};
  return (
    <Stack gap="md">
      <Title order={2}>Hidden</Title>
      {hidden.isSuccess && ads.length === 0 && owners.length === 0 && <Text c="dimmed">Nothing is hidden.</Text>}
      {owners.length > 0 && (
        <Table aria-label="Hidden advertisers">
          <Table.Tbody>
            {owners.map((owner) => (
              <Table.Tr key={owner.id}>
                <Table.Td>{owner.name}</Table.Td>
                <Table.Td>
                  <Group justify="flex-end">
                    <Button
                      size="compact-sm"
                      variant="light"
                      aria-label={`Show ${owner.name} again`}
                      onClick={async () => {
                        await workspace.hidden.showOwner(owner.id);
                        setHidden(`${connection.id}|owner:${owner.id}`, null);
                        await changed();
                      }}
                    >
                      Show again
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {ads.length > 0 && (
        <Table aria-label="Hidden ads">
          <Table.Tbody>
            {ads.map((ad) => (
              <Table.Tr key={adKeyText(ad)}>
                <Table.Td>{ad.title || `#${ad.id}`}</Table.Td>
                <Table.Td>{PLATFORM_LABELS[ad.platform]}</Table.Td>
                <Table.Td>
                  <Group justify="flex-end">
                    <Button
                      size="compact-sm"
                      variant="light"
                      aria-label={`Show ${ad.title || `ad #${ad.id}`} again`}
                      onClick={async () => {
                        await workspace.hidden.showAd(ad);
                        setHidden(`${connection.id}|${adKeyText(ad)}`, null);
                        await changed();
                      }}
                    >
                      Show again
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
