/** Focuses the tab's search box (an input marked `data-search-box`); false when none is rendered. */
export function focusSearchBox(): boolean {
  const box = document.querySelector<HTMLElement>('[data-search-box]:not(:disabled)');
  box?.focus();
  return box !== null;
}
