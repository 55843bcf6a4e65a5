import type { AdDetail, Media } from '../contract/ads';

/** Extensions a media URL's path may end in that name what the file is. */
const MEDIA_EXTENSIONS = new Set(['svg', 'png', 'jpg', 'jpeg', 'gif', 'webp', 'avif', 'mp4', 'webm', 'mov', 'm4v']);

/** Whether a media item is a video (`video`, and `platform_g`'s own videos). */
export const isVideoMedia = (media: Media) => media.type === 'video' || media.type === 'platform_g';

/** Lower-case ASCII words of `text` joined by hyphens, at most 40 characters; `advertiser` when none are left. */
export function slugOf(text: string): string {
  const slug = text
    .normalize('NFKD')
    // Accents come apart from their letters and go: `á` becomes `a`.
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 40)
    .replace(/^-+|-+$/g, '');
  return slug || 'advertiser';
}

/**
 * The extension a saved media file gets: its URL's, when that names a media format, else what its
 * type says (`mp4` for a video, `jpg` for an image): a file without one opens as nothing.
 */
export function mediaExtension(media: Media): string {
  let path = '';
  try {
    path = new URL(media.url).pathname;
  } catch {
    // Not a URL: the type decides.
  }
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();
  if (extension && MEDIA_EXTENSIONS.has(extension)) return extension;
  return isVideoMedia(media) ? 'mp4' : 'jpg';
}

/**
 * The name an ad's media file is saved under, saying what it is:
 * `<advertiser-slug>-<platform>-<ad id>.<ext>`, with `-<n>` (its 1-based position) before the
 * extension when the ad has several media. Only letters, digits, `-` and `_`.
 */
export function downloadFileName(ad: Pick<AdDetail, 'owner' | 'platform' | 'id'>, media: Media, position?: number) {
  const suffix = position === undefined ? '' : `-${position}`;
  return `${slugOf(ad.owner.name)}-${ad.platform}-${ad.id}${suffix}.${mediaExtension(media)}`;
}
