import type { Media } from '../../contract/ads';
import type { AdRecord, OwnerRecord } from '../storage/ad-records';
import { searchTextOf } from './generate-ad';
import type { Rng } from './prng';

/** Share of ads whose creative catches on: later ads of other advertisers may run it too. */
const CATCHES_ON = 0.03;
/** Share of ads that run a creative which caught on earlier, as dropshippers run a winning video. */
const RUNS_ANOTHERS = 0.05;
/** Of those, the share that copy its words too, with their own brand in place of the first's. */
const COPIES_WORDS = 0.5;

/** Creatives are shared within a family: a video (on any platform) or an image (single or a carousel's first). */
type Family = 'video' | 'image';

interface Creative {
  lead: Media;
  ownerId: number;
  brand: string;
  title: string;
  description: string;
}

const familyOf = (media: Media): Family => (media.type === 'image' ? 'image' : 'video');

/**
 * What makes the demo's "same creative" real: ads pass through in order, some become creatives
 * that caught on, and some later ads of other advertisers run one of those (the same lead media
 * file: its URL and poster), half of them with its title and copy under their own brand. The
 * earliest creatives are picked up most, as in life a winner spreads for months. Draws from `rng`
 * alone, so the rest of each ad is what it would have been.
 */
export function creativeSharing(rng: Rng): (ad: AdRecord, owner: OwnerRecord) => AdRecord {
  const caughtOn: Record<Family, Creative[]> = { video: [], image: [] };
  return (ad, owner) => {
    const [lead, ...rest] = ad.media;
    if (!lead) return ad;
    const family = caughtOn[familyOf(lead)];
    if (family.length > 0 && rng.chance(RUNS_ANOTHERS)) {
      const creative = rng.pick(family);
      if (creative.ownerId === owner.id) return ad;
      const shared: Media = { ...lead, url: creative.lead.url };
      if (creative.lead.thumbnail) shared.thumbnail = creative.lead.thumbnail;
      if (!rng.chance(COPIES_WORDS)) return { ...ad, media: [shared, ...rest] };
      const title = creative.title.replaceAll(creative.brand, owner.name);
      const description = creative.description.replaceAll(creative.brand, owner.name);
      if (shared.subtitle !== undefined) shared.subtitle = title;
      const searchText = searchTextOf(title, description, owner.name, ad.displayUrl);
      return { ...ad, title, description, searchText, media: [shared, ...rest] };
    }
    if (rng.chance(CATCHES_ON)) {
      family.push({ lead, ownerId: owner.id, brand: owner.name, title: ad.title, description: ad.description });
    }
    return ad;
  };
}
