import type { Metadata } from '../contract/ads';
import { countryCodeOfFlag } from './region-flags';

/** A region of the Region metadata: a country when the flag name names one, else the raw name. */
export type RegionView = { kind: 'country'; code: string } | { kind: 'unknown'; name: string };

/** How one metadata entry is shown; entries the contract does not name fall to `other`. */
export type MetadataView =
  | { kind: 'regions'; regions: RegionView[] }
  | { kind: 'impressions'; value: number }
  | { kind: 'days-running'; text: string }
  | { kind: 'other'; label: string; text: string };

function asText(value: Metadata['value']): string {
  return Array.isArray(value) ? value.join(', ') : String(value);
}

function regionOf(name: string): RegionView {
  const code = countryCodeOfFlag(name);
  return code ? { kind: 'country', code } : { kind: 'unknown', name };
}

/** Reads a metadata entry by its tooltip (interface doc 2.7), tolerating any value type. */
export function viewMetadata(entry: Metadata): MetadataView {
  const { tooltip, value } = entry;
  if (tooltip === 'Region') {
    const names = Array.isArray(value) ? value : [String(value)];
    return { kind: 'regions', regions: names.map(regionOf) };
  }
  if (tooltip === 'Estimated Impression' && typeof value === 'number') {
    return { kind: 'impressions', value };
  }
  if (tooltip === 'Days Running') {
    const text = asText(value);
    return { kind: 'days-running', text: /^\d+$/.test(text) ? `${text} ${text === '1' ? 'day' : 'days'}` : text };
  }
  return { kind: 'other', label: tooltip, text: asText(value) };
}
