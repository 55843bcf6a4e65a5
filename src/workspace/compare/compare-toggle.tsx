import { ActionIcon, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLayoutColumns } from '@tabler/icons-react';
import type { AdSummary } from '../../contract/ads';
import { sameAd } from '../../search/compare-selection';
import { useSearchStore } from '../../search/search-store-context';
import { compareMessage } from './compare-messages';

/** Props of {@link CompareToggle}. */
export interface CompareToggleProps {
  ad: AdSummary;
  size: 'md' | 'lg';
}

/** Picks the ad to compare, or takes it out: the mouse's way to what x does from the keyboard. */
export function CompareToggle({ ad, size }: CompareToggleProps) {
  const picked = useSearchStore((s) => s.compare.some((other) => sameAd(other, ad)));
  const toggleCompared = useSearchStore((s) => s.toggleCompared);
  const count = useSearchStore((s) => s.compare.length);
  const label = `${picked ? 'Remove from compare' : 'Compare'}: ${ad.title ?? `ad #${ad.id}`}`;
  const toggle = () => {
    const outcome = toggleCompared({ platform: ad.platform, id: ad.id });
    // Added and removed show in the button and the tray; only a refusal needs words.
    if (outcome === 'full') notifications.show({ id: 'compare-full', message: compareMessage(outcome, count) });
  };
  return (
    <Tooltip label={picked ? 'Remove from compare' : 'Compare'}>
      <ActionIcon
        size={size}
        variant={picked ? 'filled' : 'default'}
        aria-label={label}
        aria-pressed={picked}
        onClick={toggle}
      >
        <IconLayoutColumns size={16} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
