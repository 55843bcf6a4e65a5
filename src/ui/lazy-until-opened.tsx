import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A drawer-like component whose code loads only when it is first opened, so the first page load
 * does not carry it. Renders nothing until `isOpened(props)` first holds; from then on the loaded
 * component stays mounted (it animates closed and keeps its state like the eager one).
 */
export function lazyUntilOpened<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpened: (props: P) => boolean,
): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function LazyUntilOpened(props: P) {
    const [wanted, setWanted] = useState(false);
    // Adjusting state while rendering: the open render itself already mounts the loader.
    if (!wanted && isOpened(props)) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
