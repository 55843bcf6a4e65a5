import { lazy } from 'react';

/**
 * `FilterWidget` (one filter outside the panel, such as the toolbar's sort), loaded with the
 * widgets when first shown. Render it inside a `Suspense`.
 */
export const LazyFilterWidget = lazy(() =>
  import('./filter-widget').then((module) => ({ default: module.FilterWidget })),
);
