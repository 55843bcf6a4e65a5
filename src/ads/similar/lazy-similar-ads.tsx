import { lazy, Suspense } from 'react';
import type { SimilarAdsSectionProps } from './similar-ads-section';

// Loaded once a drawer shows an ad's detail on a deployment with `similar`: never first-load code.
const SimilarAdsSection = lazy(() => import('./similar-ads-section'));

/** {@link SimilarAdsSection}, loaded on first use; nothing shows until its code is there. */
export function LazySimilarAds(props: SimilarAdsSectionProps) {
  return (
    <Suspense fallback={null}>
      <SimilarAdsSection {...props} />
    </Suspense>
  );
}
