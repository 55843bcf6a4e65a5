import { STAT_TOOLTIPS } from '../contract/ads';
import type { MaskImage } from '../ui/mask-icon';
import { CARD_ICONS } from './card-icons';

const STAT_ICONS = {
  View: CARD_ICONS.views,
  Like: CARD_ICONS.likes,
  Repost: CARD_ICONS.reposts,
  Comment: CARD_ICONS.comments,
  Upvote: CARD_ICONS.upvotes,
} satisfies Record<(typeof STAT_TOOLTIPS)[number], MaskImage>;

function isKnownStat(tooltip: string): tooltip is keyof typeof STAT_ICONS {
  return (STAT_TOOLTIPS as readonly string[]).includes(tooltip);
}

/** The icon of a stat by its tooltip; a tooltip the contract does not name gets a generic chart. */
export function statIcon(tooltip: string): MaskImage {
  return isKnownStat(tooltip) ? STAT_ICONS[tooltip] : CARD_ICONS.otherStat;
}
