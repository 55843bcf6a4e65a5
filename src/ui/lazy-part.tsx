import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

/** The props of a component type. */
export type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/** What stands in for a lazy part while its code loads: a node, or one made from the props. */
export type LazyFallback<P> = ReactNode | ((props: P) => ReactNode);

/** A lazy part: a component whose code loads on its first render, or earlier through `preload`. */
export type LazyPart<P> = ComponentType<P> & {
  /**
   * Loads the part's code now (once, however often called). A part mounted after it resolved
   * renders its content in its first render, without suspending: a server-drawn part hydrates
   * in the same pass as what encloses it rather than a round of code loading later.
   */
  preload(): Promise<void>;
};

/** How a lazy part renders once its code is there. */
export interface LazyPartOptions {
  /**
   * Render the part in place of its Suspense boundary when it mounts preloaded. React hydrates a
   * server-drawn boundary last, at its lowest priority, after the commit of what encloses it and
   * whatever that commit starts; without one the part hydrates with its parent. Only for a part
   * that the server and the page's entry both preload before rendering (the first screen's), so
   * both draw it the same way. @default false
   */
  inlineOncePreloaded?: boolean;
}

/**
 * The export `name` of the module `load` imports, as a component whose code loads on its first
 * render, so the first page load does not carry it (`load` must be a dynamic `import()`). Until the
 * code is there it renders `fallback` (default nothing). Calling it again later costs nothing: the
 * module loads once.
 */
export function lazyPart<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  fallback: LazyFallback<PropsOf<M[K]>> = null,
  { inlineOncePreloaded = false }: LazyPartOptions = {},
): LazyPart<PropsOf<M[K]>> {
  type P = PropsOf<M[K]>;
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const loadPart = () => (loading ??= load().then((module) => (loaded = module[name] as ComponentType<P>)));
  const Loaded = lazy(async () => ({ default: await loadPart() }));
  function LazyPart(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded type, or dropping the
    // boundary, would remount the part and lose its state. The wrapper adds no markup.
    const [{ Part, inline }] = useState(() => ({
      Part: loaded ?? Loaded,
      inline: inlineOncePreloaded && loaded !== undefined,
    }));
    const part = <Part {...(props as P & object)} />;
    if (inline) return part;
    return <Suspense fallback={typeof fallback === 'function' ? fallback(props) : fallback}>{part}</Suspense>;
  }
  LazyPart.preload = () => loadPart().then(() => undefined);
  return LazyPart;
}
