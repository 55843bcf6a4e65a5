import { renderToString as markupOf } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AdCard } from '../../src/ads/ad-card';
import { AdMetadata } from '../../src/ads/ad-metadata';
import { AdStats } from '../../src/ads/ad-stats';
import { CARD_ICONS } from '../../src/ads/card-icons';
import { OwnerLine } from '../../src/ads/owner-line';
import { imageAd } from './fixtures/ads';

/** The mask sheets a markup carries, as the server writes them: one element naming them all. */
function sheetsOf(markup: string): string[] {
  return /<style data-precedence="mask-icons" data-href="([^"]+)">/.exec(markup)?.[1]?.split(' ') ?? [];
}

describe('the card icons’ sheet', () => {
  // Icons name their set's classes only: a part that shows them without the sheet shows nothing.
  it('comes with every part that draws card icons, alone as in the drawer or on a card', () => {
    const owner = { ...imageAd.owner, is_verified: true };
    for (const part of [
      <AdCard key="card" ad={imageAd} onOpen={() => {}} />,
      <AdStats key="stats" stats={imageAd.stats} />,
      <AdMetadata key="metadata" metadata={imageAd.metadata} />,
      <OwnerLine key="owner" owner={owner} />,
    ]) {
      const markup = markupOf(part);
      expect(sheetsOf(markup)).toEqual([CARD_ICONS.domain.sheet.name]);
    }
  });

  it('is written once for a whole card, however many icons it draws', () => {
    const markup = markupOf(<AdCard ad={imageAd} onOpen={() => {}} />);
    expect(markup.match(/<style /g)).toHaveLength(1);
    expect(markup.match(/mask-icons-card /g)?.length).toBeGreaterThan(5);
  });
});
