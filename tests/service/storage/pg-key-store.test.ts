import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KeyStore } from '../../../src/service/ads-store';
import type { Db } from '../../../src/service/storage/db';
import { openTestDatabase } from '../../utils/test-database';
import { createPgKeyStore } from '../../../src/service/storage/pg-key-store';

describe('createPgKeyStore', () => {
  let db: Db;
  let keys: KeyStore;
  beforeAll(async () => {
    db = await openTestDatabase();
    keys = createPgKeyStore(db);
  });
  afterAll(() => db.close());

  it('creates a key and finds it by its hash only', async () => {
    const created = await keys.create({ label: 'analyst', plan: 'pro', rateLimit: 120, hash: 'hash-a' });
    expect(created).toMatchObject({ label: 'analyst', plan: 'pro', rateLimit: 120, revokedAt: null });
    expect(Date.parse(created.createdAt)).not.toBeNaN();
    expect(await keys.findByHash('hash-a')).toEqual(created);
    expect(await keys.findByHash('hash-b')).toBeUndefined();
  });

  it('refuses a second key with the same hash', async () => {
    await expect(keys.create({ label: 'copy', plan: 'free', rateLimit: 60, hash: 'hash-a' })).rejects.toThrow();
  });

  it('lists keys in creation order and revokes an active key once', async () => {
    const second = await keys.create({ label: 'trial', plan: 'free', rateLimit: 30, hash: 'hash-c' });
    expect((await keys.list()).map((k) => k.label)).toEqual(['analyst', 'trial']);
    expect(await keys.revoke(second.id)).toBe(true);
    expect(await keys.revoke(second.id)).toBe(false);
    expect(await keys.revoke(424242)).toBe(false);
    expect((await keys.findByHash('hash-c'))?.revokedAt).toEqual(expect.any(String));
  });
});
