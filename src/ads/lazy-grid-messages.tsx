import { lazy, Suspense } from 'react';
import type { NoResultsActions } from './no-results';
import type { UnreadableAd } from '../contract/ads';

const NoResults = lazy(() => import('./no-results').then((module) => ({ default: module.NoResults })));
const UnreadableAds = lazy(() => import('./unreadable-ads').then((module) => ({ default: module.UnreadableAds })));

/** `NoResults`, loaded the first time a search matches nothing: a page of results does not carry it. */
export function LazyNoResults({ actions }: { actions?: NoResultsActions }) {
  return (
    <Suspense fallback={null}>
      <NoResults actions={actions} />
    </Suspense>
  );
}

/** `UnreadableAds`, loaded the first time the service sends an ad this explorer cannot read. */
export function LazyUnreadableAds({ ads }: { ads: readonly UnreadableAd[] }) {
  return (
    <Suspense fallback={null}>
      <UnreadableAds ads={ads} />
    </Suspense>
  );
}
