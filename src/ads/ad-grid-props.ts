import type { Ref } from 'react';
import type { AdSummary, UnreadableAd } from '../contract/ads';
import type { GridDensity } from '../search/grid-density';
import type { NoResultsActions } from './no-results';

/** What the grid's owner may ask of it. */
export interface AdGridHandle {
  /** Scrolls the grid to a loaded ad's card when it is not in view, and focuses the card. */
  revealAd(id: number): void;
  /** The ad whose card has focus, if one has. */
  focusedAd(): AdSummary | undefined;
  /**
   * Moves focus one card on in reading order, back, or a row down or up, scrolling a card that is
   * not mounted into view first; with no card focused, focuses the first card in view.
   */
  moveFocus(step: GridStep): void;
}

/** A step of focus between cards. */
export type GridStep = 'next' | 'previous' | 'down' | 'up';

/** Props of {@link AdGrid}: the infinite search query's result, passed through. */
export interface AdGridProps {
  /** Every ad loaded so far, in order. */
  ads: AdSummary[];
  /** The first page is loading (no ads yet). */
  isLoading: boolean;
  /** Any fetch of the search runs (first page, refetch or next page); loading ahead waits for it. */
  isFetching: boolean;
  isFetchingNextPage: boolean;
  hasNextPage: boolean;
  /**
   * Fetch the next page; called while no fetch runs and the end of the rows is within about two
   * screens below the viewport: on every scroll step there, and again when a fetch ends.
   */
  onLoadMore: () => void;
  /** Open an ad's detail (click or Enter on its card). */
  onOpenAd: (ad: AdSummary) => void;
  /** The query's error; with ads loaded it only replaces the footer, and loading ahead pauses. */
  error: Error | null;
  /** Retry the failed fetch. */
  onRetry: () => void;
  /**
   * The ads are the previous search's, shown dimmed and busy while a changed search is on its
   * way; nothing more is loaded for them. @default false
   */
  stale?: boolean;
  /** Badge each card with its platform, for cross-platform (`mega`) results. @default false */
  showPlatform?: boolean;
  ref?: Ref<AdGridHandle>;
  /** Ads of the loaded pages that could not be read; said above the grid. @default none */
  unreadable?: readonly UnreadableAd[];
  /** Buttons the empty state offers to widen the search; none while no filter is set. */
  emptyActions?: NoResultsActions;
  /** How closely the cards pack: compact cards are smaller, more to a row. @default 'comfortable' */
  density?: GridDensity;
}
