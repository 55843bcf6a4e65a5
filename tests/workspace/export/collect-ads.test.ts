import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/client/errors';
import type { ReadSearchPage } from '../../../src/contract/ads';
import { RESULT_CODES } from '../../../src/contract/error-codes';
import { collectAds, type CollectProgress, type PageReader } from '../../../src/workspace/core/export-file/collect-ads';
import { connectedTestService } from '../../utils/connected-service';

const served = connectedTestService({ ads: 400 });

const read: PageReader = (request, options) => served.connection.client.search('mega', request, options);

describe('collecting the ads of a search to export', () => {
  it('reads on from the loaded pages with page 1’s last_hit, each ad once, up to the limit', async () => {
    const page1 = await read({}, {});
    const page2 = await read({ page: 2, last_hit: page1.last_hit }, {});
    const sent: { page?: number; last_hit?: number }[] = [];
    const recording: PageReader = (request, options) => {
      sent.push(request);
      return read(request, options);
    };
    const ads = await collectAds(recording, {
      loaded: [page1, page2],
      limit: 60,
      signal: new AbortController().signal,
      onProgress: () => {},
    });
    expect(ads).toHaveLength(60);
    expect(new Set(ads.map((ad) => ad.id)).size).toBe(60);
    expect(ads.slice(0, 36)).toEqual([...page1.ads, ...page2.ads]);
    expect(sent).toEqual([
      { page: 3, last_hit: page1.last_hit },
      { page: 4, last_hit: page1.last_hit },
    ]);
    const page4: ReadSearchPage = await read({ page: 4, last_hit: page1.last_hit }, {});
    expect(ads.at(-1)).toEqual(page4.ads[60 - 54 - 1]);
  });

  it.each([
    ['rate limited', RESULT_CODES.rate_limited],
    ['unavailable (its database restarting)', RESULT_CODES.unavailable],
  ])('waits as Retry-After says when %s, then asks again', async (_, { code, status }) => {
    const page1 = await read({}, {});
    let refused = false;
    const waits: number[] = [];
    const progress: CollectProgress[] = [];
    const limited: PageReader = (request, options) => {
      if (!refused) {
        refused = true;
        return Promise.reject(new ApiError({ code, status, message: 'Try again later', retryAfterSeconds: 3 }));
      }
      return read(request, options);
    };
    const ads = await collectAds(limited, {
      loaded: [page1],
      limit: 30,
      signal: new AbortController().signal,
      onProgress: (p) => progress.push(p),
      sleep: (ms) => {
        waits.push(ms);
        return Promise.resolve();
      },
    });
    expect(waits).toEqual([3000]);
    expect(progress).toContainEqual({ kind: 'waiting', count: 18, seconds: 3 });
    expect(ads).toHaveLength(30);
  });

  it('stops when cancelled', async () => {
    const page1 = await read({}, {});
    const abort = new AbortController();
    const cancelling: PageReader = (request, options) => {
      abort.abort();
      return read(request, options);
    };
    await expect(
      collectAds(cancelling, { loaded: [page1], limit: 100, signal: abort.signal, onProgress: () => {} }),
    ).rejects.toMatchObject({ kind: 'aborted' });
  });
});
