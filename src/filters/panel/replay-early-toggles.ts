/**
 * Carries into the filter state the boxes a user ticked in `container` before it was hydrated,
 * and returns how many. Until React hydrates a server-drawn part, a click on one of its checkboxes
 * or radios changes the page only: no handler is attached yet (or React, unable to hydrate the
 * part yet, drops the event), and hydrating keeps the input as the user left it while the filter's
 * value is unchanged. React sets each hydrated input's `defaultChecked` to the value it rendered,
 * so an input whose `checked` differs was changed by hand: each is put back and clicked again,
 * now through its handlers, as a click after hydration would be. For a radio group only the newly
 * chosen radio is clicked (the one it replaced is just put back).
 */
export function replayEarlyToggles(container: HTMLElement): number {
  const changed = [
    ...container.querySelectorAll<HTMLInputElement>('input[type="checkbox"], input[type="radio"]'),
  ].filter((input) => input.checked !== input.defaultChecked);
  for (const input of changed) input.checked = input.defaultChecked;
  for (const input of changed) if (input.type === 'checkbox' || !input.defaultChecked) input.click();
  return changed.length;
}
