import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/** The props of a component type. */
export type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/** What stands in for a lazy part while its code loads: a node, or one made from the part's props. */
export type LazyFallback<P> = ReactNode | ((props: P) => ReactNode);

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
): ComponentType<PropsOf<M[K]>> {
  type P = PropsOf<M[K]>;
  const Loaded = lazy(async () => ({ default: (await load())[name] as ComponentType<P> }));
  return function LazyPart(props: P) {
    return (
      <Suspense fallback={typeof fallback === 'function' ? fallback(props) : fallback}>
        <Loaded {...(props as P & object)} />
      </Suspense>
    );
  };
}
