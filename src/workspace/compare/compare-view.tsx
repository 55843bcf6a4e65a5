import { AspectRatio, Badge, Button, Modal, ScrollArea, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { adDetailQueryOptions } from '../../ads/ad-detail-query';
import { adLabel } from '../../ads/ad-label';
import { AdMedia } from '../../ads/ad-media';
import { OwnerLine } from '../../ads/owner-line';
import type { Connection } from '../../client/connection';
import type { AdDetail } from '../../contract/ads';
import { PLATFORM_LABELS } from '../../contract/platforms';
import type { ComparedAd } from '../../search/compare-selection';
import { compareFacts } from './compare-facts';
import { mergeHistories } from './merge-histories';

// The chart library is large and only needed once a comparison is open.
const CompareHistoryChart = lazy(() =>
  import('./compare-history-chart').then((module) => ({ default: module.CompareHistoryChart })),
);

/** Props of {@link CompareView}. */
export interface CompareViewProps {
  connection: Connection;
  /** The ads to compare, in the order they were picked. */
  picks: readonly ComparedAd[];
  opened: boolean;
  onClose(): void;
  onRemove(pick: ComparedAd): void;
}

/**
 * The picked ads side by side, one column each: media, advertiser, counters with their words, days
 * running, countries, first and last seen; below, their daily impressions in one chart.
 */
export function CompareView({ connection, picks, opened, onClose, onRemove }: CompareViewProps) {
  const queries = useQueries({
    queries: opened ? picks.map((pick) => adDetailQueryOptions(connection, pick)) : [],
  });
  const details = queries.flatMap((query) => (query.data ? [query.data] : []));
  const allLoaded = details.length === picks.length;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Compare ads"
      closeButtonProps={{ 'aria-label': 'Close compare ads' }}
      fullScreen
    >
      {picks.length < 2 ? (
        <Text>Pick two to four ads to compare: focus a card and press x.</Text>
      ) : (
        <Stack gap="lg">
          <ScrollArea>
            <Table aria-label="Compared ads" layout="fixed" miw={picks.length * 220} withColumnBorders>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={130}>
                    <Text size="sm" c="dimmed">
                      {picks.length} ads
                    </Text>
                  </Table.Th>
                  {picks.map((pick, index) => (
                    <Table.Th key={`${pick.platform}:${pick.id}`} scope="col">
                      <AdHeading detail={queries[index]?.data} pick={pick} onRemove={() => onRemove(pick)} />
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                <Table.Tr>
                  <Table.Th scope="row">Media</Table.Th>
                  {picks.map((pick, index) => (
                    <Table.Td key={`${pick.platform}:${pick.id}`}>
                      <MediaCell detail={queries[index]?.data} failed={queries[index]?.isError ?? false} />
                    </Table.Td>
                  ))}
                </Table.Tr>
                {allLoaded &&
                  compareFacts(details).map((fact) => (
                    <Table.Tr key={fact.label}>
                      <Table.Th scope="row">{fact.label}</Table.Th>
                      {fact.values.map((value, index) => (
                        <Table.Td key={index}>{value}</Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
          {allLoaded && <Histories details={details} />}
        </Stack>
      )}
    </Modal>
  );
}

function AdHeading({ detail, pick, onRemove }: { detail?: AdDetail; pick: ComparedAd; onRemove(): void }) {
  const name = detail ? adLabel(detail) : `Ad ${pick.id}`;
  return (
    <Stack gap={4} align="flex-start">
      <Badge variant="light" size="sm">
        {PLATFORM_LABELS[pick.platform]}
      </Badge>
      <Text fw={600} size="sm" lineClamp={2}>
        {name}
      </Text>
      {detail && <OwnerLine owner={detail.owner} />}
      <Button variant="subtle" size="compact-xs" onClick={onRemove} aria-label={`Remove ${name} from compare`}>
        Remove
      </Button>
    </Stack>
  );
}

function MediaCell({ detail, failed }: { detail?: AdDetail; failed: boolean }) {
  if (failed) return <Text size="sm">Could not load this ad.</Text>;
  if (!detail) return <Skeleton h={160} role="status" aria-label="Loading ad" />;
  return (
    <AspectRatio ratio={1} maw={220}>
      <AdMedia media={detail.media[0]} alt={adLabel(detail)} />
    </AspectRatio>
  );
}

function Histories({ details }: { details: AdDetail[] }) {
  const keys = details.map((_, index) => `ad${index}`);
  const series = details.map((detail, index) => ({ name: keys[index] ?? '', label: adLabel(detail) }));
  const days = mergeHistories(
    details.map((detail) => detail.history ?? []),
    keys,
  );
  if (days.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-label="Daily impressions">
      <Title order={3} size="h5">
        Daily impressions
      </Title>
      <Suspense fallback={<Skeleton height={260} role="status" aria-label="Loading chart" />}>
        <CompareHistoryChart days={days} series={series} />
      </Suspense>
    </Stack>
  );
}
