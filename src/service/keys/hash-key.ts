import { createHash } from 'node:crypto';

/**
 * The stored form of a secret: hex sha256. A fast unsalted hash is enough because issued secrets
 * carry 256 random bits, so they cannot be guessed from the hash, and it keeps look-ups by index.
 */
export function hashKey(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}
