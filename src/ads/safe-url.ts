/**
 * The only URLs the explorer lets untrusted ad data point a link or a media element at:
 * absolute `http:` or `https:` URLs. Anything else (`javascript:`, `data:`, relative paths,
 * garbage) answers null, and the caller renders nothing in its place.
 */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}
