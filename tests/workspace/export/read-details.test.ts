import { describe, expect, it } from 'vitest';
import { ApiError, isAdsClientError } from '../../../src/client/errors';
import type { AdDetail } from '../../../src/contract/ads';
import { readDetails } from '../../../src/workspace/core/export-file/read-details';
import { imageAd, imageAdDetail, manyAds } from '../../ads/fixtures/ads';

const detailOf = (id: number): AdDetail => ({ ...imageAdDetail, id });

describe('reading the details of exported ads', () => {
  it('answers them in the order of the ads, skips an ad the service no longer has, and waits out a rate limit', async () => {
    const ads = manyAds(9);
    const gone = ads[4]!.id;
    let limited = false;
    const waits: number[] = [];
    const progress: number[] = [];
    const details = await readDetails(
      (ad) => {
        if (ad.id === gone) return Promise.reject(new ApiError({ code: 1006, status: 404, message: 'gone' }));
        if (ad.id === ads[2]!.id && !limited) {
          limited = true;
          return Promise.reject(new ApiError({ code: 1009, status: 429, message: 'slow', retryAfterSeconds: 3 }));
        }
        return Promise.resolve(detailOf(ad.id));
      },
      ads,
      {
        signal: new AbortController().signal,
        onProgress: (done) => progress.push(done),
        sleep: (ms) => {
          waits.push(ms);
          return Promise.resolve();
        },
      },
    );
    expect(details.map((detail) => detail?.id)).toEqual(ads.map((ad) => (ad.id === gone ? undefined : ad.id)));
    expect(waits).toEqual([3000]);
    expect(progress.at(-1)).toBe(9);
  });

  it('rejects with the failure of any other read, and as aborted when cancelled', async () => {
    const failing = readDetails(
      () => Promise.reject(new ApiError({ code: 1099, status: 500, message: 'down' })),
      [imageAd],
      {
        signal: new AbortController().signal,
        onProgress: () => {},
      },
    );
    await expect(failing).rejects.toThrow('down');
    const abort = new AbortController();
    abort.abort();
    const cancelled = await readDetails(() => Promise.resolve(imageAdDetail), manyAds(3), {
      signal: abort.signal,
      onProgress: () => {},
    }).catch((error: unknown) => error);
    expect(isAdsClientError(cancelled, 'aborted')).toBe(true);
  });
});
