import { randomBytes } from 'node:crypto';

/** Prefix that makes an issued secret recognisable in a config file or a leak scan. */
export const KEY_PREFIX = 'aes_';

/** A new secret: the prefix and 32 random bytes in base64url. Shown once, then only its hash is kept. */
export function generateKey(): string {
  return KEY_PREFIX + randomBytes(32).toString('base64url');
}
