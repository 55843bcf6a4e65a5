import { useState, type ComponentType } from 'react';
import { Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Total } from '../../contract/extensions/totals';
import type { ApiVersion } from '../../contract/versions';
import { PLATFORM_LABELS } from '../../contract/platforms';
import { openSearchLink } from '../../search/open-search-link';
import { useSearchStoreApi } from '../../search/search-store-context';
import { NameModal } from '../core/name-modal';
import type { ActiveWorkspace } from '../core/workspace-context';
import { savedSearchesQueryOptions } from '../core/workspace-queries';
import { sayError, useWorkspaceMutation } from '../core/workspace-mutation';
import { newestFirstHref, onlyNewHref } from './saved-search-links';
import type { SavedSearchesBackend, SavedSearchItem } from '../core/workspace-backends';
import { QueryRetryAlert } from '../../ui/query-retry-alert';
import { useCapability } from '../../search/capabilities-query';
import type { Connection } from '../../client/connection';

/** Props of the dialog of a saved search's alerts (DESIGN §9), which the page gives the list. */
export interface AlertsDialogProps {
  connection: Connection;
  /** Which of the `feeds` and `webhooks` extensions the deployment offers for this search. */
  offers: { feeds: boolean; webhooks: boolean };
  /** The search whose alerts show; null while closed. */
  search: Pick<SavedSearchItem, 'id' | 'name'> | null;
  onClose(): void;
}

/** Props of {@link SavedSearchesView}. */
export interface SavedSearchesViewProps {
  active: ActiveWorkspace;
  /** The alerts dialog (the alerts feature's); without it no search offers Alerts. */
  AlertsDialog?: ComponentType<AlertsDialogProps>;
}

/** "12 new since your last visit", "10,000+ new …"; nothing where new ads cannot be counted. */
export function newSinceText(total: Total | undefined): string | null {
  if (!total) return null;
  return `${total.value.toLocaleString('en-US')}${total.relation === 'gte' ? '+' : ''} new since your last visit`;
}

/**
 * How the ads new since the visit open: only they, where the service counts them (and lists them
 * with `first_seen_after`); newest first, where the explorer counts them on a v2 link; else not at all.
 */
function newAdsAction(search: SavedSearchItem, kind: SavedSearchesBackend['kind'], version: ApiVersion) {
  if (kind === 'server')
    return { label: 'Only new', name: `Open only the new ads of ${search.name}`, href: onlyNewHref(search) };
  if (version === 'v2')
    return { label: 'Newest first', name: `Open ${search.name}, newest first`, href: newestFirstHref(search) };
  return null;
}

/** The saved searches, each with what is new since the last visit; opening one marks it visited. */
export function SavedSearchesView({ active, AlertsDialog }: SavedSearchesViewProps) {
  const { connection, workspace } = active;
  const store = useSearchStoreApi();
  const searchesQuery = savedSearchesQueryOptions(connection, workspace);
  const searches = useQuery(searchesQuery);
  const searchesKey = searchesQuery.queryKey;
  // Opening a search marks it visited first; the list is read anew behind the opened search.
  const visit = useWorkspaceMutation(connection, {
    write: ({ search }: { search: SavedSearchItem; link: string }) => workspace.savedSearches.visit(search.id),
    succeeded: (_, { link }) => openSearchLink(store, link),
    parts: ['saved-searches'],
    failure: sayError('The search was not opened'),
  });
  const remove = useWorkspaceMutation(connection, {
    write: (search: SavedSearchItem) => workspace.savedSearches.remove(search.id),
    optimistic: (search) => [
      {
        queryKey: searchesKey,
        update: (data) => (data as SavedSearchItem[]).filter((other) => other.id !== search.id),
      },
    ],
    parts: ['saved-searches'],
    failure: sayError('The search was not deleted'),
  });
  const rename = useWorkspaceMutation(connection, {
    write: ({ search, name }: { search: SavedSearchItem; name: string }) =>
      workspace.savedSearches.rename(search.id, name),
    optimistic: ({ search, name }) => [
      {
        queryKey: searchesKey,
        update: (data) =>
          (data as SavedSearchItem[]).map((other) => (other.id === search.id ? { ...other, name } : other)),
      },
    ],
    parts: ['saved-searches'],
    failure: sayError('The search was not renamed'),
  });
  const [renaming, setRenaming] = useState<SavedSearchItem | null>(null);
  const [alerting, setAlerting] = useState<SavedSearchItem | null>(null);
  // Alerts (DESIGN §9) are the service's: searches kept in the browser have none.
  const server = workspace.savedSearches.kind === 'server';
  const offers = {
    feeds: useCapability(connection, 'feeds') && server,
    webhooks: useCapability(connection, 'webhooks') && server,
  };
  const open = (search: SavedSearchItem, link: string) => visit.run({ search, link });
  return (
    <Stack gap="md">
      <Title order={2}>Saved searches</Title>
      <QueryRetryAlert query={searches} title="Could not load your saved searches" />
      {searches.data?.length === 0 && <Text c="dimmed">No saved searches yet. Use Save search on a search.</Text>}
      {searches.data && searches.data.length > 0 && (
        <Table>
          <Table.Tbody>
            {searches.data.map((search) => {
              const news = newSinceText(search.new_since_visit);
              const hasNew = (search.new_since_visit?.value ?? 0) > 0;
              const newAds = hasNew ? newAdsAction(search, workspace.savedSearches.kind, connection.version) : null;
              return (
                <Table.Tr key={search.id}>
                  <Table.Td>
                    <Text fw={500}>{search.name}</Text>
                    <Text size="xs" c="dimmed">
                      {PLATFORM_LABELS[search.platform]}
                    </Text>
                  </Table.Td>
                  <Table.Td>{news && <Badge variant={hasNew ? 'filled' : 'light'}>{news}</Badge>}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end">
                      <Button
                        size="compact-sm"
                        aria-label={`Open ${search.name}`}
                        onClick={() => void open(search, search.link)}
                      >
                        Open
                      </Button>
                      {newAds && (
                        <Button
                          size="compact-sm"
                          variant="light"
                          aria-label={newAds.name}
                          onClick={() => void open(search, newAds.href)}
                        >
                          {newAds.label}
                        </Button>
                      )}
                      {AlertsDialog && (offers.feeds || offers.webhooks) && (
                        <Button
                          size="compact-sm"
                          variant="default"
                          aria-label={`Alerts for ${search.name}`}
                          aria-haspopup="dialog"
                          onClick={() => setAlerting(search)}
                        >
                          Alerts
                        </Button>
                      )}
                      <Button
                        size="compact-sm"
                        variant="default"
                        aria-label={`Rename ${search.name}`}
                        onClick={() => setRenaming(search)}
                      >
                        Rename
                      </Button>
                      <Button
                        size="compact-sm"
                        variant="default"
                        color="red"
                        aria-label={`Delete ${search.name}`}
                        onClick={() => void remove.run(search)}
                      >
                        Delete
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      {AlertsDialog && (
        <AlertsDialog connection={connection} offers={offers} search={alerting} onClose={() => setAlerting(null)} />
      )}
      <NameModal
        opened={renaming !== null}
        onClose={() => setRenaming(null)}
        title="Rename search"
        label="Name"
        action="Rename"
        initial={renaming?.name}
        onSubmit={async (name) => {
          if (!renaming) return;
          setRenaming(null);
          await rename.run({ search: renaming, name });
        }}
      />
    </Stack>
  );
}
