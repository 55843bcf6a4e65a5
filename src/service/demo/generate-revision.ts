import type { PlatformKey } from '../../contract/platforms';
import type { RevisionRecord } from '../storage/ad-records';
import { daysBetween } from './generate-ad';
import { PLATFORM_COUNTERS, type Counter } from './platform-traits';
import type { Rng } from './prng';

/** The first revision of an ad last seen at `lastSeen` (unix ms), valid from then. */
export function firstRevision(
  rng: Rng,
  ad: { id: number; platform: PlatformKey; firstSeen: number },
  lastSeen: number,
): RevisionRecord {
  const daysRunning = daysBetween(ad.firstSeen, lastSeen);
  const impressions = Math.round(daysRunning * 10 ** (2 + rng.next() * 3.5));
  const views = Math.round(impressions * (0.2 + rng.next() * 0.6));
  const likes = Math.round(views * (0.005 + rng.next() * 0.05));
  const counters: Record<Counter, number> = {
    views,
    likes,
    reposts: Math.round(likes * rng.next() * 0.3),
    comments: Math.round(likes * rng.next() * 0.2),
    upvotes: Math.round(likes * (0.5 + rng.next())),
  };
  return {
    adId: ad.id,
    validFrom: lastSeen,
    lastSeen,
    daysRunning,
    seenCount: daysRunning * rng.int(1, 6),
    impressions,
    traffic: Math.round(10 ** (3 + rng.next() * 4)),
    ...shown(ad.platform, counters),
  };
}

/** The revision that follows `previous` when the ad is seen again at `now` (unix ms). */
export function nextRevision(
  rng: Rng,
  platform: PlatformKey,
  firstSeen: number,
  previous: RevisionRecord,
  now: number,
): RevisionRecord {
  const grow = (value: number | null, max: number) => (value === null ? 0 : value + rng.int(1, max));
  return {
    adId: previous.adId,
    validFrom: now,
    lastSeen: now,
    daysRunning: daysBetween(firstSeen, now),
    seenCount: previous.seenCount + 1,
    impressions: previous.impressions + rng.int(100, 20_000),
    traffic: Math.max(100, Math.round(previous.traffic * (0.9 + rng.next() * 0.2))),
    ...shown(platform, {
      views: grow(previous.views, 5_000),
      likes: grow(previous.likes, 200),
      reposts: grow(previous.reposts, 40),
      comments: grow(previous.comments, 30),
      upvotes: grow(previous.upvotes, 150),
    }),
  };
}

function shown(platform: PlatformKey, counters: Record<Counter, number>): Record<Counter, number | null> {
  const visible = PLATFORM_COUNTERS[platform];
  const pick = (c: Counter) => (visible.includes(c) ? counters[c] : null);
  return {
    views: pick('views'),
    likes: pick('likes'),
    reposts: pick('reposts'),
    comments: pick('comments'),
    upvotes: pick('upvotes'),
  };
}
