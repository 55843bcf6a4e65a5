import { lazy, Suspense } from 'react';
import type { AdTableProps } from './ad-table';

const AdTable = lazy(() => import('./ad-table').then((module) => ({ default: module.AdTable })));

/**
 * The results table, its code (and styles) loaded the first time the table is shown: a page
 * showing the grid never carries it. Until it is there, the room stays empty and says it loads.
 */
export function AdTableSlot(props: AdTableProps) {
  return (
    <Suspense fallback={<div role="status" aria-label="Loading the table" style={{ minHeight: '50vh' }} />}>
      <AdTable {...props} />
    </Suspense>
  );
}
