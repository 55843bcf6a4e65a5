/**
 * Names of generated media, served at `/media/<name>`. Every name carries what its picture
 * shows, so a name alone renders the same bytes on any process: no database look-up.
 */
export type MediaName =
  | { kind: 'creative'; adId: number; index: number; slug: string }
  | { kind: 'poster'; adId: number; slug: string }
  | { kind: 'avatar'; ownerId: number; initials: string }
  | { kind: 'video'; adId: number };

const PATTERNS: { kind: MediaName['kind']; pattern: RegExp }[] = [
  { kind: 'creative', pattern: /^creative-(\d{1,9})-(\d)-([a-z0-9-]{1,60})\.svg$/ },
  { kind: 'poster', pattern: /^poster-(\d{1,9})-([a-z0-9-]{1,60})\.svg$/ },
  { kind: 'avatar', pattern: /^avatar-(\d{1,9})-([A-Z0-9]{1,2})\.svg$/ },
  { kind: 'video', pattern: /^video-(\d{1,9})\.webm$/ },
];

export function mediaFileName(name: MediaName): string {
  switch (name.kind) {
    case 'creative':
      return `creative-${name.adId}-${name.index}-${name.slug}.svg`;
    case 'poster':
      return `poster-${name.adId}-${name.slug}.svg`;
    case 'avatar':
      return `avatar-${name.ownerId}-${name.initials}.svg`;
    case 'video':
      return `video-${name.adId}.webm`;
  }
}

/** Reads a file name back; undefined for any name this service did not generate. */
export function parseMediaFileName(file: string): MediaName | undefined {
  for (const { kind, pattern } of PATTERNS) {
    const m = pattern.exec(file);
    if (!m) continue;
    switch (kind) {
      case 'creative':
        return { kind, adId: Number(m[1]), index: Number(m[2]), slug: m[3]! };
      case 'poster':
        return { kind, adId: Number(m[1]), slug: m[2]! };
      case 'avatar':
        return { kind, ownerId: Number(m[1]), initials: m[2]! };
      case 'video':
        return { kind, adId: Number(m[1]) };
    }
  }
  return undefined;
}

/** `CO` for "Cedar Outfitters". */
export function initialsOf(name: string): string {
  const words = name
    .toUpperCase()
    .replace(/[^A-Z0-9 ]/g, '')
    .split(/\s+/)
    .filter(Boolean);
  return (
    words
      .slice(0, 2)
      .map((w) => w[0])
      .join('') || 'AD'
  );
}

/** Relative URL of a generated medium; the store prefixes the request origin. */
export const mediaPath = (name: MediaName) => `/media/${mediaFileName(name)}`;
