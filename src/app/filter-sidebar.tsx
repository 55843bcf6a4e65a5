import { startTransition, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Skeleton, Stack, Text } from '@mantine/core';
import type { Connection } from '../client/connection';
import type { SearchPlatform } from '../contract/platforms';
import { withoutSortFilter } from '../search/sort-filter';
import { withPlatformCounts } from './platform-counts';
import { useServerRendered } from './server-rendered';
import { useMegaTotals, useTabSearch } from './tab-search';
import { lazyPart } from '../ui/lazy-part';

/** Where the filter panel will be, while the catalogue or the panel's code loads. */
function FiltersLoading() {
  return (
    <Stack aria-label="Loading filters" role="status">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} height={36} />
      ))}
    </Stack>
  );
}

/**
 * `FilterPanel`, with every widget and the Mantine inputs under them, loaded when a panel is
 * first shown (the catalogue has answered): the first ads do not wait for it. A server-drawn page
 * preloads it (`preloadFirstScreenParts`) and hydrates it with the page, not after it.
 */
export const LazyFilterPanel = lazyPart(() => import('../filters/FilterPanel'), 'FilterPanel', <FiltersLoading />, {
  inlineOncePreloaded: true,
});

/** Props of `FilterSidebar`. */
export interface FilterSidebarProps {
  connection: Connection;
  platform: SearchPlatform;
  /** False when the connected layout cannot search this tab (`mega` on v1). */
  searchable: boolean;
}

/**
 * The active tab's filter panel, or what stands in for it; the navbar around it scrolls. On Mega,
 * the options that name a platform carry that platform's matches (`totals`). The sort is left to
 * the results toolbar.
 */
export function FilterSidebar({ connection, platform, searchable }: FilterSidebarProps) {
  const tab = useTabSearch();
  const platformCounts = useMegaTotals(platform)?.totals_by_platform;
  const { ready } = tab;
  const { version } = connection;
  const group = useMemo(
    () => ready && withoutSortFilter(withPlatformCounts(ready.group, platformCounts), version),
    [ready, platformCounts, version],
  );
  // The panel is the heaviest render of the page: in the browser it mounts in a later,
  // interruptible render so the commit that starts the first search is not held up by it. A page
  // rendered on the server has its results already, and its panel: hydration keeps it.
  const serverRendered = useServerRendered();
  const showPanel = useDeferredValue(ready !== null, serverRendered);
  // The server draws the whole panel of the tab it renders, so that every filter is there at the
  // first paint, and the panel hydrating it draws it whole too. A panel mounted after that
  // (another tab) mounts a few rows a commit.
  const [drawnWhole, setDrawnWhole] = useState(serverRendered);
  useEffect(() => {
    if (drawnWhole) startTransition(() => setDrawnWhole(false));
  }, [drawnWhole]);

  if (!searchable) return <Text c="dimmed">This tab has no filters on this service.</Text>;
  if (tab.catalogue.isError) return <Text c="dimmed">Filters appear once the service answers.</Text>;
  if (!ready || !group || !showPanel) return <FiltersLoading />;
  return (
    <LazyFilterPanel
      key={platform}
      group={group}
      state={ready.state}
      platform={platform}
      connection={connection}
      onChange={ready.setFilter}
      onReset={ready.resetFilter}
      onClearAll={ready.clearAll}
      whole={drawnWhole}
    />
  );
}
