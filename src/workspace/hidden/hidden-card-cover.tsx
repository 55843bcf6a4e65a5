import type { AdSummary } from '../../contract/ads';
import type { AdWorkspace } from '../core/use-ad-workspace';
import { useWorkspaceSession } from '../core/workspace-session';
import { lazyUntilOpened } from '../../ui/lazy-until-opened';
import type { HiddenOverlayProps } from './hidden-overlay';

/** `HiddenOverlay`, loaded the first time an ad is hidden. */
const LazyHiddenOverlay = lazyUntilOpened<HiddenOverlayProps>(
  () => import('./hidden-overlay').then((module) => module.HiddenOverlay),
  (props) => props.hidden !== null,
  (props) => ({ ...props, hidden: null }),
);

/**
 * Collapses the card of an ad hidden in this page's life (itself or its advertiser): the loaded
 * pages keep their snapshot, and the hide counts from the next page 1 (DESIGN §8).
 */
export function HiddenCardCover({ actions, ad }: { actions: AdWorkspace; ad: AdSummary }) {
  // What hides this card, in one subscription: the ad itself, its advertiser, or nothing.
  const hiddenBy = useWorkspaceSession((s) =>
    s.hidden[actions.keyOf(ad)] ? 'ad' : s.hidden[actions.ownerKey(ad.owner.id)] ? 'owner' : null,
  );
  const byAd = hiddenBy === 'ad';
  const undo = () =>
    byAd
      ? actions.showAgain([{ key: actions.keyOf(ad), show: () => actions.workspace.hidden.showAd(ad) }], 'The ad was')
      : actions.showAgain(
          [{ key: actions.ownerKey(ad.owner.id), show: () => actions.workspace.hidden.showOwner(ad.owner.id) }],
          'The advertiser was',
        );
  return (
    <LazyHiddenOverlay
      hidden={byAd ? 'Ad' : hiddenBy === 'owner' ? ad.owner.name : null}
      onShowAgain={() => void undo()}
    />
  );
}
