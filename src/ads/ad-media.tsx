import { Badge, Center, Stack, Text } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import type { Media } from '../contract/ads';
import { formatDuration } from './format-number';
import classes from './ad-media.module.css';
import { safeHttpUrl } from './safe-url';

/** Props of {@link AdMedia}. */
export interface AdMediaProps {
  /** One media item of an ad, untrusted: only http(s) URLs reach the DOM; none shows a placeholder. */
  media: Media | undefined;
  /** Text alternative of an image, usually the ad title. */
  alt: string;
}

/**
 * One ad media item filling its parent: an image, or a video that loads nothing until played
 * (`video`, and `platform_g` whose own videos show their thumbnail as the poster). Third-party
 * images are fetched without a referrer; an item without a safe URL shows a placeholder.
 */
export function AdMedia({ media, alt }: AdMediaProps) {
  const url = safeHttpUrl(media?.url);
  const poster = safeHttpUrl(media?.thumbnail);
  const isVideo = media?.type === 'video' || media?.type === 'platform_g';

  if (media && isVideo && url) {
    return (
      <div className={classes.frame}>
        <video
          className={classes.fill}
          src={url}
          poster={poster ?? undefined}
          controls
          preload="none"
          playsInline
          aria-label={media.subtitle ?? `Video: ${alt}`}
        />
        {media.duration !== undefined && (
          <Badge className={classes.duration} color="dark" size="sm" aria-label="Duration">
            {formatDuration(media.duration)}
          </Badge>
        )}
      </div>
    );
  }

  const image = isVideo ? poster : media?.type === 'image' ? url : null;
  if (image) {
    return (
      <div className={classes.frame}>
        <img className={classes.fill} src={image} alt={alt} loading="lazy" referrerPolicy="no-referrer" />
      </div>
    );
  }

  return (
    <Center className={classes.frame}>
      <Stack align="center" gap={4} c="dimmed">
        <IconPhotoOff aria-hidden size={28} />
        <Text size="xs">No preview</Text>
      </Stack>
    </Center>
  );
}
