import { Table, VisuallyHidden } from '@mantine/core';
import type { Histogram } from '../../contract/extensions/histogram';
import { formatInteger } from '../format-number';
import { bucketName } from './bucket-range';

/** Props of {@link HistogramTable}. */
export interface HistogramTableProps {
  histogram: Histogram;
  caption: string;
}

/** The chart's counts as a table only screen readers see: one row per bar, empty ones left out. */
export function HistogramTable({ histogram, caption }: HistogramTableProps) {
  return (
    <VisuallyHidden>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Period</th>
            <th scope="col">Ads</th>
          </tr>
        </thead>
        <tbody>
          {histogram.buckets
            .filter((bucket) => bucket.count > 0)
            .map((bucket) => (
              <tr key={bucket.start} data-start={bucket.start}>
                <th scope="row">{bucketName(bucket.start, histogram.interval)}</th>
                <td>{formatInteger(bucket.count)}</td>
              </tr>
            ))}
        </tbody>
      </Table>
    </VisuallyHidden>
  );
}
