import { describe, expect, it } from 'vitest';
import type { AdSummary } from '../../../src/contract/ads';
import type { Board } from '../../../src/contract/extensions/boards';
import { saveAll, saveAllMessage } from '../../../src/workspace/bulk/save-all';
import { manyAds } from '../../ads/fixtures/ads';

const board = { id: 3, name: 'Rivals' } as Board;

describe('saving a selection to a board', () => {
  it('saves each ad in order, saying how far it is', async () => {
    const saved: number[] = [];
    const progress: number[] = [];
    const ads = manyAds(3);
    const outcome = await saveAll(
      { saveTo: async (_board: Board, ad: AdSummary) => (saved.push(ad.id), board) },
      board,
      ads,
      (done) => progress.push(done),
    );
    expect(saved).toEqual(ads.map((ad) => ad.id));
    expect(progress).toEqual([1, 2, 3]);
    expect(saveAllMessage(outcome, board)).toBe('Saved 3 ads to Rivals');
  });

  it('keeps saving after a failure and names it in the summary', async () => {
    const ads = manyAds(3);
    const outcome = await saveAll(
      {
        saveTo: async (_board: Board, ad: AdSummary) => {
          if (ad.id === ads[1]!.id) throw new Error('Not found');
          return board;
        },
      },
      board,
      ads,
      () => {},
    );
    expect(outcome).toEqual({ saved: 2, failed: 1, error: 'Not found' });
    expect(saveAllMessage(outcome, board)).toBe('Saved 2 ads to Rivals; 1 ad could not be saved: Not found');
  });
});
