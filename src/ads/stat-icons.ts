import {
  IconArrowBigUp,
  IconChartBar,
  IconEye,
  IconHeart,
  IconMessageCircle,
  IconRepeat,
  type Icon,
} from '@tabler/icons-react';
import { STAT_TOOLTIPS } from '../contract/ads';

const STAT_ICONS = {
  View: IconEye,
  Like: IconHeart,
  Repost: IconRepeat,
  Comment: IconMessageCircle,
  Upvote: IconArrowBigUp,
} satisfies Record<(typeof STAT_TOOLTIPS)[number], Icon>;

function isKnownStat(tooltip: string): tooltip is keyof typeof STAT_ICONS {
  return (STAT_TOOLTIPS as readonly string[]).includes(tooltip);
}

/** The icon of a stat by its tooltip; a tooltip the contract does not name gets a generic chart. */
export function statIcon(tooltip: string): Icon {
  return isKnownStat(tooltip) ? STAT_ICONS[tooltip] : IconChartBar;
}
