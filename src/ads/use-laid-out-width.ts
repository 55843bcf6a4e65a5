import { startTransition, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useMountedHydrating } from '../ui/hydration';

/**
 * The width of the element `ref` holds, in CSS pixels: 0 until it is laid out. Read once as it
 * mounts, in a layout effect, so the first paint already uses it (a ResizeObserver alone reports
 * only after that paint); then kept by a ResizeObserver. Under markup the server drew, which the
 * browser has painted already, the first width renders in an interruptible render of its own: set
 * in hydration's commit, it made React render again at once, in the same task.
 */
export function useLaidOutWidth<T extends HTMLElement>(): { ref: RefObject<T | null>; width: number } {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  const hydrating = useMountedHydrating();
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(element.getBoundingClientRect().width);
    if (hydrating) startTransition(measure);
    else measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [hydrating]);
  return { ref, width };
}
