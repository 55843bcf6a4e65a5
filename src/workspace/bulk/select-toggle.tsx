import type { ChangeEvent } from 'react';
import type { AdSummary } from '../../contract/ads';
import { adKey } from '../core/selection/ad-key';
import { useGridSelection, useSelectionState } from '../core/selection/selection-context';

/**
 * A card's box for the bulk selection: a click picks the ad or takes it out, a shift-click picks
 * every loaded ad between the last picked one and this. A native checkbox: Space works, and it
 * adds no style to the first load. Nothing outside a results grid.
 */
export function SelectToggle({ ad }: { ad: AdSummary }) {
  const selection = useGridSelection();
  const key = adKey(ad);
  const picked = useSelectionState((s) => s.selected.has(key));
  if (!selection) return null;
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const state = selection.store.getState();
    // React listens to click for a checkbox's change: the event knows whether Shift was held.
    if ((event.nativeEvent as MouseEvent).shiftKey && !picked) state.selectRange(ad, selection.loaded());
    else state.toggle(ad);
  };
  return (
    <input
      type="checkbox"
      checked={picked}
      // The ad's key as the box's value: what a form or a test reads to know which ad it picks.
      value={key}
      onChange={onChange}
      aria-label={`Select: ${ad.title ?? `ad #${ad.id}`}`}
      title="Select for bulk actions (shift-click for a range)"
      style={{ width: 18, height: 18, margin: '0 4px', accentColor: 'var(--mantine-primary-color-filled)' }}
    />
  );
}
