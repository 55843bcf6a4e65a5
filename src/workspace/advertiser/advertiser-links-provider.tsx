import { useMemo, type ReactNode } from 'react';
import { OwnerLinksContext, type OwnerLinks } from '../../ads/owner-links';
import type { Connection } from '../../client/connection';
import { useCapability } from '../../search/capabilities-query';
import { openSearchLink } from '../../search/open-search-link';
import { useSearchStoreApi } from '../../search/search-store-context';
import { domainHref, ownerHref } from './advertiser-link';

/**
 * Makes advertiser names and display domains link to their pages where the deployment offers
 * the `owners` extension; elsewhere they stay plain text.
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
  return <OwnerLinksContext.Provider value={links}>{children}</OwnerLinksContext.Provider>;
}
