import { Group, Text } from '@mantine/core';
import { LazyTooltip } from './lazy-tooltip';
import type { Stat } from '../contract/ads';
import { formatCompact, formatInteger } from './format-number';
import { statIcon } from './stat-icons';
import list from './plain-list.module.css';

/** Props of {@link AdStats}. */
export interface AdStatsProps {
  stats: Stat[];
}

/** The ad's counters as icon + compact number; the icon is labelled with the stat's name. */
export function AdStats({ stats }: AdStatsProps) {
  if (stats.length === 0) return null;
  return (
    <Group component="ul" gap="sm" className={list.list} aria-label="Stats">
      {stats.map((stat) => {
        const Icon = statIcon(stat.tooltip);
        return (
          <LazyTooltip key={stat.tooltip} label={`${stat.tooltip}: ${formatInteger(stat.value)}`}>
            <Group component="li" gap={4} wrap="nowrap">
              <Icon role="img" aria-label={stat.tooltip} size={16} stroke={1.6} />
              <Text size="sm">{formatCompact(stat.value)}</Text>
            </Group>
          </LazyTooltip>
        );
      })}
    </Group>
  );
}
