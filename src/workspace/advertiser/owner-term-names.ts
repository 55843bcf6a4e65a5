import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Connection } from '../../client/connection';
import type { TermNamer } from '../../filters/term-names';
import type { SearchState } from '../../search/search-store';
import { useSearchStore } from '../../search/search-store-context';
import { narrowedTo } from './advertiser-link';
import { ownerProfileQueryOptions } from './owner-profile-query';

/** The advertiser the shown tab is narrowed to (its advertiser page), or 0. */
function narrowedOwner(state: SearchState): number {
  const slot = state.slots[state.platform];
  const narrowed = narrowedTo(slot?.status === 'ready' ? slot.state : undefined);
  return narrowed?.kind === 'owner' ? narrowed.id : 0;
}

/**
 * Names the `owner_id` term of an advertiser's page with the advertiser's name, from the profile
 * the page's header reads (one request, shared); `enabled` where the deployment offers the
 * `owners` extension.
 */
export function useOwnerTermNames(connection: Connection, enabled: boolean): TermNamer {
  const owner = useSearchStore(narrowedOwner);
  const { data: profile } = useQuery({ ...ownerProfileQueryOptions(connection, owner), enabled: enabled && owner > 0 });
  return useMemo(() => {
    const id = profile ? String(profile.id) : undefined;
    return (term) => (term.type === 'owner_id' && term.text === id ? profile?.name : undefined);
  }, [profile]);
}
