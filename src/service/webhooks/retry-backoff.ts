/** Attempts a delivery gets before it counts as failed: the first and five retries. */
export const MAX_ATTEMPTS = 6;

/** The longest wait between two attempts. */
const MAX_DELAY_MS = 60 * 60_000;

/**
 * When to try a delivery again after its `tried`-th attempt failed (unix ms), or null once it has
 * had `MAX_ATTEMPTS`: `firstDelayMs`, then doubling each time, at most an hour.
 */
export function nextAttemptAt(tried: number, now: number, firstDelayMs: number): number | null {
  if (tried >= MAX_ATTEMPTS) return null;
  return now + Math.min(firstDelayMs * 2 ** (tried - 1), MAX_DELAY_MS);
}
