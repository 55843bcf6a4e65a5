import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Connection } from '../../client/connection';
import type { OwnerProfile } from '../../contract/extensions/owners';
import { SEARCH_FIELD_KEY } from '../../contract/filter-values';
import type { TermNamer } from '../../filters/term-names';
import type { SearchState } from '../../search/search-store';
import { useSearchStore } from '../../search/search-store-context';
import { ownerProfileQueryOptions } from './owner-profile-query';

/** The owner ids of the shown tab's `owner_id` terms, as one comparable text (`"42,17"`). */
function ownerIdsText(state: SearchState): string {
  const slot = state.slots[state.platform];
  const value = slot?.status === 'ready' ? slot.state[SEARCH_FIELD_KEY] : undefined;
  if (value?.kind !== 'terms') return '';
  return value.terms.flatMap((term) => (term.type === 'owner_id' ? [term.text] : [])).join(',');
}

/** The profiles loaded so far; a stable function, so the combined list keeps its identity between renders. */
const loadedProfiles = (results: { data?: OwnerProfile }[]): OwnerProfile[] =>
  results.flatMap((result) => (result.data ? [result.data] : []));

/**
 * Names the shown tab's `owner_id` terms with their advertisers' names, from the profiles the
 * advertiser page reads too (one request per advertiser, shared); `enabled` where the deployment
 * offers the `owners` extension.
 */
export function useOwnerTermNames(connection: Connection, enabled: boolean): TermNamer {
  const idsText = useSearchStore(ownerIdsText);
  const ids = enabled && idsText !== '' ? [...new Set(idsText.split(',').map(Number))] : [];
  const profiles = useQueries({
    queries: ids.map((id) => ownerProfileQueryOptions(connection, id)),
    combine: loadedProfiles,
  });
  return useMemo(() => {
    const names = new Map(profiles.map((profile) => [String(profile.id), profile.name]));
    return (term) => (term.type === 'owner_id' ? names.get(term.text) : undefined);
  }, [profiles]);
}
