import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';

/**
 * The markup of `element` once every Suspense boundary in it has finished: a lazy part this
 * process has not loaded yet is loaded and rendered, not left out. (`renderToString` sends such a
 * boundary's fallback marked for the browser to render again, which the browser reports as React
 * error #419 and pays for with a second render.) A part that fails to render rejects the whole
 * markup, so no page goes out with a boundary left to the browser.
 */
export async function finishedMarkup(element: ReactNode): Promise<string> {
  const failures: unknown[] = [];
  // No boundary is split out of its place to be moved in by an inline script (React does so with
  // large ones past `progressiveChunkSize`): the page's CSP runs no inline script.
  const { prelude } = await prerender(element, {
    onError: (error) => void failures.push(error),
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const markup = await new Response(prelude).text();
  if (failures.length > 0) throw failures[0];
  return markup;
}
