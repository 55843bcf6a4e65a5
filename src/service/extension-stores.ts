import type { AdCounter } from './ad-counter';
import type { AdHistogram } from './ad-histogram';
import type { BoardStore } from './board-store';
import type { FeedStore } from './feed-store';
import type { HiddenStore } from './hidden-store';
import type { OwnerStore } from './owner-store';
import type { SavedSearchStore } from './saved-search-store';
import type { SimilarAdsStore } from './similar-ads-store';
import type { SnapshotAnswers } from './snapshot-answers';
import type { TrendsStore } from './trends-store';
import type { WebhookStore } from './webhook-store';

/** The per-key stores behind the extensions of DESIGN §8; a service given none offers none. */
export interface ExtensionStores {
  owners: OwnerStore;
  boards: BoardStore;
  savedSearches: SavedSearchStore;
  hidden: HiddenStore;
  /** Ads running the same creative or saying nearly the same (DESIGN §9). */
  similar: SimilarAdsStore;
  /** Feed tokens of saved searches (DESIGN §9). */
  feeds: FeedStore;
  /** Webhooks of saved searches and their deliveries (DESIGN §9). */
  webhooks: WebhookStore;
  /** Counts matches of a search (new since a visit, totals). */
  counter: AdCounter;
  /** Counts matches of a search per day, week or month, once per snapshot (kept in `answers`). */
  histogram: AdHistogram;
  /** Answers already read from a snapshot (totals, histograms), by question and snapshot. */
  answers: SnapshotAnswers;
  /** Advertiser trends at a snapshot. */
  trends: TrendsStore;
}
