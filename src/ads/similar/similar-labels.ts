import type { SimilarCount, SimilarReason } from '../../contract/extensions/similar';

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** What the drawer's entry for same-creative ads says once they are counted. */
export function sameCreativeSummary(count: SimilarCount): string {
  if (count.ads === 0) return 'no other ads';
  if (count.other_advertisers === 0) return `${plural(count.ads, 'ad')}, same advertiser`;
  return plural(count.other_advertisers, 'other advertiser');
}

/** The reason of a listed ad, as its card says it. */
export const REASON_LABELS: Record<SimilarReason, string> = {
  same_creative: 'Same creative',
  similar_copy: 'Similar copy',
};

/** A score (0–1) as the share of title and copy alike: `72% alike`. */
export const scoreLabel = (score: number) => `${Math.round(score * 100)}% alike`;

/** What heads one reason's list: how many ads it holds and from how many other advertisers. */
export function listSummary(reason: SimilarReason, count: SimilarCount): string {
  const ads = plural(count.ads, 'ad');
  const others = plural(count.other_advertisers, 'other advertiser');
  return reason === 'same_creative'
    ? `${ads} running this creative, by ${others}`
    : `${ads} saying nearly the same, by ${others}`;
}
