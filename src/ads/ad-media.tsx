import { IconPhotoOff, IconPlayerPlayFilled } from '@tabler/icons-react';
import type { Media } from '../contract/ads';
import { formatDuration } from './format-number';
import classes from './ad-media.module.css';
import { safeHttpUrl } from './safe-url';
import badge from './media-badge.module.css';
import text from '../ui/plain-text.module.css';

/** Props of {@link AdMedia}. */
export interface AdMediaProps {
  /** One media item of an ad, untrusted: only http(s) URLs reach the DOM; none shows a placeholder. */
  media: Media | undefined;
  /** Text alternative of an image, usually the ad title. */
  alt: string;
  /**
   * How a video shows: `poster` (cards) is its still with one play mark and its duration, and
   * plays nowhere; `player` (the detail) is the video itself with the browser's controls, started
   * at once because opening it was the request to play. @default 'poster'
   */
  video?: 'poster' | 'player';
}

function NoPreview() {
  return (
    <div className={classes.noPreview}>
      <IconPhotoOff aria-hidden size={28} />
      <span className={text.xs}>No preview</span>
    </div>
  );
}

/**
 * One ad media item filling its parent: an image, or a video (`video`, and `platform_g` whose
 * own videos show their thumbnail as the poster). Third-party images are fetched without a
 * referrer; an item without a safe URL shows a placeholder.
 */
export function AdMedia({ media, alt, video = 'poster' }: AdMediaProps) {
  const url = safeHttpUrl(media?.url);
  const poster = safeHttpUrl(media?.thumbnail);
  const isVideo = media?.type === 'video' || media?.type === 'platform_g';

  if (media && isVideo && url && video === 'player') {
    return (
      <div className={classes.frame}>
        <video
          className={classes.contain}
          src={url}
          poster={poster ?? undefined}
          controls
          autoPlay
          preload="metadata"
          playsInline
          aria-label={media.subtitle ?? `Video: ${alt}`}
        />
      </div>
    );
  }

  if (media && isVideo) {
    const duration = media.duration === undefined ? null : formatDuration(media.duration);
    return (
      <div className={classes.frame}>
        {poster ? (
          <img
            className={classes.fill}
            src={poster}
            alt={`Video${duration ? ` (${duration})` : ''}: ${alt}`}
            loading="lazy"
            referrerPolicy="no-referrer"
          />
        ) : (
          <NoPreview />
        )}
        <span className={classes.play} aria-hidden data-play-mark>
          <IconPlayerPlayFilled size="45%" />
        </span>
        {duration && (
          <span className={`${badge.badge} ${badge.dark} ${classes.duration}`} aria-hidden data-media-badge>
            {duration}
          </span>
        )}
      </div>
    );
  }

  const image = media?.type === 'image' ? url : null;
  if (image) {
    return (
      <div className={classes.frame}>
        <img className={classes.fill} src={image} alt={alt} loading="lazy" referrerPolicy="no-referrer" />
      </div>
    );
  }
  return <NoPreview />;
}
