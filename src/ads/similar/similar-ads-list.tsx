import { Badge, Button, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import type { Connection } from '../../client/connection';
import type { AdSummary } from '../../contract/ads';
import type { SimilarReason } from '../../contract/extensions/similar';
import { RetryAlert } from '../../ui/retry-alert';
import { AdCard } from '../ad-card';
import type { AdRef } from '../ad-ref';
import classes from './similar-ads-list.module.css';
import { listSummary, REASON_LABELS, scoreLabel } from './similar-labels';
import { similarAdsQueryOptions } from './similar-ads-query';

/** Props of {@link SimilarAdsList}. */
export interface SimilarAdsListProps {
  /** The element id the entry that opens the list points at (`aria-controls`). */
  id: string;
  connection: Connection;
  /** The ad whose similar ads these are. */
  ad: AdRef;
  reason: SimilarReason;
  /** Opens a listed ad in the drawer (click or Enter on its card). */
  onOpenAd: (ad: AdRef) => void;
  /** A listed ad whose card takes focus once shown: the one the drawer came back from; default none. */
  focusAd?: AdRef;
}

const cardKey = (ad: AdRef) => `${ad.platform}:${ad.id}`;

/**
 * One reason's similar ads as cards like the search results', each under its reason and how
 * alike its copy is, 18 at a time with Show more, all from the snapshot of the first page.
 */
export function SimilarAdsList({ id, connection, ad, reason, onOpenAd, focusAd }: SimilarAdsListProps) {
  const query = useInfiniteQuery(similarAdsQueryOptions(connection, ad, reason));
  const items = useMemo(() => query.data?.pages.flatMap((page) => page.ads) ?? [], [query.data]);
  const count = query.data?.pages[0]?.counts[reason];
  const list = useRef<HTMLDivElement>(null);
  const focused = useRef(false);
  useEffect(() => {
    if (focused.current || !focusAd || items.length === 0) return;
    focused.current = true;
    list.current?.querySelector<HTMLElement>(`[data-ad="${cardKey(focusAd)}"] article`)?.focus();
  }, [focusAd, items.length]);
  const open = (summary: AdSummary) => onOpenAd({ platform: summary.platform, id: summary.id });

  if (query.isPending) {
    return (
      <SimpleGrid id={id} cols={{ base: 1, xs: 2 }} role="status" aria-label={`Loading ${REASON_LABELS[reason]}`}>
        <Skeleton height={280} />
        <Skeleton height={280} />
      </SimpleGrid>
    );
  }
  if (query.isError && items.length === 0) {
    return (
      <div id={id}>
        <RetryAlert
          title="Could not load similar ads"
          message={query.error.message}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }
  return (
    <Stack id={id} gap="sm" ref={list}>
      {count && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {listSummary(reason, count)}
        </Text>
      )}
      {items.length === 0 ? (
        <Text size="sm">
          {reason === 'same_creative' ? 'No other ad runs this creative.' : 'No other ad says nearly the same.'}
        </Text>
      ) : (
        <SimpleGrid
          component="ul"
          cols={{ base: 1, xs: 2 }}
          className={classes.list}
          aria-label={REASON_LABELS[reason]}
        >
          {items.map((similar) => (
            <li key={cardKey(similar.ad)} data-ad={cardKey(similar.ad)}>
              {/* The group's name is heard on entering the card, which names only the ad. */}
              <div
                role="group"
                aria-label={`${REASON_LABELS[similar.reason]}, copy ${scoreLabel(similar.score)}`}
                className={classes.item}
              >
                <Group gap="xs">
                  <Badge variant="light" color={similar.reason === 'same_creative' ? 'grape' : 'blue'}>
                    {REASON_LABELS[similar.reason]}
                  </Badge>
                  <Text span size="xs" c="dimmed">
                    Copy {scoreLabel(similar.score)}
                  </Text>
                </Group>
                <AdCard ad={similar.ad} onOpen={open} showPlatform />
              </div>
            </li>
          ))}
        </SimpleGrid>
      )}
      {query.isFetchNextPageError && (
        <RetryAlert
          title="Could not load more"
          message={query.error?.message ?? ''}
          retrying={query.isFetching}
          onRetry={() => void query.fetchNextPage()}
        />
      )}
      {query.hasNextPage && !query.isFetchNextPageError && (
        <Button variant="default" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          Show more
        </Button>
      )}
    </Stack>
  );
}
