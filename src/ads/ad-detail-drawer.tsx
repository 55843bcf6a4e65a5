import { ActionIcon, Button, Drawer, Group, Text } from '@mantine/core';
import { LazyTooltip } from '../ui/lazy-tooltip';
import { useHotkeys } from '@mantine/hooks';
import { IconArrowLeft, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import type { Connection } from '../client/connection';
import { PLATFORM_LABELS } from '../contract/platforms';
import { AdDetailContent } from './ad-detail-content';
import type { AdRef } from './ad-ref';
import { CopyLinkButton } from '../ui/copy-link-button';
import { formatSearchLocation } from '../search/search-location';
import { useDrawerTrail } from './use-drawer-trail';

/** Props of {@link AdDetailDrawer}. */
export interface AdDetailDrawerProps {
  /** The connection the detail is fetched with. */
  connection: Connection;
  /** The ad to show; null keeps the drawer closed. */
  ad: AdRef | null;
  /** Close the drawer (Esc, close button, overlay). */
  onClose: () => void;
  /** Show the previous ad of the results (← key); absent at the first ad. */
  onPrev?: () => void;
  /** Show the next ad of the results (→ key); absent at the last ad. */
  onNext?: () => void;
  /** What Copy link copies, and what it opens; default this page's address, which names the open ad over its search. */
  link?: { href: string; opens: string };
}

/** Keys typed into these go to the element, never to navigation; arrows also seek a video. */
const KEEP_KEYS_IN = ['INPUT', 'TEXTAREA', 'SELECT', 'VIDEO'];

/**
 * The detail of one ad in a drawer on the right: every field, all media and the history chart.
 * Esc closes; ← and → move through the results unless focus is in a field. The drawer is modal,
 * so it carries its own Copy link: the page's address already names the open ad.
 */
export function AdDetailDrawer({ connection, ad, onClose, onPrev, onNext, link }: AdDetailDrawerProps) {
  const opened = ad !== null;
  const trail = useDrawerTrail(ad);
  const shown = trail.shown;
  const backButton = useRef<HTMLButtonElement>(null);
  const onTrail = trail.previous !== undefined;
  useEffect(() => {
    // An ad opened from a similar-ads list replaces the card that opened it: focus goes to the way back.
    if (onTrail && !trail.cameBack) backButton.current?.focus();
  }, [shown, onTrail, trail.cameBack]);
  useHotkeys(
    [
      ['ArrowLeft', () => opened && onPrev?.()],
      ['ArrowRight', () => opened && onNext?.()],
    ],
    KEEP_KEYS_IN,
  );

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close ad details' }}
      // The results return focus to the card of the last ad viewed, not the one first opened.
      returnFocus={false}
      title={
        <>
          Ad details{' '}
          {shown && (
            <Text span size="sm" c="dimmed" ml="xs">
              {PLATFORM_LABELS[shown.platform]} · #{shown.id}
            </Text>
          )}
        </>
      }
    >
      <Group justify="flex-end" gap="xs" mb="sm">
        {trail.previous && (
          <Button
            ref={backButton}
            variant="subtle"
            size="compact-sm"
            mr="auto"
            leftSection={<IconArrowLeft size={14} />}
            onClick={trail.back}
          >
            Back to #{trail.previous.id}
          </Button>
        )}
        {shown && onTrail ? (
          <CopyLinkButton
            href={formatSearchLocation(shown.platform, new URLSearchParams(), shown.id)}
            opens="this ad over its platform’s search"
            size="compact-sm"
          />
        ) : (
          <CopyLinkButton href={link?.href} opens={link?.opens ?? 'this ad over its search'} size="compact-sm" />
        )}
        <LazyTooltip label="Previous ad (←)">
          <ActionIcon variant="default" aria-label="Previous ad" disabled={!onPrev} onClick={onPrev}>
            <IconChevronLeft size={18} />
          </ActionIcon>
        </LazyTooltip>
        <LazyTooltip label="Next ad (→)">
          <ActionIcon variant="default" aria-label="Next ad" disabled={!onNext} onClick={onNext}>
            <IconChevronRight size={18} />
          </ActionIcon>
        </LazyTooltip>
      </Group>
      {shown && (
        <AdDetailContent
          key={`${shown.platform}:${shown.id}`}
          connection={connection}
          ad={shown}
          similar={{ list: trail.list, onListChange: trail.setList, onOpenAd: trail.open, focusAd: trail.cameBack }}
        />
      )}
    </Drawer>
  );
}
