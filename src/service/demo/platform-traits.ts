import type { PlatformKey } from '../../contract/platforms';

/** Counters of a revision; which ones an ad shows depends on its platform. */
export type Counter = 'views' | 'likes' | 'reposts' | 'comments' | 'upvotes';

/** The counters each platform shows on its ads, in display order. */
export const PLATFORM_COUNTERS: Record<PlatformKey, readonly Counter[]> = {
  platform_a: ['likes', 'comments', 'reposts'],
  platform_b: ['views', 'likes', 'comments'],
  native: ['views'],
  display: ['views'],
  platform_c: ['views', 'likes', 'comments', 'reposts'],
  platform_d: ['likes', 'reposts', 'comments'],
  platform_e: ['upvotes', 'comments'],
  platform_f: ['views', 'likes', 'comments', 'reposts'],
  platform_g: ['views', 'likes', 'comments'],
};

/** Host of a platform's post pages; `null` for platforms whose ads have no post (native, display). */
export const POST_HOSTS: Record<PlatformKey, string | null> = {
  platform_a: 'a.social.example',
  platform_b: 'b.social.example',
  native: null,
  display: null,
  platform_c: 'c.social.example',
  platform_d: 'd.social.example',
  platform_e: 'e.social.example',
  platform_f: 'f.social.example',
  platform_g: 'g.video.example',
};
