import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * The width of the element `ref` holds, in CSS pixels: 0 until it is laid out. Read once as it
 * mounts, in a layout effect, so the first paint already uses it (a ResizeObserver alone reports
 * only after that paint); then kept by a ResizeObserver.
 */
export function useLaidOutWidth<T extends HTMLElement>(): { ref: RefObject<T | null>; width: number } {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(element.getBoundingClientRect().width);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
