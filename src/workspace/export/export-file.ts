import type { AdSummary } from '../../contract/ads';
import { toCsv } from './csv';
import { exportRows } from './export-rows';

/** The formats an export is written in. */
export type ExportFormat = 'csv' | 'json';

/** An export ready to save: its file name, media type and text. */
export interface ExportFile {
  name: string;
  type: string;
  text: string;
}

/**
 * The ads as a file named `{base}-{YYYY-MM-DD}.{csv|json}`: CSV with readable columns (see
 * `exportRows`), or JSON holding the ads as the service answered them.
 */
export function exportFile(
  ads: readonly AdSummary[],
  format: ExportFormat,
  base: string,
  now = new Date(),
): ExportFile {
  const name = `${base}-${now.toISOString().slice(0, 10)}.${format}`;
  return format === 'csv'
    ? { name, type: 'text/csv;charset=utf-8', text: toCsv(exportRows(ads)) }
    : { name, type: 'application/json', text: JSON.stringify(ads, null, 2) };
}
