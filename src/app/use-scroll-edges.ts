import { useEffect, useState, type RefObject } from 'react';

/** Which ways an element scrolls sideways from where it is now. */
export interface ScrollEdges {
  /** Content lies to the left, out of view. */
  left: boolean;
  /** Content lies to the right, out of view. */
  right: boolean;
}

export const NO_EDGES: ScrollEdges = { left: false, right: false };

/**
 * Whether `ref`'s element has content out of view on either side, kept current as it scrolls and
 * as it or its children change size (a tab widened by its count).
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState(NO_EDGES);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const left = element.scrollLeft > 1;
      const right = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setEdges((previous) => (previous.left === left && previous.right === right ? previous : { left, right }));
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => {
      element.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, [ref]);
  return edges;
}
