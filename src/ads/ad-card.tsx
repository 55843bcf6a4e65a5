import { Anchor, Badge, Group, Text } from '@mantine/core';
import { memo, type KeyboardEvent, type MouseEvent } from 'react';
import type { AdSummary } from '../contract/ads';
import { useAdActions } from './ad-actions-context';
import { PLATFORM_LABELS } from '../contract/platforms';
import { adLabel } from './ad-label';
import { AdMedia } from './ad-media';
import { AdMetadata } from './ad-metadata';
import { AdStats } from './ad-stats';
import classes from './ad-card.module.css';
import { formatCompact } from './format-number';
import { OwnerLine } from './owner-line';
import { useOwnerLinks } from './owner-links';
import { PageLink } from './page-link';
import { safeHttpUrl } from './safe-url';
import { MaskIcon } from '../ui/mask-icon';
import { CARD_ICONS } from './card-icons';

/** Props of {@link AdCard}. */
export interface AdCardProps {
  ad: AdSummary;
  /** Opens the ad's detail; called on click or Enter on the card, not on its links or player. */
  onOpen: (ad: AdSummary) => void;
  /** Shows which platform the ad is from, for cross-platform (`mega`) results. @default false */
  showPlatform?: boolean;
}

/** Elements inside the card that keep their own click and key behaviour. */
const CONTROLS = 'a, button, video, input, select, textarea';

function fromControl(target: EventTarget, card: HTMLElement): boolean {
  const control = target instanceof Element ? target.closest(CONTROLS) : null;
  return control !== null && control !== card && card.contains(control);
}

/**
 * One ad summary as a focusable card: media, advertiser, title, domain and traffic, last seen,
 * stats, metadata and a link to the ad on its platform. All text is rendered as text. Memoized:
 * with a stable `onOpen` a card renders once per mount, however often the grid around it does.
 */
export const AdCard = memo(function AdCard({ ad, onOpen, showPlatform = false }: AdCardProps) {
  const [first, ...rest] = ad.media;
  const postUrl = safeHttpUrl(ad.post_url);
  const label = adLabel(ad);
  const links = useOwnerLinks();
  const actions = useAdActions();

  const handleClick = (event: MouseEvent<HTMLElement>) => {
    if (!fromControl(event.target, event.currentTarget)) onOpen(ad);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter' && event.target === event.currentTarget) {
      event.preventDefault();
      onOpen(ad);
    }
  };

  return (
    <article tabIndex={0} aria-label={label} className={classes.card} onClick={handleClick} onKeyDown={handleKeyDown}>
      <div className={classes.mediaSection}>
        <AdMedia media={first} alt={label} />
        {showPlatform && (
          <Badge className={classes.platform} variant="filled" size="sm">
            {PLATFORM_LABELS[ad.platform]}
          </Badge>
        )}
        {rest.length > 0 && (
          <Badge className={classes.more} variant="filled" color="dark" size="sm">
            +{rest.length} media
          </Badge>
        )}
      </div>

      <OwnerLine owner={ad.owner} />
      {ad.title && <h3 className={classes.title}>{ad.title}</h3>}
      {(ad.display_url || ad.traffic_estimate !== undefined) && (
        <Group gap={6} wrap="nowrap">
          <MaskIcon image={CARD_ICONS.domain} size={16} />
          {ad.display_url &&
            (links ? (
              <PageLink
                href={links.domainHref(ad.display_url)}
                onFollow={links.follow}
                size="sm"
                truncate
                aria-label={`${ad.display_url}: all ads showing this domain`}
              >
                {ad.display_url}
              </PageLink>
            ) : (
              <Text size="sm" truncate>
                {ad.display_url}
              </Text>
            ))}
          {ad.traffic_estimate !== undefined && (
            <Text size="sm" c="dimmed" className={classes.traffic}>
              {formatCompact(ad.traffic_estimate)} visits/mo
            </Text>
          )}
        </Group>
      )}
      {ad.last_seen && (
        <Text size="xs" c="dimmed">
          Last seen {ad.last_seen}
        </Text>
      )}
      <AdStats stats={ad.stats} />
      <AdMetadata metadata={ad.metadata} />
      {postUrl && (
        <Anchor href={postUrl} target="_blank" rel="noopener noreferrer" size="sm" className={classes.postLink}>
          View on {PLATFORM_LABELS[ad.platform]}
          <MaskIcon image={CARD_ICONS.externalLink} size={14} />
        </Anchor>
      )}
      {actions.renderAdActions(ad, 'card')}
      {actions.renderCardCover?.(ad)}
    </article>
  );
});
