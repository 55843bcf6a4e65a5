import { describe, expect, it } from 'vitest';
import { listen } from '../../../src/service/http/listen';

const answer = () => new Response('ok');

describe('listen', () => {
  it('serves on a free port, and says a taken one is in use and what to do', async () => {
    const first = await listen(answer, 0, '127.0.0.1');
    try {
      expect(await (await fetch(`http://127.0.0.1:${first.port}/`)).text()).toBe('ok');
      await expect(listen(answer, first.port, '127.0.0.1')).rejects.toThrow(
        `port ${first.port} on 127.0.0.1 is in use by another program: stop it, or set PORT to a free port`,
      );
    } finally {
      await first.close();
    }
  });

  it('says a host that is not this machine is not, and what to do', async () => {
    // An address of TEST-NET-3 (RFC 5737), which no machine of this run has.
    await expect(listen(answer, 0, '203.0.113.1')).rejects.toThrow(
      '203.0.113.1 is not an address of this machine: set HOST to one of its own, or 0.0.0.0 for all',
    );
  });
});
