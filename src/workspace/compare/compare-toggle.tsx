import { notifications } from '@mantine/notifications';
import type { AdSummary } from '../../contract/ads';
import { sameAd } from '../../search/compare-selection';
import { useSearchStore, useSearchStoreApi } from '../../search/search-store-context';
import { compareMessage } from './compare-messages';
import { MaskSheetStyle, maskIconSlot } from '../../ui/mask-icon';
import { ACTION_ICONS } from '../core/action-icons';
import { PlainActionIcon } from '../../ui/plain-buttons';

/** Props of {@link CompareToggle}. */
export interface CompareToggleProps {
  ad: AdSummary;
  size: 'md' | 'lg';
}

/** Picks the ad to compare, or takes it out: the mouse's way to what x does from the keyboard. */
export function CompareToggle({ ad, size }: CompareToggleProps) {
  // The one subscription of every card: the rest of the store is read when the button is pressed.
  const picked = useSearchStore((s) => s.compare.some((other) => sameAd(other, ad)));
  const store = useSearchStoreApi();
  const label = `${picked ? 'Remove from compare' : 'Compare'}: ${ad.title ?? `ad #${ad.id}`}`;
  const icon = maskIconSlot(ACTION_ICONS.compare, 16);
  const toggle = () => {
    const { toggleCompared, compare } = store.getState();
    const count = compare.length;
    const outcome = toggleCompared({ platform: ad.platform, id: ad.id });
    // Added and removed show in the button and the tray; only a refusal needs words.
    if (outcome === 'full') notifications.show({ id: 'compare-full', message: compareMessage(outcome, count) });
  };
  return (
    <>
      <MaskSheetStyle image={ACTION_ICONS.compare} />
      <PlainActionIcon
        size={size}
        variant={picked ? 'filled' : 'default'}
        aria-label={label}
        aria-pressed={picked}
        // A title rather than a tooltip: one on every card would set up its positioning on each.
        title={picked ? 'Remove from compare' : 'Compare'}
        onClick={toggle}
        iconClassName={icon.className}
        style={icon.style}
      />
    </>
  );
}
