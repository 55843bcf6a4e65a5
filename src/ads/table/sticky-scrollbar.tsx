import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import classes from './ad-table.module.css';

/**
 * A sideways scrollbar for `scroller` that stays at the foot of the window while the table is in
 * view: the table is as tall as every loaded row, so its own scrollbar sits below the last of
 * them, out of reach. The two scroll together; it shows only while the table is wider than its
 * room. Pointer-only, as rows and their controls take keyboard focus (which scrolls them into
 * view) and a trackpad or Shift+wheel scrolls the table itself.
 */
export function StickyScrollbar({ scroller }: { scroller: RefObject<HTMLElement | null> }) {
  const bar = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ scroll: 0, client: 0 });

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const measure = () => setSize({ scroll: element.scrollWidth, client: element.clientWidth });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    // Each follows the other; setting the same position again fires no further scroll.
    const follow = () => {
      if (bar.current && bar.current.scrollLeft !== element.scrollLeft) bar.current.scrollLeft = element.scrollLeft;
    };
    element.addEventListener('scroll', follow, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', follow);
    };
  }, [scroller]);

  if (size.scroll <= size.client) return null;
  return (
    <div
      ref={bar}
      className={classes.stickyBar}
      data-sticky-scrollbar
      aria-hidden
      onScroll={(event) => {
        const element = scroller.current;
        const left = event.currentTarget.scrollLeft;
        if (element && element.scrollLeft !== left) element.scrollTo({ left });
      }}
    >
      <div style={{ width: size.scroll, height: 1 }} />
    </div>
  );
}
