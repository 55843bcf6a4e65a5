import { useEffect, type RefObject } from 'react';

/**
 * Moves focus to `target` each time `opened` turns true, so a keyboard or screen reader user who
 * opens a sheet lands in it (closing gives focus back where the sheet's owner says).
 */
export function useFocusOnOpen(opened: boolean, target: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (opened) target.current?.focus();
  }, [opened, target]);
}
