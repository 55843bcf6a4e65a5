import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PLATFORM_LABELS } from '../../contract/platforms';
import type { ActiveWorkspace } from '../core/workspace-context';
import { hiddenQueryOptions, partKey } from '../core/workspace-queries';
import { useWorkspaceSession } from '../core/workspace-session';
import { adKeyText } from '../core/workspace-backends';
import { QueryRetryAlert } from '../../ui/query-retry-alert';

/** What the user hid, with Show again; a shown ad or advertiser returns from the next search on. */
export function HiddenView({ active }: { active: ActiveWorkspace }) {
  const { connection, workspace } = active;
  const queryClient = useQueryClient();
  const hidden = useQuery(hiddenQueryOptions(connection, workspace));
  const setHidden = useWorkspaceSession((s) => s.setHidden);
  /** Shows what `key` names again through `show`, in this page's session too, and reads the list anew. */
  const showAgain = async (key: string, show: () => Promise<void>) => {
    await show();
    setHidden(`${connection.id}|${key}`, null);
    await queryClient.invalidateQueries({ queryKey: partKey(connection, 'hidden') });
  };
  const { ads = [], owners = [] } = hidden.data ?? {};
  return (
    <Stack gap="md">
      <Title order={2}>Hidden</Title>
      <QueryRetryAlert query={hidden} title="Could not load what you hid" />
      {hidden.isSuccess && ads.length === 0 && owners.length === 0 && <Text c="dimmed">Nothing is hidden.</Text>}
      {owners.length > 0 && (
        <Table aria-label="Hidden advertisers">
          <Table.Tbody>
            {owners.map((owner) => (
              <Table.Tr key={owner.id}>
                <Table.Td>{owner.name}</Table.Td>
                <ShowAgainCell
                  name={owner.name}
                  onShow={() => showAgain(`owner:${owner.id}`, () => workspace.hidden.showOwner(owner.id))}
                />
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
                <ShowAgainCell
                  name={ad.title || `ad #${ad.id}`}
                  onShow={() => showAgain(adKeyText(ad), () => workspace.hidden.showAd(ad))}
                />
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

/** The last cell of a hidden row: Show again, named for what it shows. */
function ShowAgainCell({ name, onShow }: { name: string; onShow: () => Promise<void> }) {
  return (
    <Table.Td>
      <Group justify="flex-end">
        <Button size="compact-sm" variant="light" aria-label={`Show ${name} again`} onClick={onShow}>
          Show again
        </Button>
      </Group>
    </Table.Td>
  );
}
