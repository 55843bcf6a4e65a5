import { LazyTooltip } from '../ui/lazy-tooltip';
import type { Metadata } from '../contract/ads';
import { formatCompact, formatInteger } from './format-number';
import { viewMetadata, type MetadataView, type RegionView } from './metadata-view';
import { countryName } from './display-names';
import list from './plain-list.module.css';
import { MaskIcon, MaskSheetStyle } from '../ui/mask-icon';
import { CARD_ICONS } from './card-icons';

/** Props of {@link AdMetadata}. */
export interface AdMetadataProps {
  metadata: Metadata[];
}

function Region({ region }: { region: RegionView }) {
  if (region.kind === 'unknown') return <span>{region.name}</span>;
  return (
    <LazyTooltip label={countryName(region.code)}>
      <span className={list.regionCode} aria-label={countryName(region.code)}>
        {region.code}
      </span>
    </LazyTooltip>
  );
}

/** One item of the list. */
function Entry({ view }: { view: MetadataView }) {
  switch (view.kind) {
    case 'regions':
      return (
        <li className={list.entry}>
          <MaskIcon image={CARD_ICONS.region} label="Region" size={16} />
          {view.regions.map((region, index) => (
            <Region key={index} region={region} />
          ))}
        </li>
      );
    case 'impressions':
      return (
        <LazyTooltip label={`Estimated impressions: ${formatInteger(view.value)}`}>
          <li className={list.entry}>
            <MaskIcon image={CARD_ICONS.impressions} label="Estimated impressions" size={16} />
            {formatCompact(view.value)}
          </li>
        </LazyTooltip>
      );
    case 'days-running':
      return (
        <li className={list.entry}>
          <MaskIcon image={CARD_ICONS.daysRunning} label="Days running" size={16} />
          {view.text}
        </li>
      );
    case 'other':
      return (
        <li className={list.entry}>
          <MaskIcon image={CARD_ICONS.other} label={view.label} size={16} />
          {view.text}
        </li>
      );
  }
}

/** The ad's labelled values (Region, Estimated Impression, Days Running, and any others). */
export function AdMetadata({ metadata }: AdMetadataProps) {
  if (metadata.length === 0) return null;
  return (
    <ul className={list.metadata} aria-label="Metadata">
      <MaskSheetStyle image={CARD_ICONS.region} />
      {metadata.map((entry, index) => (
        <Entry key={`${entry.tooltip}-${index}`} view={viewMetadata(entry)} />
      ))}
    </ul>
  );
}
