import { useMemo, useState } from 'react';
import type { NoResultsActions } from '../ads/no-results';
import type { SearchPlatform } from '../contract/platforms';
import { activeFilterChips, type ActiveFilterChip } from '../filters/active-filters';
import { changeOrder } from '../filters/engine/change-order';
import { useTermNamer } from '../filters/term-names';
import type { FilterState } from '../filters/engine/value-model';
import type { ReadyTabFilters } from '../search/use-tab-filters';

/**
 * The active tab's active filters and the ways to remove them, also as the empty state's buttons;
 * every removal goes through the store's actions, so relations and notices apply as in the panel.
 * `onRemoveLast` resets the filter changed last (since the tab was shown; before that, the
 * catalogue's last active one).
 */
export interface ActiveFilters extends NoResultsActions {
  chips: ActiveFilterChip[];
  /** Removes one chip's option or term, or resets its filter, with the effects that change has. */
  remove(chip: ActiveFilterChip): void;
}

interface Seen {
  platform: SearchPlatform;
  state: FilterState;
  /** Active filter keys, oldest change first. */
  order: string[];
}

/** Chips for what narrows the tab's search, and which filter changed last; `null` until the tab's filters are decoded. */
export function useActiveFilters(platform: SearchPlatform, ready: ReadyTabFilters | null): ActiveFilters | null {
  const name = useTermNamer();
  const chips = useMemo(() => (ready ? activeFilterChips(ready.group, ready.state, name) : []), [ready, name]);
  const active = [...new Set(chips.map((chip) => chip.filterKey))];
  const [seen, setSeen] = useState<Seen | null>(null);
  // Kept from render to render (React's "information from previous renders" pattern): the order needs the previous state.
  if (ready && (seen?.platform !== platform || seen.state !== ready.state)) {
    const order = seen?.platform === platform ? changeOrder(seen.order, seen.state, ready.state, active) : active;
    setSeen({ platform, state: ready.state, order });
  }
  const last = seen?.platform === platform ? seen.order.at(-1) : active.at(-1);

  return useMemo(() => {
    if (!ready) return null;
    return {
      chips,
      remove: (chip) =>
        chip.without ? ready.setFilter(chip.filterKey, chip.without) : ready.resetFilter(chip.filterKey),
      onClearAll: ready.clearAll,
      onRemoveLast: () => {
        if (last !== undefined) ready.resetFilter(last);
      },
    };
  }, [ready, chips, last]);
}
