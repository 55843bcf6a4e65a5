import { useEffect, useLayoutEffect, useRef } from 'react';
import { triageCommandOf, type TriageCommand } from './triage-keys';

/**
 * Runs a triage command given by `key`; answers whether it did something, so the key's default
 * action (scrolling, for arrows) is kept otherwise.
 */
export type TriageHandler = (command: TriageCommand, key: string) => boolean;

/**
 * Listens for triage keys on the whole document while mounted (see `triageCommandOf` for the keys
 * that never count). A key some element already handled (its default prevented) is left alone.
 */
export function useTriageKeys(handler: TriageHandler): void {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const command = triageCommandOf(event);
      if (command && latest.current(command, event.key)) event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
