import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY_SUBJECT_PREFIX, type KeyStore, type RateCounter } from '../../../src/service/ads-store';
import type { Db } from '../../../src/service/storage/db';
import { createPgKeyStore } from '../../../src/service/storage/pg-key-store';
import { createPgRateCounter } from '../../../src/service/storage/pg-rate-counter';
import { openTestDatabase } from '../../utils/test-database';

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 0, 1);

describe('createPgRateCounter', () => {
  let db: Db;
  let keys: KeyStore;
  let rates: RateCounter;
  beforeAll(async () => {
    db = await openTestDatabase();
    keys = createPgKeyStore(db);
    rates = createPgRateCounter(db);
  });
  afterAll(() => db.close());

  it('counts a subject in windows that restart once they end', async () => {
    expect(await rates.hit('address:a', T0, MINUTE)).toEqual({ startedAt: T0, hits: 1 });
    expect(await rates.hit('address:a', T0 + 1000, MINUTE)).toEqual({ startedAt: T0, hits: 2 });
    expect(await rates.hit('address:a', T0 + MINUTE, MINUTE)).toEqual({ startedAt: T0 + MINUTE, hits: 1 });
  });

  it('finds a key and counts its request in the window of its subject', async () => {
    const key = await keys.create({ label: 'team', plan: 'pro', rateLimit: 10, hash: 'hash-team' });
    expect(await rates.hitKey('hash-team', T0, MINUTE)).toEqual({ record: key, window: { startedAt: T0, hits: 1 } });
    expect(await rates.hit(`${KEY_SUBJECT_PREFIX}${key.id}`, T0 + 1, MINUTE)).toEqual({ startedAt: T0, hits: 2 });
    expect((await rates.hitKey('hash-team', T0 + 2, MINUTE))?.window).toEqual({ startedAt: T0, hits: 3 });
  });

  it('finds a revoked key without counting it, and nothing for an unknown hash', async () => {
    const key = await keys.create({ label: 'gone', plan: 'free', rateLimit: 10, hash: 'hash-gone' });
    expect((await rates.hitKey('hash-gone', T0, MINUTE))?.window).toEqual({ startedAt: T0, hits: 1 });
    await keys.revoke(key.id);
    const revoked = await rates.hitKey('hash-gone', T0 + 1, MINUTE);
    expect(revoked?.record.revokedAt).toEqual(expect.any(String));
    expect(revoked?.window).toBeUndefined();
    // The revoked key's window still holds the one request counted before the revocation.
    expect(await rates.hit(`${KEY_SUBJECT_PREFIX}${key.id}`, T0 + 2, MINUTE)).toEqual({ startedAt: T0, hits: 2 });
    expect(await rates.hitKey('hash-unknown', T0, MINUTE)).toBeUndefined();
  });
});
