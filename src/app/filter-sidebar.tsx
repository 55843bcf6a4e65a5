import { useDeferredValue } from 'react';
import { ScrollArea, Skeleton, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { FilterGroup } from '../contract/filters';
import type { SearchPlatform } from '../contract/platforms';
import { FilterPanel } from '../filters/FilterPanel';
import { selectActiveSlot } from '../search/search-selectors';
import { isDecodedFor } from '../search/search-store';
import { useSearchStore } from '../search/search-store-context';
import type { Connection } from '../client/connection';

/** Props of `FilterSidebar`. */
export interface FilterSidebarProps {
  connection: Connection;
  platform: SearchPlatform;
  /** The active tab's catalogue query. */
  catalogue: UseQueryResult<FilterGroup>;
  /** False when the connected layout cannot search this tab (`mega` on v1). */
  searchable: boolean;
}

/** The active tab's filter panel, fed from the search store, or what stands in for it. */
export function FilterSidebar({ connection, platform, catalogue, searchable }: FilterSidebarProps) {
  const active = useSearchStore(selectActiveSlot);
  const slot = isDecodedFor(active, connection.id) ? active : undefined;
  // The panel is the heaviest render of the page: it mounts in a later, interruptible render so
  // the commit that starts the first search is not held up by it.
  const showPanel = useDeferredValue(slot !== undefined, false);
  const setFilter = useSearchStore((s) => s.setFilter);
  const resetFilter = useSearchStore((s) => s.resetFilter);
  const clearAll = useSearchStore((s) => s.clearAll);
  const group = catalogue.data;

  if (!searchable) return <Text c="dimmed">This tab has no filters on this service.</Text>;
  if (catalogue.isError) return <Text c="dimmed">Filters appear once the service answers.</Text>;
  if (!group || !slot || !showPanel) {
    return (
      <Stack aria-label="Loading filters" role="status">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height={36} />
        ))}
      </Stack>
    );
  }
  return (
    <ScrollArea.Autosize mah="calc(100dvh - var(--app-shell-header-height, 60px) - 2rem)" type="auto" offsetScrollbars>
      <FilterPanel
        key={platform}
        group={group}
        state={slot.state}
        platform={platform}
        connection={connection}
        onChange={(key, value) => setFilter(group, key, value)}
        onReset={(key) => resetFilter(group, key)}
        onClearAll={() => clearAll(group)}
      />
    </ScrollArea.Autosize>
  );
}
