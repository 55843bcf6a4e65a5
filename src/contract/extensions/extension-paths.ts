import type { PlatformKey, SearchPlatform } from '../platforms';
import { BOARD_OPERATIONS } from './board-operations';
import { operationPath } from './extension-operation';
import { HIDDEN_OPERATIONS } from './hidden-operations';
import { OWNER_OPERATIONS } from './owner-operations';

/** Route patterns (`:name` parameters) of the extensions, relative to a v2 base URL (DESIGN §8). */
export const EXTENSION_ROUTES = {
  histogram: '/ads/:platform/histogram',
  ownerTrends: '/owners/:owner/trends',
  savedSearches: '/saved-searches',
  savedSearch: '/saved-searches/:search',
  savedSearchVisit: '/saved-searches/:search/visit',
  demoAccounts: '/demo-accounts',
  similarAds: '/ads/:platform/:ad/similar',
  savedSearchFeed: '/saved-searches/:search/feed',
  feed: '/feeds/:feed',
  webhooks: '/webhooks',
  webhook: '/webhooks/:webhook',
  webhookTest: '/webhooks/:webhook/test',
  webhookDeliveries: '/webhooks/:webhook/deliveries',
} as const;

const seg = encodeURIComponent;

/** Paths of the extension operations, relative to a v2 base URL. */
export const EXTENSION_PATHS = {
  histogram: (platform: SearchPlatform) => `/ads/${seg(platform)}/histogram`,
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
  savedSearches: () => '/saved-searches',
  savedSearch: (id: number) => `/saved-searches/${id}`,
  savedSearchVisit: (id: number) => `/saved-searches/${id}/visit`,
  demoAccounts: () => '/demo-accounts',
  savedSearchFeed: (id: number) => `/saved-searches/${id}/feed`,
  /** `file` is the token followed by `.atom`. */
  feed: (file: string) => `/feeds/${seg(file)}`,
  webhooks: () => '/webhooks',
  webhook: (id: number) => `/webhooks/${id}`,
  webhookTest: (id: number) => `/webhooks/${id}/test`,
  webhookDeliveries: (id: number) => `/webhooks/${id}/deliveries`,
};
