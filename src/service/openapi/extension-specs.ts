import { BOARD_OPERATIONS, BOARD_SUMMARIES } from '../../contract/extensions/board-operations';
import { capabilitiesSchema, CAPABILITIES_PATH } from '../../contract/extensions/capabilities';
import { DEMO_ACCOUNT_OPERATIONS, DEMO_ACCOUNT_SUMMARIES } from '../../contract/extensions/demo-account-operations';
import { documented, type DocumentedOperation } from '../../contract/extensions/extension-operation';
import { FEED_OPERATIONS, FEED_SUMMARIES } from '../../contract/extensions/feed-operations';
import { HIDDEN_OPERATIONS, HIDDEN_SUMMARIES } from '../../contract/extensions/hidden-operations';
import { HISTOGRAM_OPERATIONS, HISTOGRAM_SUMMARIES } from '../../contract/extensions/histogram-operations';
import { OWNER_OPERATIONS, OWNER_SUMMARIES } from '../../contract/extensions/owner-operations';
import { SAVED_SEARCH_OPERATIONS, SAVED_SEARCH_SUMMARIES } from '../../contract/extensions/saved-search-operations';
import { SIMILAR_OPERATIONS, SIMILAR_SUMMARIES } from '../../contract/extensions/similar-operations';
import { TRENDS_OPERATIONS, TRENDS_SUMMARIES } from '../../contract/extensions/trends-operations';
import { WEBHOOK_OPERATIONS, WEBHOOK_SUMMARIES } from '../../contract/extensions/webhook-operations';

/** Every extension operation of the v2 layout (DESIGN §8). */
export const EXTENSION_OPERATIONS: readonly DocumentedOperation[] = [
  {
    path: CAPABILITIES_PATH,
    method: 'get',
    extension: 'capabilities',
    summary: 'The extensions this deployment offers',
    data: capabilitiesSchema,
  },
  ...documented(OWNER_OPERATIONS, OWNER_SUMMARIES),
  ...documented(SIMILAR_OPERATIONS, SIMILAR_SUMMARIES),
  ...documented(HISTOGRAM_OPERATIONS, HISTOGRAM_SUMMARIES),
  ...documented(TRENDS_OPERATIONS, TRENDS_SUMMARIES),
  ...documented(BOARD_OPERATIONS, BOARD_SUMMARIES),
  ...documented(SAVED_SEARCH_OPERATIONS, SAVED_SEARCH_SUMMARIES),
  ...documented(FEED_OPERATIONS, FEED_SUMMARIES),
  ...documented(WEBHOOK_OPERATIONS, WEBHOOK_SUMMARIES),
  ...documented(HIDDEN_OPERATIONS, HIDDEN_SUMMARIES),
  ...documented(DEMO_ACCOUNT_OPERATIONS, DEMO_ACCOUNT_SUMMARIES),
];
