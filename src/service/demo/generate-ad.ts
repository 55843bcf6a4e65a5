import type { Media } from '../../contract/ads';
import type { PlatformKey } from '../../contract/platforms';
import {
  CALLS_TO_ACTION,
  COUNTRIES,
  CTA_NONE,
  LANGUAGES,
  MEDIA_CAROUSEL,
  MEDIA_IMAGE,
  MEDIA_VIDEO,
  placementsOf,
} from '../catalogue/options';
import type { AdRecord, OwnerRecord } from '../storage/ad-records';
import { adCopy } from './ad-copy';
import { slugOf } from './brand-names';
import { domainOf } from './generate-owners';
import { INTEREST_LABELS } from './interests';
import { mediaPath } from './media-names';
import { OWNER_CATEGORIES } from './owner-categories';
import { POST_HOSTS } from './platform-traits';
import type { Rng } from './prng';
import { PUBLISHER_LABELS } from './publishers';
import { LOOP_VIDEO_SECONDS } from './render-media';

/** One day in milliseconds. */
export const DAY_MS = 86_400_000;
const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const INTEREST_KEYS = range(INTEREST_LABELS.length);
const COUNTRY_KEYS = COUNTRIES.map((c) => String(c.key));
const LANGUAGE_KEYS = LANGUAGES.map((l) => String(l.key));
const ID_CHARS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_';

/** Where a new ad comes from: its id, platform, owner and when it was first seen (unix ms). */
export interface AdSeed {
  id: number;
  platform: PlatformKey;
  owner: OwnerRecord;
  firstSeen: number;
}

function mediaOf(rng: Rng, seed: AdSeed, kind: number, slug: string, title: string): Media[] {
  const { id, platform } = seed;
  if (platform === 'platform_g' || kind === MEDIA_VIDEO) {
    const video: Media = {
      id: id * 10 + 1,
      type: platform === 'platform_g' ? 'platform_g' : 'video',
      url: mediaPath({ kind: 'video', adId: id }),
      thumbnail: mediaPath({ kind: 'poster', adId: id, slug }),
      subtitle: title,
      duration: LOOP_VIDEO_SECONDS,
    };
    if (platform === 'platform_g')
      video.platform_g_id = Array.from({ length: 11 }, () => rng.pick([...ID_CHARS])).join('');
    return [video];
  }
  const count = kind === MEDIA_CAROUSEL ? rng.int(2, 4) : 1;
  return range(count).map((index) => ({
    id: id * 10 + index,
    type: 'image',
    url: mediaPath({ kind: 'creative', adId: id, index, slug }),
  }));
}

/** The static facts of one ad, drawn from `rng`; indexed the moment it is first seen. */
export function generateAd(rng: Rng, seed: AdSeed): AdRecord {
  const { id, platform, owner } = seed;
  const category = OWNER_CATEGORIES[owner.categoryId - 1]!;
  const { title, description } = adCopy(rng, owner.name, category.products);
  const domain = domainOf(owner);
  const mediaKind =
    platform === 'platform_g'
      ? MEDIA_VIDEO
      : rng.pick([MEDIA_IMAGE, MEDIA_IMAGE, MEDIA_IMAGE, MEDIA_VIDEO, MEDIA_VIDEO, MEDIA_CAROUSEL]);
  const slug = slugOf(owner.name);
  const postHost = POST_HOSTS[platform];
  return {
    id,
    platform,
    ownerId: owner.id,
    ownerCategoryId: owner.categoryId,
    ownerVerified: owner.isVerified,
    title,
    description,
    ctaId: rng.chance(0.15) ? CTA_NONE : rng.int(1, CALLS_TO_ACTION.length - 1),
    displayUrl: domain,
    landingUrl: `https://${domain}/${slugOf(title).slice(0, 40)}?utm_source=${platform}&utm_campaign=${id}`,
    postUrl: postHost ? `https://${postHost}/${owner.handle}/posts/${id}` : null,
    countries: rng.sample(COUNTRY_KEYS, rng.int(1, 4)).sort(),
    language: rng.chance(0.5) ? 'en' : rng.pick(LANGUAGE_KEYS),
    gender: rng.pick([1, 2, 3, 3]),
    behaviors: rng.sample(range(10), rng.int(0, 3)).sort((a, b) => a - b),
    interests: rng.sample(INTEREST_KEYS, rng.int(1, 5)).sort((a, b) => a - b),
    publisherPlatforms: rng.sample(range(5), rng.int(1, 3)).sort((a, b) => a - b),
    network: rng.int(1, 5),
    publisherId: rng.int(1, PUBLISHER_LABELS.length),
    placement: rng.int(1, placementsOf(platform).length),
    os: rng.int(1, 5),
    mediaKind,
    media: mediaOf(rng, seed, mediaKind, slug, title),
    searchText: searchTextOf(title, description, owner.name, domain),
    firstSeen: seed.firstSeen,
    indexedAt: seed.firstSeen,
  };
}

/** The `text` search haystack of an ad: its title, copy, advertiser name and display domain, lower-cased. */
export function searchTextOf(title: string, description: string, ownerName: string, domain: string): string {
  return [title, description, ownerName, domain].join(' ').toLowerCase();
}

/** Whole days between first seen and last seen, at least 1. */
export function daysBetween(firstSeen: number, lastSeen: number): number {
  return Math.max(1, Math.ceil((lastSeen - firstSeen) / DAY_MS));
}
