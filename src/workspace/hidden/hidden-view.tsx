import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { HiddenList } from '../../contract/extensions/hidden';
import { PLATFORM_LABELS } from '../../contract/platforms';
import type { ActiveWorkspace } from '../core/workspace-context';
import { hiddenQueryOptions } from '../core/workspace-queries';
import { sayError, useWorkspaceMutation } from '../core/workspace-mutation';
import { useWorkspaceSessionApi } from '../core/workspace-session';
import { adKeyText } from '../core/workspace-backends';
import { QueryRetryAlert } from '../../ui/query-retry-alert';

/** What the user hid, with Show again; a shown ad or advertiser returns from the next search on. */
export function HiddenView({ active }: { active: ActiveWorkspace }) {
  const { connection, workspace } = active;
  const hiddenQuery = hiddenQueryOptions(connection, workspace);
  const hidden = useQuery(hiddenQuery);
  const session = useWorkspaceSessionApi();
  /** Shows what `key` names again through `show`: off the list at once, in this page's session too. */
  const showing = useWorkspaceMutation(connection, {
    write: ({ show }: { key: string; show: () => Promise<void> }) => show(),
    optimistic: ({ key }) => [
      { queryKey: hiddenQuery.queryKey, update: (data) => withoutHidden(data as HiddenList, key) },
    ],
    succeeded: (_, { key }) => session.getState().setHidden(`${connection.id}|${key}`, null),
    parts: ['hidden'],
    failure: sayError('It was not shown again'),
  });
  const showAgain = (key: string, show: () => Promise<void>) => showing.run({ key, show });
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

/** `list` without what `key` names (`owner:{id}`, or an ad's `adKeyText`). */
function withoutHidden(list: HiddenList | undefined, key: string): HiddenList | undefined {
  if (!list) return list;
  return {
    ...list,
    ads: list.ads.filter((ad) => adKeyText(ad) !== key),
    owners: list.owners.filter((owner) => `owner:${owner.id}` !== key),
  };
}

/** The last cell of a hidden row: Show again, named for what it shows. */
function ShowAgainCell({ name, onShow }: { name: string; onShow: () => Promise<unknown> }) {
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
