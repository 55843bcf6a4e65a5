import type { ApiKeyRecord, KeyStore } from '../ads-store';
import { DEMO_KEYS } from './demo-keys';
import { hashKey } from './hash-key';

/** Turns a presented secret into its active key record, or undefined for unknown and revoked keys. */
export type KeyResolver = (secret: string) => Promise<ApiKeyRecord | undefined>;

/** Looks secrets up by hash in the key store; demo secrets first when `demoKeys` is on. */
export function createKeyResolver(keys: KeyStore, demoKeys: boolean): KeyResolver {
  return async (secret) => {
    if (demoKeys && Object.hasOwn(DEMO_KEYS, secret)) return DEMO_KEYS[secret];
    const record = await keys.findByHash(hashKey(secret));
    return record && record.revokedAt === null ? record : undefined;
  };
}
