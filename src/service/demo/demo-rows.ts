import { PLATFORM_KEYS } from '../../contract/platforms';
import type { AdRecord, FilterOptionRecord, OwnerRecord, RevisionRecord } from '../storage/ad-records';
import { generateAd } from './generate-ad';
import { creativeSharing } from './shared-creatives';
import { generateOwners } from './generate-owners';
import { firstRevision } from './generate-revision';
import { INTEREST_LABELS } from './interests';
import { OWNER_CATEGORIES } from './owner-categories';
import { createRng } from './prng';
import { PUBLISHER_LABELS } from './publishers';

/** What the demo catalogue is generated from; equal inputs generate equal rows. */
export interface DemoSpec {
  seed: number;
  /** Number of ads. */
  ads: number;
  /** The instant (unix ms) the catalogue is "collected" at: every ad is first and last seen before it. */
  now: number;
}

/** One chunk of ads with their first revisions. */
export interface AdBatch {
  ads: AdRecord[];
  revisions: RevisionRecord[];
}

const HISTORY_DAYS = 365;

/** The rows of the three `api_url` option tables. */
export function demoFilterOptions(): FilterOptionRecord[] {
  const rows = (filter: string, labels: readonly string[], icon: string | null) =>
    labels.map((label, i) => ({ filter, key: i + 1, label, icon }));
  return [
    ...rows('interests', INTEREST_LABELS, 'sparkles'),
    ...rows(
      'owner_categories',
      OWNER_CATEGORIES.map((c) => c.label),
      'category',
    ),
    ...rows('publishers', PUBLISHER_LABELS, 'news'),
  ];
}

export function demoOwners(spec: DemoSpec): OwnerRecord[] {
  return generateOwners(createRng(spec.seed), Math.max(20, Math.round(spec.ads / 8)));
}

/** Ads 1..spec.ads in batches of `batchSize`, each with the revision that is current at `spec.now`. */
export function* demoAdBatches(spec: DemoSpec, owners: OwnerRecord[], batchSize: number): Generator<AdBatch> {
  const rng = createRng(spec.seed ^ 0x5eed);
  // A stream of its own: sharing creatives leaves every other drawn fact of every ad as it was.
  const shareCreative = creativeSharing(createRng(spec.seed ^ 0xc0ffee));
  for (let start = 1; start <= spec.ads; start += batchSize) {
    const batch: AdBatch = { ads: [], revisions: [] };
    for (let id = start; id < start + batchSize && id <= spec.ads; id++) {
      const firstSeen = spec.now - rng.int(1, HISTORY_DAYS * 24) * 3_600_000;
      const platform = rng.pick(PLATFORM_KEYS);
      const owner = rng.pick(owners);
      const ad = shareCreative(generateAd(rng, { id, platform, owner, firstSeen }), owner);
      const lastSeen = Math.round(spec.now - (spec.now - firstSeen) * rng.next() ** 3);
      batch.ads.push(ad);
      batch.revisions.push(firstRevision(rng, ad, lastSeen));
    }
    yield batch;
  }
}
