import { AspectRatio, Badge, DataList, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import type { AdDetail } from '../contract/ads';
import { PLATFORM_LABELS } from '../contract/platforms';
import { adLabel } from './ad-label';
import { AdMedia } from './ad-media';
import { AdMetadata } from './ad-metadata';
import { AdStats } from './ad-stats';
import classes from './ad-detail-view.module.css';
import { countryLabel, languageName } from './display-names';
import { ExternalLink } from './external-link';
import { formatDate } from './format-date';
import { formatCompact } from './format-number';
import { LandingUrl } from './landing-url';
import { MediaDownloads } from './media-downloads';
import { OwnerLine } from './owner-line';
import { UnknownFieldsList } from './unknown-fields-list';
import { unknownFields } from './unknown-fields';

// The chart library is large and only needed once a detail is open.
const HistoryChart = lazy(() => import('./history-chart').then((module) => ({ default: module.HistoryChart })));

/** Props of {@link AdDetailView}. */
export interface AdDetailViewProps {
  detail: AdDetail;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** Every field of an ad's detail record, known ones laid out, unknown ones listed generically. */
export function AdDetailView({ detail }: AdDetailViewProps) {
  const others = unknownFields(detail);
  const seen = detail.last_seen_at ? formatDate(detail.last_seen_at) : undefined;
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <OwnerLine owner={detail.owner} caption={detail.owner.category} />
          <Badge variant="light">{PLATFORM_LABELS[detail.platform]}</Badge>
        </Group>
        <Title order={2} size="h3">
          {adLabel(detail)}
        </Title>
        {detail.description && <Text className={classes.description}>{detail.description}</Text>}
      </Stack>

      {detail.media.length > 0 && (
        <SimpleGrid cols={detail.media.length >= 3 ? 3 : 2} spacing="sm">
          {detail.media.map((media) => (
            <AspectRatio key={media.id} ratio={1}>
              <AdMedia media={media} alt={adLabel(detail)} video="player" />
            </AspectRatio>
          ))}
        </SimpleGrid>
      )}
      <MediaDownloads detail={detail} />

      <DataList aria-label="Ad fields" size="sm">
        {detail.call_to_action && <Field label="Call to action">{detail.call_to_action}</Field>}
        {detail.landing_url && (
          <Field label="Landing URL">
            <LandingUrl href={detail.landing_url} />
          </Field>
        )}
        {detail.display_url && <Field label="Display URL">{detail.display_url}</Field>}
        {detail.traffic_estimate !== undefined && (
          <Field label="Traffic">{formatCompact(detail.traffic_estimate)} visits/mo</Field>
        )}
        {detail.first_seen && <Field label="First seen">{formatDate(detail.first_seen)}</Field>}
        {(seen || detail.last_seen) && (
          <Field label="Last seen">{[seen, detail.last_seen].filter(Boolean).join(' · ')}</Field>
        )}
        {detail.countries && detail.countries.length > 0 && (
          <Field label="Countries">{detail.countries.map(countryLabel).join(', ')}</Field>
        )}
        {detail.language && <Field label="Language">{languageName(detail.language)}</Field>}
        {detail.post_url && (
          <Field label="Post">
            <ExternalLink href={detail.post_url}>View on {PLATFORM_LABELS[detail.platform]}</ExternalLink>
          </Field>
        )}
      </DataList>

      {(detail.stats.length > 0 || detail.metadata.length > 0) && (
        <Section title="Performance">
          <AdStats stats={detail.stats} />
          <AdMetadata metadata={detail.metadata} />
        </Section>
      )}

      {detail.history && detail.history.length > 0 && (
        <Section title="History">
          <Suspense fallback={<Skeleton height={220} role="status" aria-label="Loading chart" />}>
            <HistoryChart history={detail.history} />
          </Suspense>
        </Section>
      )}

      {others.length > 0 && (
        <Section title="Other fields">
          <UnknownFieldsList fields={others} />
        </Section>
      )}
    </Stack>
  );
}
