import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * `false` while the page is rendered on the server and while the browser hydrates that HTML,
 * `true` in every render after (and in a page the browser rendered itself). What depends on the
 * window (its width, its scroll) renders a window-free form until then, so the hydrating render
 * matches the server's HTML, and then renders again for the window it is in.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
