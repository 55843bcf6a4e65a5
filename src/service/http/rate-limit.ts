import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { createMiddleware } from 'hono/factory';
import type { RateCounter, RateWindow } from '../ads-store';
import { plainAddress, type ServiceBindings } from './forwarded';
import { ServiceError } from './service-error';
import type { ServiceEnv } from './service-env';

/** Requests a minute one client address may send with a missing or unknown key. */
export const ANONYMOUS_RATE_LIMIT = 120;

/** Demo accounts one client address may mint a minute: a few browsers, not a script's worth. */
export const DEMO_ACCOUNT_LIMIT = 5;

/** How requests are limited; the counters live in the database, so every process shares them. */
export interface RateLimits {
  counter: RateCounter;
  /** Default a minute. */
  windowMs: number;
  /** Requests a window per client address without a valid key. */
  anonymousLimit: number;
}

/** Within `limit`, the requests left in `window`; over it, 1009 with `Retry-After` in whole seconds. */
function judge(limits: RateLimits, window: RateWindow, at: number, limit: number): number {
  if (window.hits > limit) {
    const retryAfter = Math.max(1, Math.ceil((window.startedAt + limits.windowMs - at) / 1000));
    throw new ServiceError('rate_limited', `Too many requests; retry in ${retryAfter} s.`, undefined, {
      'Retry-After': String(retryAfter),
    });
  }
  return limit - window.hits;
}

/**
 * The client's address: the one a trusted proxy forwarded (`behindProxies`), else the peer's;
 * unknown outside a Node server (e.g. `app.request` in tests).
 */
export function clientAddress(c: Context): string {
  const forwarded = (c.env as ServiceBindings | undefined)?.clientAddress;
  if (forwarded) return forwarded;
  try {
    const peer = getConnInfo(c).remote.address;
    return peer ? plainAddress(peer) : 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * Per-key limit: `apiKey.rateLimit` requests a window, told in `X-RateLimit-Limit` and
 * `-Remaining`. The request was counted as its key was resolved (`createKeyResolver` with
 * `limits`), in the same round trip as the look-up; this judges that count.
 */
export function limitPerKey(limits: RateLimits) {
  return createMiddleware<ServiceEnv>(async (c, next) => {
    const { apiKey, counted } = c.var;
    if (!counted) throw new Error('limitPerKey needs a key resolver that counts requests');
    c.header('X-RateLimit-Limit', String(apiKey.rateLimit));
    const remaining = judge(limits, counted.window, counted.at, apiKey.rateLimit);
    c.header('X-RateLimit-Remaining', String(remaining));
    await next();
  });
}

/**
 * Limits requests whose key is missing or unknown per client address, so guessing keys or calling
 * without one costs the service one counter update each and stops at `anonymousLimit`.
 */
export function limitPerAddress(limits: RateLimits) {
  return countPerAddress(limits, 'address', limits.anonymousLimit);
}

/** Counts a request of the client address in its own `scope` and answers 1009 past `limit` a window. */
export function countPerAddress(limits: RateLimits, scope: string, limit: number) {
  return async (c: Context) => {
    const at = Date.now();
    const window = await limits.counter.hit(`${scope}:${clientAddress(c)}`, at, limits.windowMs);
    judge(limits, window, at, limit);
  };
}

/** Middleware for routes that answer without a key (shared boards): `limit` counts them per client address. */
export function keyless(limit: (c: Context) => Promise<void>) {
  return createMiddleware<ServiceEnv>(async (c, next) => {
    await limit(c);
    await next();
  });
}
