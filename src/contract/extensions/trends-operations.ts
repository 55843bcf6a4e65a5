import { DATE_INTERVALS } from './date-interval';
import { operationTable, type OperationSummaries } from './extension-operation';
import { DEFAULT_TRENDS_INTERVAL, ownerTrendsSchema } from './trends';

/** The operations of the `trends` extension. */
export const TRENDS_OPERATIONS = operationTable('trends', {
  owner: {
    method: 'get',
    path: '/owners/:owner/trends',
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
});

/** The OpenAPI summary of each operation, kept beside the table so the explorer's bundle leaves the text out. */
export const TRENDS_SUMMARIES = {
  owner:
    'An advertiser’s trends at a snapshot, as the key’s searches see it (its hides apply): ads launched, ' +
    'ads active and impressions by platform per bucket, and its longest-running ads.',
} satisfies OperationSummaries<typeof TRENDS_OPERATIONS>;
