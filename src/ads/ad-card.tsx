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
import { MaskIcon, MaskSheetStyle } from '../ui/mask-icon';
import { CARD_ICONS } from './card-icons';
import badge from './media-badge.module.css';
import text from '../ui/plain-text.module.css';

/** Props of {@link AdCard}. */
export interface AdCardProps {
  ad: AdSummary;
  /** Opens the ad's detail; called on click or Enter on the card, not on its links or player. */
  onOpen: (ad: AdSummary) => void;
  /** Shows which platform the ad is from, for cross-platform (`mega`) results. @default false */
  showPlatform?: boolean;
  /** Index of the card in its feed, from 0: its `aria-posinset`, one more. */
  position?: number;
  /** Cards in its feed, -1 while more may follow: its `aria-setsize`. */
  setSize?: number;
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
export const AdCard = memo(function AdCard({ ad, onOpen, showPlatform = false, position, setSize }: AdCardProps) {
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
    <article
      tabIndex={0}
      aria-label={label}
      aria-posinset={position === undefined ? undefined : position + 1}
      aria-setsize={position === undefined ? undefined : setSize}
      className={classes.card}
      onClick={handleClick}
      onKeyDown={handleKeyDown}
    >
      <MaskSheetStyle image={CARD_ICONS.domain} />
      <div className={classes.mediaSection}>
        <AdMedia media={first} alt={label} />
        {showPlatform && (
          <span className={`${badge.badge} ${classes.platform}`} data-media-badge>
            {PLATFORM_LABELS[ad.platform]}
          </span>
        )}
        {rest.length > 0 && (
          <span className={`${badge.badge} ${badge.dark} ${classes.more}`} data-media-badge>
            +{rest.length} media
          </span>
        )}
      </div>

      <OwnerLine owner={ad.owner} />
      {ad.title && <h3 className={classes.title}>{ad.title}</h3>}
      {(ad.display_url || ad.traffic_estimate !== undefined) && (
        <div className={`${text.line} ${text.sm} ${classes.domain}`}>
          <MaskIcon image={CARD_ICONS.domain} size={16} />
          {ad.display_url &&
            (links ? (
              <PageLink
                href={links.domainHref(ad.display_url)}
                onFollow={links.follow}
                className={text.truncate}
                aria-label={`${ad.display_url}: all ads showing this domain`}
              >
                {ad.display_url}
              </PageLink>
            ) : (
              <span className={text.truncate}>{ad.display_url}</span>
            ))}
          {ad.traffic_estimate !== undefined && (
            <span className={`${text.dimmed} ${classes.traffic}`}>{formatCompact(ad.traffic_estimate)} visits/mo</span>
          )}
        </div>
      )}
      {ad.last_seen && <p className={`${text.block} ${text.xs} ${text.dimmed}`}>Last seen {ad.last_seen}</p>}
      <AdStats stats={ad.stats} />
      <AdMetadata metadata={ad.metadata} />
      {postUrl && (
        <a
          href={postUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={`${text.link} ${text.sm} ${classes.postLink}`}
        >
          View on {PLATFORM_LABELS[ad.platform]}
          <MaskIcon image={CARD_ICONS.externalLink} size={14} />
        </a>
      )}
      {actions.renderAdActions(ad, 'card')}
      {actions.renderCardCover?.(ad)}
    </article>
  );
});
