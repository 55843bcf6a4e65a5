import { SEARCH_FIELD_KEY } from '../../contract/filter-values';
import { MEGA } from '../../contract/platforms';
import type { FilterState } from '../../filters/engine/value-model';
import { formatSearchLocation } from '../../search/search-location';

/** What a search is narrowed to by its advertiser terms, if to exactly one advertiser or domain. */
export type Narrowed = { kind: 'owner'; id: number } | { kind: 'domain'; domain: string } | null;

/** An advertiser's page: every one of its ads on every platform, `/mega?search_field=owner_id:{id}`. */
export function ownerHref(id: number): string {
  return formatSearchLocation(MEGA, new URLSearchParams({ [SEARCH_FIELD_KEY]: `owner_id:${id}` }), null);
}

/** A display domain's page: every ad showing it, `/mega?search_field=domain:{domain}`. */
export function domainHref(domain: string): string {
  return formatSearchLocation(MEGA, new URLSearchParams({ [SEARCH_FIELD_KEY]: `domain:${domain}` }), null);
}

/**
 * The one advertiser (or else the one display domain) a tab's filters narrow its search to, from
 * its `search_field` terms; `null` when they name none, or several of a kind.
 */
export function narrowedTo(state: FilterState | undefined): Narrowed {
  const value = state?.[SEARCH_FIELD_KEY];
  if (value?.kind !== 'terms') return null;
  const owners = value.terms.filter((term) => term.type === 'owner_id');
  const domains = value.terms.filter((term) => term.type === 'domain');
  if (owners.length === 1 && owners[0]) return { kind: 'owner', id: Number(owners[0].text) };
  if (owners.length === 0 && domains.length === 1 && domains[0]) return { kind: 'domain', domain: domains[0].text };
  return null;
}
