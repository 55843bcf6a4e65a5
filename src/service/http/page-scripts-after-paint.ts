import { createHash } from 'node:crypto';

/** The id of the inert `<template>` that holds a rendered page's script tags until its first paint. */
const TEMPLATE_ID = 'page-scripts';

/**
 * Inserts the template's script tags once the page has painted: in a task queued by the first
 * frame's animation callback, so after that frame. A page opened in a hidden tab paints no
 * frame until it is shown, so there the scripts are inserted at once.
 */
const LOADER = [
  '(function () {',
  `  var load = function () { document.head.appendChild(document.importNode(document.getElementById('${TEMPLATE_ID}').content, true)); };`,
  "  if (document.visibilityState === 'hidden') load();",
  '  else requestAnimationFrame(function () { setTimeout(load); });',
  '})();',
].join('\n');

/** The loader's SHA-256 as a CSP source. */
export const PAGE_SCRIPTS_LOADER_HASH = `'sha256-${createHash('sha256').update(LOADER).digest('base64')}'`;

/**
 * `tags` (the page's module script and its preloads) held inert in a template and inserted after
 * the first paint. A parser that meets the tags themselves asks for every script at once, while
 * the page's markup is still being styled and laid out for its first paint.
 */
export function pageScriptsAfterPaint(tags: string): string {
  return `<template id="${TEMPLATE_ID}">${tags}</template><script>${LOADER}</script>`;
}
