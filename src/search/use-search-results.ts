import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { FilterGroup } from '../contract/filters';
import type { SearchPlatform } from '../contract/platforms';
import { buildSearchFields } from '../filters/engine/request-fields';
import { selectActiveSlot } from './search-selectors';
import { searchInfiniteQueryOptions } from './search-query';
import { decodeSlotParams, isDecodedFor } from './search-store';
import type { Connection } from '../client/connection';
import { useSearchStore } from './search-store-context';
import { uniqueAds } from './unique-ads';

/**
 * The active tab's search as an infinite query, started in the very render the catalogue arrives:
 * a tab not yet decoded for this connection searches with the state its link parameters decode to,
 * which is the state `hydrate` then stores, so the query key does not change. Without a catalogue
 * nothing is sent (a link never searches with the wrong filters). `ads` holds every loaded page, each ad once.
 */
export function useSearchResults(connection: Connection, platform: SearchPlatform, group: FilterGroup | undefined) {
  const slot = useSearchStore(selectActiveSlot);
  const fields = useMemo(() => {
    if (!group || !slot) return null;
    const state = isDecodedFor(slot, connection.id) ? slot.state : decodeSlotParams(group, slot.params).state;
    return buildSearchFields(group, state, connection.version);
  }, [group, slot, connection]);
  const query = useInfiniteQuery({
    ...searchInfiniteQueryOptions(connection, platform, fields ?? {}),
    enabled: fields !== null,
  });
  const ads = useMemo(() => uniqueAds(query.data?.pages ?? []), [query.data]);
  return { query, ads, ready: fields !== null };
}
