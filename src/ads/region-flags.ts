// Region metadata arrives as flag icon names (interface doc 2.7) whose exact spelling varies:
// `us`, `US`, `flag-us`, `fi fi-us`, `flags/us.svg`. The country is the trailing two-letter token.
const TRAILING_CODE = /(?:^|[^a-z])([a-z]{2})$/i;
const EXTENSION = /\.(svg|png|webp|gif|jpe?g)$/i;

/** Codes that icon sets use but ISO 3166 spells differently. */
const ALIASES: Record<string, string> = { UK: 'GB', EL: 'GR' };

/** The ISO 3166 alpha-2 code a flag icon name stands for, or null when it names none. */
export function countryCodeOfFlag(name: string): string | null {
  const match = TRAILING_CODE.exec(name.trim().replace(EXTENSION, ''));
  if (!match?.[1]) return null;
  const code = match[1].toUpperCase();
  return ALIASES[code] ?? code;
}
