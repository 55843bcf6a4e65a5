import { EmptyState, Group, Skeleton, Stack } from '@mantine/core';
import { IconZoomQuestion } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { Connection } from '../client/connection';
import { PLATFORM_LABELS } from '../contract/platforms';
import { adDetailQueryOptions, isAdNotFound } from './ad-detail-query';
import type { AdRef } from './ad-ref';
import { useAdActions } from './ad-actions-context';
import { AdDetailView } from './ad-detail-view';
import { RetryAlert } from '../ui/retry-alert';
import { useCapability } from '../search/capabilities-query';
import type { SimilarAdsSectionProps } from './similar/similar-ads-section';
import { lazyPart } from '../ui/lazy-part';

// Loaded once a drawer shows an ad's detail on a deployment with `similar`: never first-load code.
const LazySimilarAds = lazyPart(() => import('./similar/similar-ads-section'), 'default');

/** Props of {@link AdDetailContent}. */
export interface AdDetailContentProps {
  connection: Connection;
  ad: AdRef;
  /** The similar-ads section's state and where its ads open; shown where the deployment offers `similar`. */
  similar: Pick<SimilarAdsSectionProps, 'list' | 'onListChange' | 'onOpenAd' | 'focusAd'>;
}

function DetailSkeleton() {
  return (
    <Stack gap="sm" role="status" aria-label="Loading ad details">
      <Group gap="xs">
        <Skeleton circle height={32} />
        <Skeleton height={14} width="30%" />
      </Group>
      <Skeleton height={24} width="80%" />
      <Skeleton height={14} />
      <Skeleton height={14} width="90%" />
      <Skeleton height={260} />
      <Skeleton height={14} width="60%" />
      <Skeleton height={14} width="50%" />
    </Stack>
  );
}

/**
 * Fetches one ad's detail and shows it, or a skeleton, a not-found message, or an error with Retry;
 * below the detail, its similar ads where the deployment offers them.
 */
export function AdDetailContent({ connection, ad, similar }: AdDetailContentProps) {
  const query = useQuery(adDetailQueryOptions(connection, ad));
  const actions = useAdActions();
  const offersSimilar = useCapability(connection, 'similar');

  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) {
    if (isAdNotFound(query.error)) {
      return (
        <EmptyState
          py="xl"
          icon={<IconZoomQuestion size={32} />}
          withIndicatorBackground
          title="Ad not found"
          description={`${PLATFORM_LABELS[ad.platform]} has no ad #${ad.id}. It may have been removed.`}
        />
      );
    }
    return (
      <RetryAlert
        title="Could not load this ad"
        message={query.error.message}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <>
      {actions.renderAdActions(query.data, 'drawer')}
      <AdDetailView detail={query.data} />
      {/* After the detail, so its code and counts never hold the detail up. */}
      {offersSimilar && <LazySimilarAds connection={connection} ad={ad} {...similar} />}
    </>
  );
}
