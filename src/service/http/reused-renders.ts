/** Renders of one page shared by the requests that ask for it while the render is fresh. */
export interface ReusedRenders<Page> {
  /**
   * The render of `key` started less than the reuse time ago, else the one `start` begins (kept
   * for the next requests), else undefined when `start` begins none. A render that yields no page
   * is not reused.
   */
  get(key: string, start: () => Promise<Page | undefined> | undefined): Promise<Page | undefined> | undefined;
}

/** Renders reused for `reuseMs` from their start; `clock` is unix ms, default the system clock. */
export function reusedRenders<Page>(reuseMs: number, clock: () => number = Date.now): ReusedRenders<Page> {
  const renders = new Map<string, { startedAt: number; page: Promise<Page | undefined> }>();
  return {
    get(key, start) {
      const now = clock();
      for (const [kept, render] of renders) if (now - render.startedAt >= reuseMs) renders.delete(kept);
      const fresh = renders.get(key);
      if (fresh) return fresh.page;
      const page = start();
      if (!page) return undefined;
      const render = { startedAt: now, page };
      renders.set(key, render);
      const forget = () => {
        if (renders.get(key) === render) renders.delete(key);
      };
      page.then((rendered) => {
        if (!rendered) forget();
      }, forget);
      return page;
    },
  };
}
