import type { PlatformKey } from '../contract/platforms';

/** Names one ad: details are asked of the ad's own platform, also for ads found through `mega`. */
export interface AdRef {
  platform: PlatformKey;
  id: number;
}
