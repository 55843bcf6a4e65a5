/**
 * How much of this process the server renders of explorer pages may take. A render holds the
 * event loop that also answers the API, so renders get a budget of their own; a page that cannot
 * be rendered within it is sent for the browser to render. The budget is this process's: it guards
 * this process's event loop, so it is kept in memory rather than shared through the database.
 */
export interface RenderLimits {
  /** `RENDER_BUDGET_MS`: how long a page waits for its render before it is sent without it; default 1,500. */
  budgetMs: number;
  /**
   * `RENDER_CONCURRENCY`: renders running at once, default 2. A page asked for while they run is
   * sent at once without a render: renders are never queued.
   */
  concurrency: number;
  /** `RENDER_ADDRESS_LIMIT`: renders one client address may start a minute, default 30. */
  perAddressPerMinute: number;
  /**
   * How long one render of the default page (`/`) is sent to every browser asking for it, default
   * 5,000 ms. The page carries the snapshot its first page was cut at, whose later pages never
   * change, so a reused page is exact, only up to this old.
   */
  defaultPageReuseMs: number;
}

/** The limits `npm start` renders with unless the environment says otherwise. */
export const DEFAULT_RENDER_LIMITS: RenderLimits = {
  budgetMs: 1_500,
  concurrency: 2,
  perAddressPerMinute: 30,
  defaultPageReuseMs: 5_000,
};
