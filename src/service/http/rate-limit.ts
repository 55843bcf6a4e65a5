import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { createMiddleware } from 'hono/factory';
import type { RateCounter } from '../ads-store';
import { ServiceError } from './service-error';
import type { ServiceEnv } from './service-env';

/** Requests a minute one client address may send with a missing or unknown key. */
export const ANONYMOUS_RATE_LIMIT = 120;

/** How requests are limited; the counters live in the database, so every process shares them. */
export interface RateLimits {
  counter: RateCounter;
  /** Default a minute. */
  windowMs: number;
  /** Requests a window per client address without a valid key. */
  anonymousLimit: number;
}

/** Counts one request of `subject`; over `limit` answers 1009 with `Retry-After` in whole seconds. */
async function spend(limits: RateLimits, c: Context, subject: string, limit: number): Promise<number> {
  const at = Date.now();
  const window = await limits.counter.hit(subject, at, limits.windowMs);
  if (window.hits > limit) {
    const retryAfter = Math.max(1, Math.ceil((window.startedAt + limits.windowMs - at) / 1000));
    throw new ServiceError('rate_limited', `Too many requests; retry in ${retryAfter} s.`, undefined, {
      'Retry-After': String(retryAfter),
    });
  }
  return limit - window.hits;
}

/** The peer's address; unknown outside a Node server (e.g. `app.request` in tests). */
function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Per-key limit: `apiKey.rateLimit` requests a window, told in `X-RateLimit-Limit` and `-Remaining`. */
export function limitPerKey(limits: RateLimits) {
  return createMiddleware<ServiceEnv>(async (c, next) => {
    const { id, rateLimit: limit } = c.var.apiKey;
    c.header('X-RateLimit-Limit', String(limit));
    const remaining = await spend(limits, c, `key:${id}`, limit);
    c.header('X-RateLimit-Remaining', String(remaining));
    await next();
  });
}

/**
 * Limits requests whose key is missing or unknown per client address, so guessing keys or calling
 * without one costs the service one counter update each and stops at `anonymousLimit`.
 */
export function limitPerAddress(limits: RateLimits) {
  return async (c: Context) => {
    await spend(limits, c, `address:${clientAddress(c)}`, limits.anonymousLimit);
  };
}

/** Middleware for routes that answer without a key (shared boards): `limit` counts them per client address. */
export function keyless(limit: (c: Context) => Promise<void>) {
  return createMiddleware<ServiceEnv>(async (c, next) => {
    await limit(c);
    await next();
  });
}
