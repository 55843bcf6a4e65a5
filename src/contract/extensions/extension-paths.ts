import type { PlatformKey, SearchPlatform } from '../platforms';
import { BOARD_OPERATIONS } from './board-operations';
import { DEMO_ACCOUNT_OPERATIONS } from './demo-account-operations';
import { operationPath } from './extension-operation';
import { FEED_OPERATIONS } from './feed-operations';
import { HIDDEN_OPERATIONS } from './hidden-operations';
import { HISTOGRAM_OPERATIONS } from './histogram-operations';
import { OWNER_OPERATIONS } from './owner-operations';
import { SAVED_SEARCH_OPERATIONS } from './saved-search-operations';
import { WEBHOOK_OPERATIONS } from './webhook-operations';

/**
 * Paths of the extension operations by name, relative to a v2 base URL, for callers that build
 * requests by hand (service tests, benches). Each is its operation's table entry filled in; the
 * client calls the tables directly (`callOperation`).
 */
export const EXTENSION_PATHS = {
  histogram: (platform: SearchPlatform) => operationPath(HISTOGRAM_OPERATIONS.search, { platform }),
  boards: () => operationPath(BOARD_OPERATIONS.list),
  board: (board: number) => operationPath(BOARD_OPERATIONS.get, { board }),
  boardAds: (board: number, page = 1) => operationPath(BOARD_OPERATIONS.ads, { board }, { page }),
  boardAd: (board: number, platform: PlatformKey, ad: number) =>
    operationPath(BOARD_OPERATIONS.save, { board, platform, ad }),
  boardShare: (board: number) => operationPath(BOARD_OPERATIONS.share, { board }),
  sharedBoard: (token: string) => operationPath(BOARD_OPERATIONS.shared, { token }),
  sharedBoardAds: (token: string, page = 1) => operationPath(BOARD_OPERATIONS.sharedAds, { token }, { page }),
  owner: (owner: number) => operationPath(OWNER_OPERATIONS.profile, { owner }),
  hidden: () => operationPath(HIDDEN_OPERATIONS.list),
  hiddenAd: (platform: PlatformKey, ad: number) => operationPath(HIDDEN_OPERATIONS.hideAd, { platform, ad }),
  hiddenOwner: (owner: number) => operationPath(HIDDEN_OPERATIONS.hideOwner, { owner }),
  savedSearches: () => operationPath(SAVED_SEARCH_OPERATIONS.list),
  savedSearch: (id: number) => operationPath(SAVED_SEARCH_OPERATIONS.rename, { search: id }),
  savedSearchVisit: (id: number) => operationPath(SAVED_SEARCH_OPERATIONS.visit, { search: id }),
  demoAccounts: () => operationPath(DEMO_ACCOUNT_OPERATIONS.mint),
  savedSearchFeed: (id: number) => operationPath(FEED_OPERATIONS.status, { search: id }),
  /** `file` is the token followed by `.atom`. */
  feed: (file: string) => operationPath(FEED_OPERATIONS.read, { feed: file }),
  webhooks: () => operationPath(WEBHOOK_OPERATIONS.list),
  webhook: (id: number) => operationPath(WEBHOOK_OPERATIONS.remove, { webhook: id }),
  webhookTest: (id: number) => operationPath(WEBHOOK_OPERATIONS.test, { webhook: id }),
  webhookDeliveries: (id: number) => operationPath(WEBHOOK_OPERATIONS.deliveries, { webhook: id }),
};
