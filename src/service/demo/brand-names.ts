import type { Rng } from './prng';

const FIRST = [
  'Nord',
  'Blue',
  'Bright',
  'Urban',
  'Maple',
  'Cedar',
  'Golden',
  'Silver',
  'Lumen',
  'Atlas',
  'Nova',
  'Pine',
  'Harbor',
  'Willow',
  'Copper',
  'Echo',
  'Summit',
  'Coral',
  'Fable',
  'Orbit',
  'Velvet',
  'Juniper',
  'Aster',
  'Bloom',
  'Crest',
  'Drift',
  'Ember',
  'Fern',
  'Grove',
  'Haven',
  'Iris',
  'Kite',
  'Lark',
  'Mosaic',
  'Nimbus',
  'Oak',
  'Pebble',
  'Quill',
  'River',
  'Sage',
];
/** Neutral second words, so a name suits any category the owner is drawn in. */
const SECOND = [
  'Co',
  'Goods',
  'Studio',
  'Collective',
  'Supply',
  'Works',
  'House',
  'Labs',
  'Brands',
  'Group',
  'Company',
  'Partners',
  'Club',
  'Project',
  'Society',
  'Union',
  'Trading',
  'Makers',
  'Atelier',
  'Outfitters',
];

/** A brand name such as "Cedar Outfitters"; several owners may share one with a different suffix. */
export function brandName(rng: Rng): string {
  return `${rng.pick(FIRST)} ${rng.pick(SECOND)}`;
}

/** `cedar-outfitters` from `Cedar Outfitters`. */
export function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
