import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Badge, Tabs, Text, VisuallyHidden } from '@mantine/core';
import { formatCount, formatTotal } from '../ads/format-number';
import { MEGA, PLATFORM_KEYS, PLATFORM_LABELS, isSearchPlatform, type SearchPlatform } from '../contract/platforms';
import type { ApiVersion } from '../contract/versions';
import { canSearch } from '../search/can-search';
import { selectPlatform } from '../search/search-selectors';
import { useSearchStore } from '../search/search-store-context';
import classes from './platform-tabs.module.css';
import { tabCounts } from './platform-counts';
import { useMegaTotals } from './tab-search';
import { NO_EDGES, useScrollEdges } from './use-scroll-edges';
import { lazyUntilOpened } from '../ui/lazy-until-opened';
import type { TabScrollButtonsProps } from './tab-scroll-buttons';

/**
 * `TabScrollButtons`, loaded the first time the tab list has tabs out of view (a narrow window, or
 * Mega's counts): where every tab fits, the first load does not carry them. The buttons lie over
 * the strip's ends (absolutely placed), so their arrival shifts nothing.
 */
const LazyTabScrollButtons = lazyUntilOpened<TabScrollButtonsProps>(
  () => import('./tab-scroll-buttons').then((module) => module.TabScrollButtons),
  (props) => props.edges.left || props.edges.right,
  (props) => ({ ...props, edges: NO_EDGES }),
);

/**
 * The scroll buttons of the tab list `list`, following where it has tabs out of view: its own
 * component, so that a change of edges (the first, in the effects of the page's hydration among
 * them) renders the buttons again and not the tabs.
 */
function ScrollEdgeButtons({ list }: { list: RefObject<HTMLElement | null> }) {
  const edges = useScrollEdges(list);
  return <LazyTabScrollButtons list={list} edges={edges} />;
}

const TABS: readonly SearchPlatform[] = [...PLATFORM_KEYS, MEGA];

/** Why the cross-platform tab is locked on a v1 service. */
export const MEGA_NEEDS_V2 = 'Cross-platform search needs a v2 service';

/** Scrolls the one-row tab list sideways so its selected tab is in view (a link may open on the last tab). */
function revealSelectedTab(list: HTMLElement) {
  const tab = list.querySelector<HTMLElement>('[aria-selected="true"]');
  if (!tab) return;
  // The sticky strip is the tabs' offset parent, and the list starts at its left edge.
  if (tab.offsetLeft < list.scrollLeft) list.scrollLeft = tab.offsetLeft;
  else if (tab.offsetLeft + tab.offsetWidth > list.scrollLeft + list.clientWidth) {
    list.scrollLeft = tab.offsetLeft + tab.offsetWidth - list.clientWidth;
  }
}

/** Props of `PlatformTabs`. */
export interface PlatformTabsProps {
  /** The connected layout; `mega` is a disabled tab unless it is `v2`. */
  version: ApiVersion | undefined;
  /** The active tab's content (filters stay per tab in the search store, results in the query cache). */
  children: ReactNode;
}

/**
 * One tab per platform key plus `mega`; switching keeps every tab's filters and results. On Mega
 * the tabs carry the search's matches per platform.
 */
export function PlatformTabs({ version, children }: PlatformTabsProps) {
  const platform = useSearchStore(selectPlatform);
  const counts = tabCounts(platform, useMegaTotals(platform));
  const setPlatform = useSearchStore((s) => s.setPlatform);
  const megaLocked = !canSearch(MEGA, version);
  const listRef = useRef<HTMLDivElement>(null);
  // Counts widen the tabs when they arrive, so the selected tab is revealed again then.
  const counted = counts !== undefined && Object.keys(counts).length > 0;
  useEffect(() => {
    if (listRef.current) revealSelectedTab(listRef.current);
  }, [platform, counted]);

  return (
    <Tabs
      value={platform}
      onChange={(value) => value && isSearchPlatform(value) && setPlatform(value)}
      keepMounted={false}
      activateTabWithKeyboard={false}
    >
      <div className={classes.strip}>
        <Tabs.List ref={listRef} aria-label="Platforms" className={classes.list}>
          {TABS.map((key) => {
            const locked = key === MEGA && megaLocked;
            const count = counts?.[key];
            const describedBy = [locked && 'mega-locked-reason', count && `${key}-count`].filter(Boolean).join(' ');
            return (
              <Tabs.Tab
                key={key}
                value={key}
                className={classes.tab}
                disabled={locked}
                title={locked ? MEGA_NEEDS_V2 : undefined}
                aria-describedby={describedBy || undefined}
                rightSection={
                  count && (
                    <Badge size="xs" variant="light" color="gray" tt="none" aria-hidden>
                      {formatTotal(count)}
                    </Badge>
                  )
                }
              >
                {PLATFORM_LABELS[key]}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        <ScrollEdgeButtons list={listRef} />
      </div>
      {TABS.map(
        (key) =>
          counts?.[key] && (
            <VisuallyHidden key={key} id={`${key}-count`}>
              {formatCount(counts[key], 'ad matches', 'ads match')} this Mega search
            </VisuallyHidden>
          ),
      )}
      {megaLocked && (
        <Text id="mega-locked-reason" size="xs" c="dimmed" mt={4}>
          {MEGA_NEEDS_V2}.
        </Text>
      )}
      {TABS.map((key) => (
        <Tabs.Panel key={key} value={key} pt="md">
          {key === platform && children}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
