import type { OwnerRecord } from '../storage/ad-records';
import { brandName, slugOf } from './brand-names';
import { OWNER_CATEGORIES } from './owner-categories';
import type { Rng } from './prng';

const QUALIFIERS = ['Group', 'UK', 'Direct', 'Online', 'Europe', 'Official', 'Store', 'Club', 'Pro', 'Plus'];

/** `count` owners with unique names; a category key is the category's 1-based position. */
export function generateOwners(rng: Rng, count: number): OwnerRecord[] {
  const taken = new Set<string>();
  const owners: OwnerRecord[] = [];
  for (let id = 1; id <= count; id++) {
    let name = brandName(rng);
    for (let n = 0; taken.has(name); n++) name = `${name.split(' ').slice(0, 2).join(' ')} ${QUALIFIERS[n % QUALIFIERS.length]}${n >= QUALIFIERS.length ? ` ${n}` : ''}`;
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
