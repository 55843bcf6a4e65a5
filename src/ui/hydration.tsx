import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

/** Whether the tree has hydrated (or never had to); outside a `Hydration`, it has. */
const HydratedContext = createContext(true);

/** Props of `Hydration`. */
export interface HydrationProps {
  /** The tree renders markup the server drew: on the server, and hydrating it in the browser. */
  fromServer: boolean;
  children: ReactNode;
}

/**
 * Tells its tree whether it has hydrated (`useHydrated`). A tree from the server has not, on the
 * server and while the browser hydrates it; once hydration's effects have run, it has, in an
 * interruptible render. (A store read with `useSyncExternalStore` changed with React's synchronous
 * priority instead, which drew every update the effects of hydration had queued into one task.)
 */
export function Hydration({ fromServer, children }: HydrationProps) {
  const [hydrated, setHydrated] = useState(!fromServer);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}

/**
 * `false` while the page is rendered on the server and while the browser hydrates that HTML,
 * `true` in the renders after (and in a page the browser rendered itself). What depends on the
 * window (its width, its scroll) renders a window-free form until then, so the hydrating render
 * matches the server's HTML, and then renders again for the window it is in.
 */
export const useHydrated = () => useContext(HydratedContext);

/**
 * Whether the calling component mounted in the server's render or in hydration of its markup,
 * which the browser has painted already; fixed for the component's life.
 */
export function useMountedHydrating(): boolean {
  const hydrated = useHydrated();
  const [hydrating] = useState(!hydrated);
  return hydrating;
}
