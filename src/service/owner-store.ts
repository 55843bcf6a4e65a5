import type { OwnerProfile } from '../contract/extensions/owners';

/** Advertisers of the `owners` extension. */
export interface OwnerStore {
  /** The owner's profile with its ads counted as of `nowSeconds`; undefined for an unknown owner. */
  profile(ownerId: number, origin: string, nowSeconds: number): Promise<OwnerProfile | undefined>;
}
