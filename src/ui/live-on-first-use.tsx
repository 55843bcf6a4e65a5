import { useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { flushSync } from 'react-dom';
import { useOnServer } from './on-server';
import { useMountedHydrating } from './hydration';

/** The server's markup, left in place: React sets no children of its own where this is the inner HTML. */
const AS_DRAWN = { __html: '' };
/** The wrapper takes no box of its own: the field lays out as it would without it. */
const NO_BOX = { display: 'contents' } as const;
/** Where the focus goes in the mounted field when the one it was in had no id there. */
const FIELD_CONTROL = '[role="combobox"], button[aria-haspopup]';

/**
 * A dropdown field the server drew stays the server's markup, untouched, until it is first pointed
 * at, focused or clicked, or until what it shows changes (the element rendering it renders again);
 * then `children` mount in its place, synchronously, with the focus where it was. A Mantine select
 * or date input mounts a popover whose positioning sets React state from its refs: hydrated with
 * the page, the filter panel's and the toolbar's rendered again at once, in the task of
 * hydration's commit, and with them every passive effect of the page. A field mounted after
 * hydration renders `children` at once.
 */
export function LiveOnFirstUse({ children }: { children: ReactNode }) {
  const onServer = useOnServer();
  const hydrating = useMountedHydrating();
  // The element the field was hydrated with; any later one may show something else.
  const [drawn] = useState(() => (onServer || !hydrating ? undefined : children));
  const [used, setUsed] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const asDrawn = !used && drawn !== undefined && drawn === children;
  if (!asDrawn) {
    return (
      <div ref={ref} style={NO_BOX} data-drawn={onServer || undefined}>
        {children}
      </div>
    );
  }

  const use = (event: SyntheticEvent) => {
    const focused = event.type === 'focus' && event.target instanceof HTMLElement ? event.target : undefined;
    flushSync(() => setUsed(true));
    if (!focused) return;
    const field = ref.current;
    const same = focused.id ? field?.querySelector<HTMLElement>(`[id="${CSS.escape(focused.id)}"]`) : null;
    (same ?? field?.querySelector<HTMLElement>(FIELD_CONTROL))?.focus();
  };
  return (
    <div
      ref={ref}
      style={NO_BOX}
      data-drawn
      onPointerEnter={use}
      onFocus={use}
      onClick={use}
      dangerouslySetInnerHTML={AS_DRAWN}
      suppressHydrationWarning
    />
  );
}
