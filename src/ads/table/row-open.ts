import type { KeyboardEvent, MouseEvent } from 'react';
import type { AdSummary } from '../../contract/ads';

/** Elements inside a row that keep their own click and key behaviour. */
const CONTROLS = 'a, button, video, input, select, textarea, label';

function fromControl(target: EventTarget, row: HTMLElement): boolean {
  const control = target instanceof Element ? target.closest(CONTROLS) : null;
  return control !== null && control !== row && row.contains(control);
}

/**
 * A row's handlers that open its ad as a card does: a click anywhere but on its controls, or
 * Enter while the row itself has focus.
 */
export function rowOpenHandlers(ad: AdSummary, onOpen: (ad: AdSummary) => void) {
  return {
    onClick(event: MouseEvent<HTMLElement>) {
      if (!fromControl(event.target, event.currentTarget)) onOpen(ad);
    },
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      if (event.key === 'Enter' && event.target === event.currentTarget) {
        event.preventDefault();
        onOpen(ad);
      }
    },
  };
}
