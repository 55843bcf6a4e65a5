import { useState } from 'react';
import type { SimilarReason } from '../contract/extensions/similar';
import type { AdRef } from './ad-ref';

const keyOf = (ad: AdRef) => `${ad.platform}:${ad.id}`;

interface TrailState {
  /** The drawer's own ad the trail started from; a new one starts a new trail. */
  base: string | null;
  /** Ads opened from similar-ads lists, the last one shown. */
  trail: AdRef[];
  /** The similar-ads list open under each ad of the trail, by ad. */
  lists: Record<string, SimilarReason | null>;
  /** The ad the drawer just came back from. */
  cameBack?: AdRef;
}

/**
 * The ads a drawer walks through from its own ad's similar-ads lists: which one it shows, the way
 * back, and the list open under each, so going back shows the list again, at the card left.
 * A new drawer ad (← →, another card) starts afresh.
 */
export function useDrawerTrail(base: AdRef | null) {
  const baseKey = base ? keyOf(base) : null;
  const [saved, setSaved] = useState<TrailState>({ base: baseKey, trail: [], lists: {} });
  const state: TrailState = saved.base === baseKey ? saved : { base: baseKey, trail: [], lists: {} };
  const shown = state.trail.at(-1) ?? base;
  return {
    /** The ad the drawer shows. */
    shown,
    /** Where Back goes; undefined on the drawer's own ad. */
    previous: state.trail.length > 0 ? (state.trail.at(-2) ?? base ?? undefined) : undefined,
    cameBack: state.cameBack,
    list: shown ? (state.lists[keyOf(shown)] ?? null) : null,
    open: (ad: AdRef) => setSaved({ ...state, trail: [...state.trail, ad], cameBack: undefined }),
    back: () => setSaved({ ...state, trail: state.trail.slice(0, -1), cameBack: state.trail.at(-1) }),
    setList: (list: SimilarReason | null) =>
      shown && setSaved({ ...state, lists: { ...state.lists, [keyOf(shown)]: list }, cameBack: undefined }),
  };
}
