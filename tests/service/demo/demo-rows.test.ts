import { describe, expect, it } from 'vitest';
import { PLATFORM_KEYS } from '../../../src/contract/platforms';
import { demoAdBatches, demoOwners, type DemoSpec } from '../../../src/service/demo/demo-rows';
import { createRng } from '../../../src/service/demo/prng';

const SPEC: DemoSpec = { seed: 7, ads: 600, now: Date.UTC(2026, 0, 15) };
const generate = (spec: DemoSpec) => [...demoAdBatches(spec, demoOwners(spec), 250)];

describe('demo catalogue', () => {
  it('is the same for the same seed, and differs for another', () => {
    expect(generate(SPEC)).toEqual(generate({ ...SPEC }));
    const other = generate({ ...SPEC, seed: 8 });
    expect(other.flatMap((b) => b.ads.map((a) => a.title))).not.toEqual(
      generate(SPEC).flatMap((b) => b.ads.map((a) => a.title)),
    );
  });

  it('comes in batches that add up to the asked size, ids 1..n', () => {
    const batches = generate(SPEC);
    expect(batches.map((b) => b.ads.length)).toEqual([250, 250, 100]);
    expect(batches.flatMap((b) => b.ads.map((a) => a.id))).toEqual(Array.from({ length: 600 }, (_, i) => i + 1));
  });

  it('spreads ads over all nine platforms with believable facts', () => {
    const rows = generate(SPEC).flatMap((b) => b.ads.map((ad, i) => ({ ad, revision: b.revisions[i]! })));
    expect(new Set(rows.map((r) => r.ad.platform))).toEqual(new Set(PLATFORM_KEYS));
    for (const { ad, revision } of rows) {
      expect(ad.firstSeen).toBeLessThanOrEqual(revision.lastSeen);
      expect(revision.lastSeen).toBeLessThanOrEqual(SPEC.now);
      expect(revision.daysRunning).toBeGreaterThanOrEqual(1);
      expect(ad.countries.every((c) => /^[A-Z]{2}$/.test(c))).toBe(true);
      expect(ad.postUrl === null).toBe(ad.platform === 'native' || ad.platform === 'display');
      if (ad.platform === 'platform_g') expect(ad.media[0]?.type).toBe('platform_g');
      for (const m of ad.media) expect(m.url.startsWith('/media/')).toBe(true);
    }
    const owners = demoOwners(SPEC);
    expect(new Set(owners.map((o) => o.name)).size).toBe(owners.length);
    expect(owners.some((o) => o.isVerified) && owners.some((o) => !o.isVerified)).toBe(true);
  });

  it('draws from a seeded PRNG: same seed, same sequence', () => {
    const a = createRng(42);
    const b = createRng(42);
    const draws = Array.from({ length: 100 }, () => a.next());
    expect(Array.from({ length: 100 }, () => b.next())).toEqual(draws);
    expect(draws.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(new Set(draws).size).toBe(100);
  });
});
