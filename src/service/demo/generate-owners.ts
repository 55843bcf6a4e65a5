import type { OwnerRecord } from '../storage/ad-records';
import { brandName, slugOf } from './brand-names';
import { OWNER_CATEGORIES } from './owner-categories';
import type { Rng } from './prng';

const QUALIFIERS = ['UK', 'Direct', 'Online', 'Europe', 'Official', 'Store', 'Plus', 'Global', 'Pro', 'International'];

/** `count` owners with unique names; a category key is the category's 1-based position. */
export function generateOwners(rng: Rng, count: number): OwnerRecord[] {
  const taken = new Set<string>();
  const owners: OwnerRecord[] = [];
  for (let id = 1; id <= count; id++) {
    const brand = brandName(rng);
    let name = brand;
    for (let n = 0; taken.has(name); n++) {
      const round = Math.floor(n / QUALIFIERS.length);
      name = `${brand} ${QUALIFIERS[n % QUALIFIERS.length]}${round > 0 ? ` ${round + 1}` : ''}`;
    }
    taken.add(name);
    owners.push({
      id,
      name,
      handle: slugOf(name).replace(/-/g, ''),
      categoryId: rng.int(1, OWNER_CATEGORIES.length),
      isVerified: rng.chance(0.3),
    });
  }
  return owners;
}

/** The domain an owner's ads point to, e.g. `cedaroutfitters.com`. */
export function domainOf(owner: OwnerRecord): string {
  return `${owner.handle}.com`;
}
