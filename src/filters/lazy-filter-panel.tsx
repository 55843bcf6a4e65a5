import { lazy } from 'react';

/**
 * `FilterPanel`, with every widget and the Mantine inputs under them, loaded when a panel is
 * first shown (the catalogue has answered): the first ads do not wait for it. Render it inside
 * a `Suspense` whose fallback stands in for the panel.
 */
export const LazyFilterPanel = lazy(() => import('./FilterPanel').then((module) => ({ default: module.FilterPanel })));
