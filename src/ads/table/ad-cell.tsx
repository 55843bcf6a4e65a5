import type { AdSummary } from '../../contract/ads';
import { adLabel } from '../ad-label';
import { AdMedia } from '../ad-media';
import { countryName } from '../display-names';
import { countriesOf } from './ad-row-values';
import classes from './ad-table.module.css';
import { cellText } from './cell-text';
import type { ColumnId } from './table-columns';

/** One column's value for `ad`: its text, or the first media item as a thumbnail. */
export function AdCell({ column, ad, thumbClass }: { column: ColumnId; ad: AdSummary; thumbClass?: string }) {
  if (column === 'media') {
    return (
      <div className={thumbClass}>
        <AdMedia media={ad.media[0]} alt={adLabel(ad)} />
      </div>
    );
  }
  const text = cellText(column, ad);
  if (column === 'countries') {
    const names = countriesOf(ad).map(countryName).join(', ');
    return <span title={names || undefined}>{text}</span>;
  }
  if (column === 'title' || column === 'advertiser') return <span className={classes.clamp}>{text}</span>;
  return <>{text}</>;
}
