import { describe, expect, it } from 'vitest';
import { formatKeyList } from '../../../src/service/keys/key-commands';
import { generateKey, KEY_PREFIX } from '../../../src/service/keys/generate-key';
import { hashKey } from '../../../src/service/keys/hash-key';

describe('keys', () => {
  it('generates distinct 256-bit secrets with the prefix', () => {
    const secrets = new Set(Array.from({ length: 200 }, generateKey));
    expect(secrets.size).toBe(200);
    for (const secret of secrets) {
      expect(secret.startsWith(KEY_PREFIX)).toBe(true);
      expect(Buffer.from(secret.slice(KEY_PREFIX.length), 'base64url')).toHaveLength(32);
    }
  });

  it('hashes to hex sha256', () => {
    expect(hashKey('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hashKey('abc')).not.toBe(hashKey('abd'));
  });

  it('lists keys as aligned rows', () => {
    const text = formatKeyList([
      { id: 1, label: 'ci', plan: 'pro', rateLimit: 600, createdAt: '2026-01-02T03:04:05.000Z', revokedAt: null },
      {
        id: 12,
        label: '',
        plan: 'free',
        rateLimit: 5,
        createdAt: '2026-02-01T00:00:00.000Z',
        revokedAt: '2026-03-01T00:00:00.000Z',
      },
    ]);
    expect(text.split('\n')).toEqual([
      'id  plan  limit    state               created     label',
      '1   pro   600/min  active              2026-01-02  ci',
      '12  free  5/min    revoked 2026-03-01  2026-02-01',
    ]);
    expect(formatKeyList([])).toMatch(/No keys yet/);
  });
});
