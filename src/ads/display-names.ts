// Made on first use: making one loads its locale data.
let regions: Intl.DisplayNames | undefined;
let languages: Intl.DisplayNames | undefined;

function displayName(names: Intl.DisplayNames, code: string): string {
  try {
    return names.of(code) ?? code;
  } catch {
    // Not a well-formed code: show what the service sent.
    return code;
  }
}

/** `DE` → `Germany`; codes it cannot name come back unchanged. */
export function countryName(code: string): string {
  regions ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  return displayName(regions, code.toUpperCase());
}

/** `pt-BR` → `Brazilian Portuguese`; codes it cannot name come back unchanged. */
export function languageName(code: string): string {
  languages ??= new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });
  return displayName(languages, code);
}

/**
 * `DE` → `Germany (DE)`; anything but a two-letter code is shown as sent. Flag emoji are not
 * used: Windows and many Linux desktops have no glyphs for them and show bare letters or boxes.
 */
export function countryLabel(code: string): string {
  return /^[a-z]{2}$/i.test(code) ? `${countryName(code)} (${code.toUpperCase()})` : code;
}
