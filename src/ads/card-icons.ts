import arrowBigUp from '@tabler/icons/outline/arrow-big-up.svg?raw';
import chartBar from '@tabler/icons/outline/chart-bar.svg?raw';
import eye from '@tabler/icons/outline/eye.svg?raw';
import heart from '@tabler/icons/outline/heart.svg?raw';
import messageCircle from '@tabler/icons/outline/message-circle.svg?raw';
import repeat from '@tabler/icons/outline/repeat.svg?raw';
import calendarTime from '@tabler/icons/outline/calendar-time.svg?raw';
import chartLine from '@tabler/icons/outline/chart-line.svg?raw';
import externalLink from '@tabler/icons/outline/external-link.svg?raw';
import infoCircle from '@tabler/icons/outline/info-circle.svg?raw';
import mapPin from '@tabler/icons/outline/map-pin.svg?raw';
import world from '@tabler/icons/outline/world.svg?raw';
import rosetteDiscountCheck from '@tabler/icons/filled/rosette-discount-check.svg?raw';
import { maskImages, withStroke } from '../ui/mask-icon';

/** The line width of the icons beside a card's text (Tabler draws 2). */
export const CARD_STROKE = 1.6;

/**
 * The icons every ad card repeats, drawn as CSS masks (`MaskIcon`) from one image: one element
 * each instead of an SVG and its paths, which were a third of a card's elements.
 */
export const CARD_ICONS = maskImages('card', {
  domain: withStroke(world, CARD_STROKE),
  externalLink,
  region: withStroke(mapPin, CARD_STROKE),
  impressions: withStroke(chartLine, CARD_STROKE),
  daysRunning: withStroke(calendarTime, CARD_STROKE),
  other: withStroke(infoCircle, CARD_STROKE),
  verified: rosetteDiscountCheck,
  views: withStroke(eye, CARD_STROKE),
  likes: withStroke(heart, CARD_STROKE),
  reposts: withStroke(repeat, CARD_STROKE),
  comments: withStroke(messageCircle, CARD_STROKE),
  upvotes: withStroke(arrowBigUp, CARD_STROKE),
  otherStat: withStroke(chartBar, CARD_STROKE),
});
