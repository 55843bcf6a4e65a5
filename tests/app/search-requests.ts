import { vi } from 'vitest';

/** One search the explorer sent: the path it went to and its JSON body. */
export interface SentSearch {
  path: string;
  body: Record<string, unknown>;
}

/**
 * Watches the searches the page sends to the real service: every request still goes through
 * unchanged; search POSTs are also recorded. Call `restore()` in `afterEach`.
 */
export function recordSearches() {
  const sent: SentSearch[] = [];
  const realFetch = globalThis.fetch;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (/\/ads\/([^/]+\/)?search$/.test(url.pathname) && typeof init?.body === 'string') {
      sent.push({ path: url.pathname, body: JSON.parse(init.body) as Record<string, unknown> });
    }
    return realFetch(input, init);
  });
  return { sent, restore: () => spy.mockRestore() };
}
