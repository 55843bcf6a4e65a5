import { startTransition, useEffect, useState } from 'react';

/** Rows a panel mounts in its first commit, and how many more in each commit after it. */
const ROWS_PER_COMMIT = 3;

/**
 * How many of `total` rows to mount: `step` at first, then `step` more in each later commit, each
 * an interruptible render of its own. A long panel then never mounts in one long task that holds
 * up the page (the ads being scrolled, a key pressed), and its first rows are usable at once.
 * With `whole`, all of them from the first render: a panel hydrating the server's markup, which
 * has every row (hydration is itself interruptible).
 */
export function useRevealedCount(total: number, step = ROWS_PER_COMMIT, whole = false): number {
  const [count, setCount] = useState(whole ? total : step);
  useEffect(() => {
    if (count < total) startTransition(() => setCount(count + step));
  }, [count, total, step]);
  return Math.min(count, total);
}
