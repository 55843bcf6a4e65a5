import bookmark from '@tabler/icons/outline/bookmark.svg?raw';
import bookmarkFilled from '@tabler/icons/filled/bookmark.svg?raw';
import chevronDown from '@tabler/icons/outline/chevron-down.svg?raw';
import eyeOff from '@tabler/icons/outline/eye-off.svg?raw';
import layoutColumns from '@tabler/icons/outline/layout-columns.svg?raw';
import { maskImages } from '../../ui/mask-icon';

/** The icons of an ad's actions, on every card: CSS masks, one element each (see `CARD_ICONS`). */
export const ACTION_ICONS = maskImages('actions', {
  save: bookmark,
  saved: bookmarkFilled,
  boards: chevronDown,
  hide: eyeOff,
  compare: layoutColumns,
});
