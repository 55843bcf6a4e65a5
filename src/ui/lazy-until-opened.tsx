import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';

/** Calls `onMount` once its Suspense boundary has committed, with the loaded component beside it. */
function MountSignal({ onMount }: { onMount(): void }) {
  useEffect(onMount, [onMount]);
  return null;
}

/**
 * A drawer-like component whose code loads only when it is first opened, so the first page load
 * does not carry it. Renders `placeholder(props)` (default nothing) until `isOpened(props)` first
 * holds and the loaded component has mounted: a menu's placeholder is its button. The loaded component
 * mounts closed (`closed(props)`) and opens a render later, as it would have eagerly: a modal
 * sees itself open, so it notes the element focused before and returns focus there on close.
 * From then on it stays mounted (it animates closed and keeps its state like the eager one).
 */
export function lazyUntilOpened<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpened: (props: P) => boolean,
  closed: (props: P) => P,
  placeholder: (props: P) => ReactNode = () => null,
): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function LazyUntilOpened(props: P) {
    const [wanted, setWanted] = useState(false);
    const [mounted, setMounted] = useState(false);
    // Adjusting state while rendering: the open render itself already mounts the loader.
    if (!wanted && isOpened(props)) setWanted(true);
    if (!wanted) return placeholder(props);
    return (
      <Suspense fallback={placeholder(props)}>
        <Loaded {...(mounted ? props : closed(props))} />
        {!mounted && <MountSignal onMount={() => setMounted(true)} />}
      </Suspense>
    );
  };
}

/** {@link lazyUntilOpened} for a part its `opened` prop opens (a modal, a drawer): it mounts with `opened` false. */
export function lazyDialog<P extends { opened: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazyUntilOpened<P>(
    load,
    (props) => props.opened,
    (props) => ({ ...props, opened: false }),
  );
}
