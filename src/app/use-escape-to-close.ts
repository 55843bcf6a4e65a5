import { useEffect } from 'react';

/**
 * While `opened`, Escape anywhere on the page calls `close` — unless the key belongs to an open
 * popup inside (a combobox whose list is expanded closes that list first).
 */
export function useEscapeToClose(opened: boolean, close: () => void) {
  useEffect(() => {
    if (!opened) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (event.target instanceof Element && event.target.closest('[aria-haspopup][aria-expanded="true"]')) return;
      close();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [opened, close]);
}
