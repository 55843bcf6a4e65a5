import { LazyTooltip } from '../ui/lazy-tooltip';
import type { Stat } from '../contract/ads';
import { formatCompact, formatInteger } from './format-number';
import { statIcon } from './stat-icons';
import { MaskIcon, MaskSheetStyle } from '../ui/mask-icon';
import list from './plain-list.module.css';
import { CARD_ICONS } from './card-icons';

/** Props of {@link AdStats}. */
export interface AdStatsProps {
  stats: Stat[];
}

/** The ad's counters as icon + compact number; the icon is labelled with the stat's name. */
export function AdStats({ stats }: AdStatsProps) {
  if (stats.length === 0) return null;
  return (
    <ul className={list.stats} aria-label="Stats">
      <MaskSheetStyle image={CARD_ICONS.views} />
      {stats.map((stat) => (
        <LazyTooltip key={stat.tooltip} label={`${stat.tooltip}: ${formatInteger(stat.value)}`}>
          <li className={list.item}>
            <MaskIcon image={statIcon(stat.tooltip)} label={stat.tooltip} size={16} />
            {formatCompact(stat.value)}
          </li>
        </LazyTooltip>
      ))}
    </ul>
  );
}
