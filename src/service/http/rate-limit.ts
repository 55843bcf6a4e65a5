import { createMiddleware } from 'hono/factory';
import { ServiceError } from './service-error';
import type { ServiceEnv } from './service-env';

interface Window {
  startedAt: number;
  count: number;
}

/**
 * Fixed-window limit per key: `apiKey.rateLimit` requests per `windowMs` (a minute by default).
 * Over the limit answers 1009 with `Retry-After` in whole seconds until the window ends.
 * Counts live in this process; several processes each allow the full limit.
 */
export function rateLimit(windowMs = 60_000, now: () => number = Date.now) {
  const windows = new Map<number, Window>();
  return createMiddleware<ServiceEnv>(async (c, next) => {
    const { id, rateLimit: limit } = c.var.apiKey;
    const at = now();
    let window = windows.get(id);
    if (!window || at - window.startedAt >= windowMs) {
      window = { startedAt: at, count: 0 };
      windows.set(id, window);
    }
    window.count += 1;
    const remaining = Math.max(0, limit - window.count);
    c.header('X-RateLimit-Limit', String(limit));
    c.header('X-RateLimit-Remaining', String(remaining));
    if (window.count > limit) {
      const retryAfter = Math.max(1, Math.ceil((window.startedAt + windowMs - at) / 1000));
      throw new ServiceError('rate_limited', `Too many requests for this key; retry in ${retryAfter} s.`, undefined, {
        'Retry-After': String(retryAfter),
      });
    }
    await next();
  });
}
