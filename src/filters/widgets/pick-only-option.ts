import type { KeyboardEvent } from 'react';

/**
 * Enter in a type-ahead picks the one option its open list shows, as people expect when only one
 * matches. With an option highlighted (arrow keys), or with several or no options shown, Mantine's
 * own Enter handling stands; an option already chosen is left alone, since choosing it again would
 * clear it. Reads the list the combobox renders, so the options are exactly those on screen,
 * inline or looked up from the service.
 */
export function pickOnlyOptionOnEnter(event: KeyboardEvent<HTMLInputElement>): void {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
  const listId = event.currentTarget.getAttribute('aria-controls');
  const list = listId ? event.currentTarget.ownerDocument.getElementById(listId) : null;
  if (!list || list.querySelector('[data-combobox-selected]')) return;
  const options = list.querySelectorAll<HTMLElement>('[role="option"]:not([data-combobox-disabled])');
  const [only] = options;
  if (options.length !== 1 || !only || only.hasAttribute('data-combobox-active')) return;
  event.preventDefault();
  only.click();
}
