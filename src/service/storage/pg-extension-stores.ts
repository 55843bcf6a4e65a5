import type { ExtensionStores } from '../extension-stores';
import { keptHistogram } from '../kept-histogram';
import type { Db } from './db';
import { createPgAdCounter } from './pg-ad-counter';
import { createPgAdHistogram } from './pg-ad-histogram';
import { createPgBoardStore } from './pg-board-store';
import { createPgFeedStore } from './pg-feed-store';
import { createPgHiddenStore } from './pg-hidden-store';
import { createPgOwnerStore } from './pg-owner-store';
import { createPgSavedSearchStore } from './pg-saved-search-store';
import { createPgSimilarAdsStore } from './pg-similar-ads-store';
import { createPgSnapshotAnswers } from './pg-snapshot-answers';
import { createPgWebhookStore } from './pg-webhook-store';
import { createPgTrendsStore } from './pg-trends-store';

/** Every extension store over one database; `clock` (unix ms) stamps visits and is what summaries are read as of. */
export function createPgExtensionStores(db: Db, clock: () => number = Date.now): ExtensionStores {
  const answers = createPgSnapshotAnswers(db, clock);
  return {
    owners: createPgOwnerStore(db),
    boards: createPgBoardStore(db, clock),
    savedSearches: createPgSavedSearchStore(db, clock),
    hidden: createPgHiddenStore(db, clock),
    similar: createPgSimilarAdsStore(db),
    feeds: createPgFeedStore(db),
    webhooks: createPgWebhookStore(db),
    counter: createPgAdCounter(db, undefined, clock),
    histogram: keptHistogram(createPgAdHistogram(db, undefined, clock), answers),
    answers,
    trends: createPgTrendsStore(db),
  };
}
