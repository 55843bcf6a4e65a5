/**
 * A short, non-reversible tag of an API key (FNV-1a, 32 bits) so caches can tell keys apart
 * without the key itself ever sitting in a query key, a URL or a log.
 */
export function keyFingerprint(apiKey: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < apiKey.length; i += 1) {
    hash ^= apiKey.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
