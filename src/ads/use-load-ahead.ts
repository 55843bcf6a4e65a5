import { useEffect, useLayoutEffect, useRef } from 'react';

/** Load the next page while the end is within this many viewport heights below the viewport. */
const SCREENS_AHEAD = 2;

/**
 * Calls `onLoadMore` whenever loading is allowed and the end of the list (`endOf()`, in document
 * pixels) is within two screens below the window's viewport. It checks on the frame after
 * `canLoad` turns true and again on every scroll and resize (once per frame), so a page that lands
 * while the end is still near is followed by the next one, and no call depends on how far a single
 * scroll step went.
 */
export function useLoadAhead(canLoad: boolean, endOf: () => number, onLoadMore: () => void): void {
  const latest = useRef({ endOf, onLoadMore });
  useLayoutEffect(() => {
    latest.current = { endOf, onLoadMore };
  });

  useEffect(() => {
    if (!canLoad) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const viewport = window.innerHeight;
      const remaining = latest.current.endOf() - (window.scrollY + viewport);
      if (remaining <= SCREENS_AHEAD * viewport) latest.current.onLoadMore();
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(check);
    };
    // Not at once: the grid that mounts with its first page settles its width and its offset in
    // layout effects that render it again, and a check now would measure the list before that.
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [canLoad]);
}
