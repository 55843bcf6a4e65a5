import { expect } from 'vitest';
import { isAdsClientError, type AnyAdsClientError } from '../../src/client/errors';

/** The client error `call` rejects with; fails the test if it resolves or throws anything else, or names `key`. */
export async function clientFailure(call: Promise<unknown>, key: string): Promise<AnyAdsClientError> {
  try {
    await call;
  } catch (error) {
    if (isAdsClientError(error)) {
      expect(error.message).not.toContain(key);
      return error;
    }
    throw error;
  }
  throw new Error('the call succeeded');
}
