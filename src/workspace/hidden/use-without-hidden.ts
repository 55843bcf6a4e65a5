import { useMemo } from 'react';
import { skipToken, useQuery } from '@tanstack/react-query';
import type { AdSummary } from '../../contract/ads';
import { adKeyText } from '../core/workspace-backends';
import { useActiveWorkspace } from '../core/workspace-context';
import { workspaceKey } from '../core/workspace-queries';

/**
 * The loaded ads less what this browser hides, where the browser keeps the hidden list (a service
 * with `hidden` leaves them out itself). As on the service, only hides made before the search's
 * snapshot (`lastHit`, unix seconds) count; later ones collapse their card in place instead.
 */
export function useWithoutHidden(ads: AdSummary[], lastHit: number | undefined): AdSummary[] {
  const active = useActiveWorkspace();
  const hidden = active?.workspace.hidden;
  const inBrowser = hidden?.kind === 'browser';
  const { data } = useQuery({
    queryKey: [...(active ? workspaceKey(active.connection) : ['workspace']), 'hidden', hidden?.kind] as const,
    queryFn: inBrowser ? () => hidden.list() : skipToken,
  });
  return useMemo(() => {
    if (!data || lastHit === undefined) return ads;
    const before = (hiddenAt: string) => Date.parse(hiddenAt) < lastHit * 1000;
    const ids = new Set(data.ads.filter((a) => before(a.hidden_at)).map(adKeyText));
    const owners = new Set(data.owners.filter((o) => before(o.hidden_at)).map((o) => o.id));
    if (ids.size === 0 && owners.size === 0) return ads;
    return ads.filter((ad) => !ids.has(adKeyText(ad)) && !owners.has(ad.owner.id));
  }, [ads, data, lastHit]);
}
