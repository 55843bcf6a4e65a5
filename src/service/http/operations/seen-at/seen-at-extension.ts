import { Hono } from 'hono';
import type { ServiceExtension } from '../../extensions/service-extension';
import type { ServiceEnv } from '../../service-env';

/**
 * The `seen_at` extension (DESIGN §9): no routes of its own; every v2 ad summary and detail also
 * carries `first_seen_at` and `last_seen_at` (`SearchExtras.seenAt`).
 */
export function seenAtExtension(): ServiceExtension {
  return { name: 'seen_at', routes: new Hono<ServiceEnv>() };
}
