import type { HiddenList } from '../contract/extensions/hidden';
import type { PlatformKey } from '../contract/platforms';

/**
 * Hidden ads and advertisers of the `hidden` extension, per key. Hiding something already hidden
 * keeps when it was hidden; showing it again ends the hide (old snapshots still read it).
 */
export interface HiddenStore {
  /** False when the platform has no such ad. */
  hideAd(keyId: number, platform: PlatformKey, adId: number): Promise<boolean>;
  /** False when the key does not hide that ad. */
  showAd(keyId: number, platform: PlatformKey, adId: number): Promise<boolean>;
  /** False when there is no such advertiser. */
  hideOwner(keyId: number, ownerId: number): Promise<boolean>;
  /** False when the key does not hide that advertiser. */
  showOwner(keyId: number, ownerId: number): Promise<boolean>;
  list(keyId: number): Promise<HiddenList>;
}
