import { Group, Text } from '@mantine/core';
import { IconCalendarTime, IconChartLine, IconInfoCircle, IconMapPin } from '@tabler/icons-react';
import { LazyTooltip } from './lazy-tooltip';
import type { Metadata } from '../contract/ads';
import { formatCompact, formatInteger } from './format-number';
import { viewMetadata, type MetadataView, type RegionView } from './metadata-view';
import { countryName } from './display-names';
import list from './plain-list.module.css';

/** Props of {@link AdMetadata}. */
export interface AdMetadataProps {
  metadata: Metadata[];
}

function Region({ region }: { region: RegionView }) {
  if (region.kind === 'unknown')
    return (
      <Text span size="sm">
        {region.name}
      </Text>
    );
  return (
    <LazyTooltip label={countryName(region.code)}>
      <Text span size="xs" fw={600} ff="monospace" aria-label={countryName(region.code)}>
        {region.code}
      </Text>
    </LazyTooltip>
  );
}

function Entry({ view }: { view: MetadataView }) {
  switch (view.kind) {
    case 'regions':
      return (
        <Group gap={6} wrap="nowrap">
          <IconMapPin role="img" aria-label="Region" size={16} stroke={1.6} />
          <Group gap={4}>
            {view.regions.map((region, index) => (
              <Region key={index} region={region} />
            ))}
          </Group>
        </Group>
      );
    case 'impressions':
      return (
        <LazyTooltip label={`Estimated impressions: ${formatInteger(view.value)}`}>
          <Group gap={6} wrap="nowrap">
            <IconChartLine role="img" aria-label="Estimated impressions" size={16} stroke={1.6} />
            <Text size="sm">{formatCompact(view.value)}</Text>
          </Group>
        </LazyTooltip>
      );
    case 'days-running':
      return (
        <Group gap={6} wrap="nowrap">
          <IconCalendarTime role="img" aria-label="Days running" size={16} stroke={1.6} />
          <Text size="sm">{view.text}</Text>
        </Group>
      );
    case 'other':
      return (
        <Group gap={6} wrap="nowrap">
          <IconInfoCircle role="img" aria-label={view.label} size={16} stroke={1.6} />
          <Text size="sm">{view.text}</Text>
        </Group>
      );
  }
}

/** The ad's labelled values (Region, Estimated Impression, Days Running, and any others). */
export function AdMetadata({ metadata }: AdMetadataProps) {
  if (metadata.length === 0) return null;
  return (
    <Group component="ul" gap="md" className={list.list} aria-label="Metadata">
      {metadata.map((entry, index) => (
        <li key={`${entry.tooltip}-${index}`}>
          <Entry view={viewMetadata(entry)} />
        </li>
      ))}
    </Group>
  );
}
