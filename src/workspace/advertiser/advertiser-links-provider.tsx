import { useMemo, type ReactNode } from 'react';
import { OwnerLinksContext, type OwnerLinks } from '../../ads/owner-links';
import type { Connection } from '../../client/connection';
import { useCapability } from '../../search/capabilities-query';
import { openSearchLink } from '../../search/open-search-link';
import { TermNamesContext } from '../../filters/term-names';
import { useSearchStoreApi } from '../../search/search-store-context';
import { domainHref, ownerHref } from './advertiser-link';
import { useOwnerTermNames } from './owner-term-names';

/**
 * Makes advertiser names and display domains link to their pages, and names the advertisers of
 * `owner_id` terms, where the deployment offers the `owners` extension; elsewhere names stay plain
 * text and terms read as written.
 */
export function AdvertiserLinksProvider({ connection, children }: { connection: Connection; children: ReactNode }) {
  const available = useCapability(connection, 'owners');
  const store = useSearchStoreApi();
  const links = useMemo<OwnerLinks | null>(
    () =>
      available
        ? {
            ownerHref: (owner) => ownerHref(owner.id),
            domainHref,
            follow: (href) => openSearchLink(store, href),
          }
        : null,
    [available, store],
  );
  const names = useOwnerTermNames(connection, available);
  return (
    <OwnerLinksContext.Provider value={links}>
      <TermNamesContext.Provider value={names}>{children}</TermNamesContext.Provider>
    </OwnerLinksContext.Provider>
  );
}
