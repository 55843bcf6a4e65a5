import { adDetailSchema, type AdDetail } from '../contract/ads';

/** A field of the detail record the contract does not name, at a dotted path such as `owner.rank`. */
export interface UnknownField {
  path: string;
  value: unknown;
}

/**
 * Fields a service sends beyond the contract (its schemas are loose), top level and owner's,
 * in the order they arrived, so the detail view can show them instead of hiding them.
 */
export function unknownFields(detail: AdDetail): UnknownField[] {
  const known = adDetailSchema.shape;
  const top = Object.entries(detail)
    .filter(([key]) => !Object.hasOwn(known, key))
    .map(([key, value]) => ({ path: key, value }));
  const owner = Object.entries(detail.owner)
    .filter(([key]) => !Object.hasOwn(known.owner.shape, key))
    .map(([key, value]) => ({ path: `owner.${key}`, value }));
  return [...top, ...owner];
}

/** `ad_format` → `Ad format`, `owner.rankScore` → `Owner rank score`. */
export function fieldLabel(path: string): string {
  const words = path
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[._\-\s]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase())
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A value of any JSON shape as one line of text, or null when it needs a block (objects, nested arrays). */
export function inlineValue(value: unknown): string | null {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number')) {
    return value.length === 0 ? '—' : value.join(', ');
  }
  return null;
}
