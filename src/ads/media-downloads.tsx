import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { AdDetail, Media } from '../contract/ads';
import { LazyTooltip } from '../ui/lazy-tooltip';
import { downloadFileName, isVideoMedia } from './download-name';
import { safeHttpUrl } from './safe-url';

/** Props of {@link MediaDownloads}. */
export interface MediaDownloadsProps {
  detail: AdDetail;
}

/**
 * Where a media file is downloaded from. On this page's origin `<a download>` names the file, and
 * `?download=<name>` makes the service send it as an attachment under the same name. A browser
 * ignores `download` across origins, so a file elsewhere opens in a new tab, to be saved from there,
 * its URL untouched (a CDN's signed URL breaks with a parameter added).
 */
function downloadTarget(url: string, name: string): { href: string; sameOrigin: boolean } {
  const parsed = new URL(url);
  if (parsed.origin !== window.location.origin) return { href: url, sameOrigin: false };
  parsed.searchParams.set('download', name);
  return { href: parsed.href, sameOrigin: true };
}

function DownloadButton({
  detail,
  media,
  url,
  position,
}: {
  detail: AdDetail;
  media: Media;
  url: string;
  position?: number;
}) {
  const name = downloadFileName(detail, media, position);
  const { href, sameOrigin } = downloadTarget(url, name);
  const label = `Download ${isVideoMedia(media) ? 'video' : 'image'}${position === undefined ? '' : ` ${position}`}`;
  return (
    <LazyTooltip label={sameOrigin ? `Saves ${name}` : 'Opens the file in a new tab, to save from there'}>
      <Button
        component="a"
        href={href}
        {...(sameOrigin ? { download: name } : { target: '_blank', rel: 'noopener noreferrer' })}
        variant="default"
        size="compact-sm"
        leftSection={<IconDownload aria-hidden size={16} />}
      >
        {label}
      </Button>
    </LazyTooltip>
  );
}

/**
 * A Download button for each of an ad's media files with a safe URL, saving it under a name that
 * says what it is (`download-name.ts`); numbered when the ad has several. Nothing without media.
 */
export function MediaDownloads({ detail }: MediaDownloadsProps) {
  const several = detail.media.length > 1;
  const buttons = detail.media.flatMap((media, index) => {
    const url = safeHttpUrl(media.url);
    if (!url) return [];
    return [
      <DownloadButton
        key={media.id}
        detail={detail}
        media={media}
        url={url}
        position={several ? index + 1 : undefined}
      />,
    ];
  });
  if (buttons.length === 0) return null;
  return (
    <Group gap="xs" role="group" aria-label="Media downloads">
      {buttons}
    </Group>
  );
}
