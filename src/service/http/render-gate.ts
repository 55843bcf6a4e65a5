import type { RenderLimits } from './render-limits';

/** The window `perAddressPerMinute` counts renders in. */
const ADDRESS_WINDOW_MS = 60_000;

/** Admits server renders within a concurrency cap and a per-address limit, without queueing. */
export interface RenderGate {
  /**
   * A slot for one render asked for by `address`, or undefined when the renders running fill the
   * cap or the address has used its renders this minute. The caller releases the slot once its
   * render has settled, however long after its page was sent.
   */
  admit(address: string): { release(): void } | undefined;
}

/** A gate over `limits`; `clock` (unix ms, default the system clock) times the address windows. */
export function createRenderGate(
  limits: Pick<RenderLimits, 'concurrency' | 'perAddressPerMinute'>,
  clock: () => number = Date.now,
): RenderGate {
  let running = 0;
  const windows = new Map<string, { startedAt: number; renders: number }>();
  const forgetEnded = (now: number) => {
    for (const [address, window] of windows) if (now - window.startedAt >= ADDRESS_WINDOW_MS) windows.delete(address);
  };
  return {
    admit(address) {
      if (running >= limits.concurrency) return undefined;
      const now = clock();
      forgetEnded(now);
      const window = windows.get(address) ?? { startedAt: now, renders: 0 };
      if (window.renders >= limits.perAddressPerMinute) return undefined;
      window.renders += 1;
      windows.set(address, window);
      running += 1;
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          running -= 1;
        },
      };
    },
  };
}
