import { DATE_INTERVALS } from '../../contract/extensions/date-interval';
import { EXTENSION_ROUTES as R } from '../../contract/extensions/extension-paths';
import { DEFAULT_TRENDS_INTERVAL, ownerTrendsSchema } from '../../contract/extensions/trends';
import { operationsOf } from './extension-operations';

/** The operations of the `trends` extension. */
export const TRENDS_OPERATIONS = operationsOf('trends', [
  {
    path: R.ownerTrends,
    method: 'get',
    summary:
      'An advertiser’s trends at a snapshot, as the key’s searches see it (its hides apply): ads launched, ' +
      'ads active and impressions by platform per bucket, and its longest-running ads.',
    data: ownerTrendsSchema,
    query: {
      interval: {
        schema: { type: 'string', enum: [...DATE_INTERVALS], default: DEFAULT_TRENDS_INTERVAL },
        description: 'UTC days, ISO weeks (from Monday) or calendar months',
      },
      last_hit: {
        schema: { type: 'integer', minimum: 1 },
        description: 'The snapshot (unix seconds) a page 1 answered; a new one when absent. Malformed or future: 1011',
      },
    },
  },
]);
