import { BOARD_OPERATIONS } from '../../contract/extensions/board-operations';
import { capabilitiesSchema, CAPABILITIES_PATH } from '../../contract/extensions/capabilities';
import type { ExtensionOperation } from '../../contract/extensions/extension-operation';
import { HIDDEN_OPERATIONS } from '../../contract/extensions/hidden-operations';
import { OWNER_OPERATIONS } from '../../contract/extensions/owner-operations';
import { DEMO_ACCOUNT_OPERATIONS } from './demo-account-specs';
import { FEED_OPERATIONS } from './feed-specs';
import { HISTOGRAM_OPERATIONS } from './histogram-specs';
import { SAVED_SEARCH_OPERATIONS } from './saved-search-specs';
import { SIMILAR_OPERATIONS } from './similar-specs';
import { WEBHOOK_OPERATIONS } from './webhook-specs';
import { TRENDS_OPERATIONS } from './trends-specs';

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
  ...SIMILAR_OPERATIONS,
  ...HISTOGRAM_OPERATIONS,
  ...TRENDS_OPERATIONS,
  ...Object.values(BOARD_OPERATIONS),
  ...SAVED_SEARCH_OPERATIONS,
  ...FEED_OPERATIONS,
  ...WEBHOOK_OPERATIONS,
  ...Object.values(HIDDEN_OPERATIONS),
  ...DEMO_ACCOUNT_OPERATIONS,
];
