import { describe, expect, it } from 'vitest';
import { isPrivateAddress } from '../../../src/service/webhooks/private-addresses';
import { nextAttemptAt, MAX_ATTEMPTS } from '../../../src/service/webhooks/retry-backoff';

describe('the addresses a webhook may not reach', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.20.30.40',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.0.10',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.251',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1%eth0',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    '[::1]',
    'not-an-address',
  ])('refuses %s', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '192.169.0.1', '2606:4700::1111', '::ffff:5db8:d822'])(
    'lets %s through',
    (address) => {
      expect(isPrivateAddress(address)).toBe(false);
    },
  );
});

describe('the retry backoff', () => {
  it('waits the first delay, then doubles it, and gives up after the last attempt', () => {
    const waits = Array.from({ length: MAX_ATTEMPTS - 1 }, (_, i) => nextAttemptAt(i + 1, 1_000, 30_000)! - 1_000);
    expect(waits).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
    expect(nextAttemptAt(MAX_ATTEMPTS, 1_000, 30_000)).toBeNull();
    expect(nextAttemptAt(5, 0, 60 * 60_000)).toBe(60 * 60_000);
  });
});
