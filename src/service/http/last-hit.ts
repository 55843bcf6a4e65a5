import { z } from '../../contract/zod';
import { ServiceError } from './service-error';
import { builtOnFirstUse } from '../../contract/built-on-first-use';

const lastHitSchema = builtOnFirstUse(() => z.int().check(z.positive()));

/**
 * The snapshot instant of a search (DESIGN §4): the body's `last_hit` when given, else `now`.
 * A malformed or future `last_hit` answers 1011; a past one never expires.
 */
export function snapshotOf(lastHit: unknown, now: number): number {
  if (lastHit === undefined || lastHit === null) return now;
  if (!lastHitSchema.safeParse(lastHit).success) {
    throw new ServiceError('invalid_last_hit', 'last_hit must be the unix time in seconds a first page answered.');
  }
  if ((lastHit as number) > now) throw new ServiceError('invalid_last_hit', 'last_hit is in the future.');
  return lastHit as number;
}

/**
 * `?last_hit=` of a GET as a search's body would carry it, for {@link snapshotOf}: a whole number
 * when it reads as one, else the text (refused with 1011); undefined when absent or empty.
 */
export function lastHitQuery(text: string | undefined): unknown {
  if (text === undefined || text === '') return undefined;
  return /^\d{1,15}$/.test(text) ? Number(text) : text;
}
