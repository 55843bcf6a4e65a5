import { KEY_SUBJECT_PREFIX, type ApiKeyRecord, type KeyStore, type RateCounter, type RateWindow } from '../ads-store';
import { isPublicDemoKey } from '../../contract/demo-keys';
import { DEMO_KEYS } from './demo-keys';
import { hashKey } from './hash-key';

/** A request counted in its key's window at `at` (unix ms). */
export interface CountedRequest {
  window: RateWindow;
  at: number;
}

/** An active key and, when requests are limited, this request counted in its window. */
export interface ResolvedKey {
  record: ApiKeyRecord;
  counted?: CountedRequest;
}

/** Turns a presented secret into its active key, or undefined for unknown and revoked keys. */
export type KeyResolver = (secret: string) => Promise<ResolvedKey | undefined>;

/** Where a resolver counts keyed requests, when they are limited. */
export interface KeyCounting {
  counter: RateCounter;
  windowMs: number;
}

/**
 * Looks secrets up by hash in the key store; demo secrets first when `demoKeys` is on. With
 * `counting`, an active key's request is counted as it is found: a stored key in the same
 * statement as its look-up (one round trip), a demo key in its own.
 */
export function createKeyResolver(keys: KeyStore, demoKeys: boolean, counting?: KeyCounting): KeyResolver {
  return async (secret) => {
    const at = Date.now();
    if (demoKeys && isPublicDemoKey(secret)) {
      const record = DEMO_KEYS[secret];
      if (!counting) return { record };
      const window = await counting.counter.hit(`${KEY_SUBJECT_PREFIX}${record.id}`, at, counting.windowMs);
      return { record, counted: { window, at } };
    }
    if (!counting) {
      const record = await keys.findByHash(hashKey(secret));
      return record && record.revokedAt === null ? { record } : undefined;
    }
    const found = await counting.counter.hitKey(hashKey(secret), at, counting.windowMs);
    return found?.window && found.record.revokedAt === null
      ? { record: found.record, counted: { window: found.window, at } }
      : undefined;
  };
}
