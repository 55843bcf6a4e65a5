import { BOARD_OPERATIONS } from '../../contract/extensions/board-operations';
import { capabilitiesSchema, CAPABILITIES_PATH } from '../../contract/extensions/capabilities';
import { DEMO_ACCOUNT_OPERATIONS } from '../../contract/extensions/demo-account-operations';
import type { ExtensionOperation } from '../../contract/extensions/extension-operation';
import { FEED_OPERATIONS } from '../../contract/extensions/feed-operations';
import { HIDDEN_OPERATIONS } from '../../contract/extensions/hidden-operations';
import { HISTOGRAM_OPERATIONS } from '../../contract/extensions/histogram-operations';
import { OWNER_OPERATIONS } from '../../contract/extensions/owner-operations';
import { SAVED_SEARCH_OPERATIONS } from '../../contract/extensions/saved-search-operations';
import { SIMILAR_OPERATIONS } from '../../contract/extensions/similar-operations';
import { TRENDS_OPERATIONS } from '../../contract/extensions/trends-operations';
import { WEBHOOK_OPERATIONS } from '../../contract/extensions/webhook-operations';

/** Every extension operation of the v2 layout (DESIGN §8). */
export const EXTENSION_OPERATIONS: readonly ExtensionOperation[] = [
  {
    path: CAPABILITIES_PATH,
    method: 'get',
    extension: 'capabilities',
    name: 'capabilities',
    summary: 'The extensions this deployment offers',
    data: capabilitiesSchema,
  },
  ...Object.values(OWNER_OPERATIONS),
  ...Object.values(SIMILAR_OPERATIONS),
  ...Object.values(HISTOGRAM_OPERATIONS),
  ...Object.values(TRENDS_OPERATIONS),
  ...Object.values(BOARD_OPERATIONS),
  ...Object.values(SAVED_SEARCH_OPERATIONS),
  ...Object.values(FEED_OPERATIONS),
  ...Object.values(WEBHOOK_OPERATIONS),
  ...Object.values(HIDDEN_OPERATIONS),
  ...Object.values(DEMO_ACCOUNT_OPERATIONS),
];
