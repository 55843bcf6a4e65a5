import calendarTime from '@tabler/icons/outline/calendar-time.svg?raw';
import chartLine from '@tabler/icons/outline/chart-line.svg?raw';
import externalLink from '@tabler/icons/outline/external-link.svg?raw';
import infoCircle from '@tabler/icons/outline/info-circle.svg?raw';
import mapPin from '@tabler/icons/outline/map-pin.svg?raw';
import world from '@tabler/icons/outline/world.svg?raw';
import rosetteDiscountCheck from '@tabler/icons/filled/rosette-discount-check.svg?raw';
import { maskImage } from '../ui/mask-icon';

/** The line width of the icons beside a card's text (Tabler draws 2). */
export const CARD_STROKE = 1.6;

/**
 * The icons every ad card repeats, drawn as CSS masks (`MaskIcon`): one element each instead of
 * an SVG and its paths, which were a third of a card's elements.
 */
export const CARD_ICONS = {
  domain: maskImage(world, CARD_STROKE),
  externalLink: maskImage(externalLink),
  region: maskImage(mapPin, CARD_STROKE),
  impressions: maskImage(chartLine, CARD_STROKE),
  daysRunning: maskImage(calendarTime, CARD_STROKE),
  other: maskImage(infoCircle, CARD_STROKE),
  verified: maskImage(rosetteDiscountCheck),
};
