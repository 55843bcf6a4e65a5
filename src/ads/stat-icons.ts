import arrowBigUp from '@tabler/icons/outline/arrow-big-up.svg?raw';
import chartBar from '@tabler/icons/outline/chart-bar.svg?raw';
import eye from '@tabler/icons/outline/eye.svg?raw';
import heart from '@tabler/icons/outline/heart.svg?raw';
import messageCircle from '@tabler/icons/outline/message-circle.svg?raw';
import repeat from '@tabler/icons/outline/repeat.svg?raw';
import { STAT_TOOLTIPS } from '../contract/ads';
import { maskImage, type MaskImage } from '../ui/mask-icon';
import { CARD_STROKE } from './card-icons';

const STAT_ICONS = {
  View: maskImage(eye, CARD_STROKE),
  Like: maskImage(heart, CARD_STROKE),
  Repost: maskImage(repeat, CARD_STROKE),
  Comment: maskImage(messageCircle, CARD_STROKE),
  Upvote: maskImage(arrowBigUp, CARD_STROKE),
} satisfies Record<(typeof STAT_TOOLTIPS)[number], MaskImage>;
const OTHER_STAT = maskImage(chartBar, CARD_STROKE);

function isKnownStat(tooltip: string): tooltip is keyof typeof STAT_ICONS {
  return (STAT_TOOLTIPS as readonly string[]).includes(tooltip);
}

/** The icon of a stat by its tooltip; a tooltip the contract does not name gets a generic chart. */
export function statIcon(tooltip: string): MaskImage {
  return isKnownStat(tooltip) ? STAT_ICONS[tooltip] : OTHER_STAT;
}
