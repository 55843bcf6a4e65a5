import { Hono } from 'hono';
import type { ServiceExtension } from '../../extensions/service-extension';
import type { ServiceEnv } from '../../service-env';

/** The `totals` extension: no routes of its own; page 1 of a v2 search carries the counts (`searchTotals`). */
export function totalsExtension(): ServiceExtension {
  return { name: 'totals', routes: new Hono<ServiceEnv>() };
}
