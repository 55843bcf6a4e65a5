import { Button, Group, Loader, Stack, Title } from '@mantine/core';
import { IconCopy, IconPhotoVideo } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { Connection } from '../../client/connection';
import type { SimilarReason } from '../../contract/extensions/similar';
import type { AdRef } from '../ad-ref';
import { SimilarAdsList } from './similar-ads-list';
import { sameCreativeSummary } from './similar-labels';
import { similarAdsQueryOptions } from './similar-ads-query';

/** Props of {@link SimilarAdsSection}. */
export interface SimilarAdsSectionProps {
  connection: Connection;
  /** The ad of the drawer. */
  ad: AdRef;
  /** The list shown under the entries; null for none. */
  list: SimilarReason | null;
  onListChange: (list: SimilarReason | null) => void;
  /** Opens a listed ad in the drawer. */
  onOpenAd: (ad: AdRef) => void;
  /** The listed ad whose card takes focus when the list shows: the one the drawer came back from; default none. */
  focusAd?: AdRef;
}

/**
 * The drawer's similar ads (`similar` extension): two entries, "Same creative · N other
 * advertisers" (counted as the section shows) and "Similar copy", each opening its list below
 * them; an entry is a disclosure button, so a screen reader hears whether its list is open.
 */
export default function SimilarAdsSection({
  connection,
  ad,
  list,
  onListChange,
  onOpenAd,
  focusAd,
}: SimilarAdsSectionProps) {
  const listId = useId();
  const headingId = useId();
  // The same query as the same-creative list's: its first page is counted and cached for the list.
  const creative = useInfiniteQuery(similarAdsQueryOptions(connection, ad, 'same_creative'));
  const count = creative.data?.pages[0]?.counts.same_creative;
  const toggle = (reason: SimilarReason) => onListChange(list === reason ? null : reason);
  const entry = (reason: SimilarReason) => ({
    'aria-expanded': list === reason,
    'aria-controls': list === reason ? listId : undefined,
    variant: list === reason ? 'light' : 'default',
    onClick: () => toggle(reason),
  });
  return (
    <Stack gap="sm" mt="lg" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        Similar ads
      </Title>
      <Group gap="xs">
        <Button
          {...entry('same_creative')}
          leftSection={<IconPhotoVideo size={16} />}
          rightSection={creative.isPending ? <Loader size={12} aria-label="Counting" /> : undefined}
        >
          {count ? `Same creative · ${sameCreativeSummary(count)}` : 'Same creative'}
        </Button>
        <Button {...entry('similar_copy')} leftSection={<IconCopy size={16} />}>
          Similar copy
        </Button>
      </Group>
      {list && (
        <SimilarAdsList
          key={list}
          id={listId}
          connection={connection}
          ad={ad}
          reason={list}
          onOpenAd={onOpenAd}
          focusAd={focusAd}
        />
      )}
    </Stack>
  );
}
