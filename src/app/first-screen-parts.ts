import { LazyFilterPanel } from './filter-sidebar';
import { LazyFilterWidget } from './results-toolbar';

/**
 * Loads the code of the lazy parts a server-drawn first screen shows: the filter panel, its date
 * fields (every ad platform has them) and the sort's widget. The server awaits it before
 * rendering a page and the page's entry before hydrating it (the service sends their chunks
 * beside the page's scripts, see `src/service/http/first-screen-parts.ts`), so both draw these
 * parts in place, without a Suspense boundary (`inlineOncePreloaded`): they hydrate in the
 * page's own pass, and the panel answers a click as soon as the page does.
 */
export function preloadFirstScreenParts(): Promise<unknown> {
  return Promise.all([
    LazyFilterPanel.preload(),
    // Its date fields' lazy parts come with the panel's widgets, not with the page's entry.
    import('../filters/widgets/lazy-date-widgets').then(({ LazyDateSingle, LazyDateMulti }) =>
      Promise.all([LazyDateSingle.preload(), LazyDateMulti.preload()]),
    ),
    LazyFilterWidget.preload(),
  ]);
}
