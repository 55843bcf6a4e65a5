import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { FilterGroup } from '../contract/filters';
import type { SearchPlatform } from '../contract/platforms';
import { useSearchStore } from '../search/search-store-context';
import type { ServiceConnection } from '../search/service-connection';

/** Props of `FilterSidebar`. */
export interface FilterSidebarProps {
  connection: ServiceConnection;
  platform: SearchPlatform;
  /** The active tab's catalogue query. */
  catalogue: UseQueryResult<FilterGroup>;
}

/** The active tab's filter panel, fed from the search store; its catalogue's loading and failure states. */
export function FilterSidebar({ catalogue }: FilterSidebarProps) {
  const clearAll = useSearchStore((s) => s.clearAll);
  const group = catalogue.data;
  if (catalogue.isError) return <Text c="dimmed">Filters appear once the service answers.</Text>;
  if (!group) return <Stack>{Array.from({ length: 6 }, (_, i) => <Skeleton key={i} height={36} />)}</Stack>;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2} size="h4">
          {group.label}
        </Title>
        <Button variant="subtle" size="xs" onClick={() => clearAll(group)}>
          Clear all
        </Button>
      </Group>
    </Stack>
  );
}
