import { describe, expect, it } from 'vitest';
import { demoAdBatches, demoOwners, type DemoSpec } from '../../../src/service/demo/demo-rows';
import { parseMediaFileName } from '../../../src/service/demo/media-names';

const SPEC: DemoSpec = { seed: 11, ads: 3000, now: Date.UTC(2026, 0, 15) };

/** The ad whose creative a lead media file is, read from the file's name. */
function creatorOf(url: string): number | undefined {
  const name = parseMediaFileName(url.replace('/media/', ''));
  return name && 'adId' in name ? name.adId : undefined;
}

describe('shared creatives of the demo catalogue', () => {
  it('let later ads of other advertisers run an earlier ad’s lead media file, about half with its words', () => {
    const owners = new Map(demoOwners(SPEC).map((owner) => [owner.id, owner.name]));
    const rows = [...demoAdBatches(SPEC, demoOwners(SPEC), 500)].flatMap((batch) => batch.ads);
    const byId = new Map(rows.map((ad) => [ad.id, ad]));
    const runs = rows.filter((ad) => creatorOf(ad.media[0]!.url) !== ad.id);
    // Premise: a few percent of the ads run another's creative.
    expect(runs.length / rows.length).toBeGreaterThan(0.02);
    expect(runs.length / rows.length).toBeLessThan(0.1);
    let sameWords = 0;
    for (const ad of runs) {
      const creator = byId.get(creatorOf(ad.media[0]!.url)!)!;
      expect(creator.id).toBeLessThan(ad.id);
      expect(creator.ownerId).not.toBe(ad.ownerId);
      expect(ad.media[0]!.url).toBe(creator.media[0]!.url);
      expect(ad.media[0]!.thumbnail).toBe(creator.media[0]!.thumbnail);
      const brand = owners.get(ad.ownerId)!;
      const words = creator.description.replaceAll(owners.get(creator.ownerId)!, brand);
      if (ad.description === words) {
        sameWords += 1;
        expect(ad.searchText).toBe([ad.title, ad.description, brand, ad.displayUrl].join(' ').toLowerCase());
      }
    }
    expect(sameWords / runs.length).toBeGreaterThan(0.3);
    expect(sameWords / runs.length).toBeLessThan(0.7);
  });
});
