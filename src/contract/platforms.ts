import { z } from './zod';
import { builtOnFirstUse } from './built-on-first-use';

/** The nine platform keys that hold ads; each has filters, search and ad detail. */
export const PLATFORM_KEYS = [
  'platform_a',
  'platform_b',
  'native',
  'display',
  'platform_c',
  'platform_d',
  'platform_e',
  'platform_f',
  'platform_g',
] as const;

export const platformKeySchema = builtOnFirstUse(() => z.enum(PLATFORM_KEYS));
export type PlatformKey = z.infer<typeof platformKeySchema>;

/** The cross-platform key: v2 only, filters and search, no ad detail. */
export const MEGA = 'mega' as const;

export const searchPlatformSchema = builtOnFirstUse(() => z.union([platformKeySchema, z.literal(MEGA)]));
/** Any key a search or filters request can name. */
export type SearchPlatform = z.infer<typeof searchPlatformSchema>;

/** Platforms whose ads have no `post_url` (they are not hosted on a social platform). */
export const PLATFORMS_WITHOUT_POST_URL: readonly PlatformKey[] = ['native', 'display'];

/** Human names for the neutral platform keys. */
export const PLATFORM_LABELS: Record<SearchPlatform, string> = {
  platform_a: 'Platform A',
  platform_b: 'Platform B',
  native: 'Native',
  display: 'Display',
  platform_c: 'Platform C',
  platform_d: 'Platform D',
  platform_e: 'Platform E',
  platform_f: 'Platform F',
  platform_g: 'Platform G',
  mega: 'Mega (all platforms)',
};

export function isPlatformKey(value: string): value is PlatformKey {
  return (PLATFORM_KEYS as readonly string[]).includes(value);
}

export function isSearchPlatform(value: string): value is SearchPlatform {
  return value === MEGA || isPlatformKey(value);
}
