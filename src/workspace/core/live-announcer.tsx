import { VisuallyHidden } from '@mantine/core';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

/** Says `message` to screen readers, politely (after what they are reading). */
export type Announce = (message: string) => void;

const AnnounceContext = createContext<Announce>(() => {});

/**
 * Provides {@link useAnnounce} and renders its polite live region. The same message said twice in
 * a row is still read twice: the region is emptied first, then filled on the next frame.
 */
export function LiveAnnouncer({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState('');
  const frame = useRef(0);
  const announce = useCallback<Announce>((next) => {
    cancelAnimationFrame(frame.current);
    setMessage('');
    frame.current = requestAnimationFrame(() => setMessage(next));
  }, []);
  const value = useMemo(() => announce, [announce]);
  return (
    <AnnounceContext.Provider value={value}>
      {children}
      <VisuallyHidden role="status" aria-live="polite" data-testid="announcer">
        {message}
      </VisuallyHidden>
    </AnnounceContext.Provider>
  );
}

/** The nearest {@link LiveAnnouncer}'s announce; says nothing outside one. */
export function useAnnounce(): Announce {
  return useContext(AnnounceContext);
}
