import type { OptionKey } from '../../contract/filters';

/**
 * Escapes the characters a link value uses as separators (`,` `:`) and `%` itself, so text and
 * string option keys survive inside lists; everything else stays readable.
 */
export function escapeToken(text: string): string {
  return text.replace(/[%,:]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Undoes `escapeToken`; `null` for a malformed escape. */
export function unescapeToken(token: string): string | null {
  try {
    return decodeURIComponent(token);
  } catch {
    return null;
  }
}

/** How an option key is written in a link: numbers and booleans as-is, strings escaped. */
export function optionKeyToken(key: OptionKey): string {
  return typeof key === 'string' ? escapeToken(key) : String(key);
}

const NUMBER = /^-?(\d+(\.\d*)?|\.\d+)(e[-+]?\d+)?$/i;

/** A finite number written plainly (no hex, no spaces); `null` otherwise. `-0` reads as `0`, as it writes. */
export function parseNumberToken(token: string): number | null {
  if (!NUMBER.test(token)) return null;
  const number = Number(token) + 0;
  return Number.isFinite(number) ? number : null;
}
