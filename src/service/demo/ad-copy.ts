import type { Rng } from './prng';

const TITLES = [
  'New {product} from {brand}',
  '{percent}% off {product} this week',
  'Why everyone is switching to {brand}',
  '{brand}: {product} made simple',
  'The {product} you have been waiting for',
  'Last chance: {product} at {brand}',
  'Meet the new {brand} {product}',
  'Free delivery on all {product}',
  'Upgrade your {product} today',
  '{product} that just work',
];
const OPENERS = [
  'Join thousands of happy customers.',
  'Rated 4.8 out of 5 by our community.',
  'Designed in-house and tested for months.',
  'Limited stock: once it is gone, it is gone.',
  'No contracts, cancel any time.',
  'Loved by beginners and pros alike.',
];
const CLOSERS = [
  'Order today and get it by {day}.',
  'Try it free for 30 days.',
  'Members save an extra {percent}%.',
  'Free returns within 60 days.',
  'Tap to see this season\u2019s collection.',
  'Available in {count} colours.',
];
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'the weekend'];

function fill(template: string, rng: Rng, brand: string, product: string): string {
  return template
    .replace('{brand}', brand)
    .replace('{product}', product)
    .replace('{percent}', String(rng.pick([10, 15, 20, 25, 30, 40, 50])))
    .replace('{day}', rng.pick(DAYS))
    .replace('{count}', String(rng.int(3, 12)));
}

/** A headline and a two-sentence body about one product of the brand. */
export function adCopy(rng: Rng, brand: string, products: readonly string[]): { title: string; description: string } {
  const product = rng.pick(products);
  const title = fill(rng.pick(TITLES), rng, brand, product);
  const description = `${fill(rng.pick(OPENERS), rng, brand, product)} ${brand} brings you ${product} you will actually use. ${fill(rng.pick(CLOSERS), rng, brand, product)}`;
  return { title: title.charAt(0).toUpperCase() + title.slice(1), description };
}
