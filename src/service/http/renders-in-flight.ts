/**
 * The server renders still running. A render can outlive the request that began it (a page sent
 * without its render once the budget was spent, the render made as the service starts), and its
 * requests are answered in this process: a shutdown waits for them before it closes the database.
 */
export interface RendersInFlight {
  /** Adds a render; it leaves once it has settled, however it ends. */
  add(render: Promise<unknown>): void;
  /** How many renders are running. */
  count(): number;
  /** Resolves once every render added so far, and every one added meanwhile, has settled. */
  settled(): Promise<void>;
}

/** A process's renders in flight, none yet. */
export function rendersInFlight(): RendersInFlight {
  const running = new Set<Promise<void>>();
  const ignore = () => {};
  return {
    add(render) {
      const settled = render.then(ignore, ignore).finally(() => running.delete(settled));
      running.add(settled);
    },
    count: () => running.size,
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
