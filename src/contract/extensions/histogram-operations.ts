import { MEGA, PLATFORM_KEYS } from '../platforms';
import { operationTable, type OperationSummaries } from './extension-operation';
import { histogramBodySchema, histogramSchema } from './histogram';

/** The operation of the `histogram` extension: a search's matches by day, week or month, in its snapshot. */
export const HISTOGRAM_OPERATIONS = operationTable('histogram', {
  search: {
    method: 'post',
    path: '/ads/:platform/histogram',
    body: histogramBodySchema,
    data: histogramSchema,
    params: { platform: { type: 'string', enum: [...PLATFORM_KEYS, MEGA] } },
  },
});

/** The OpenAPI summary of each operation, kept beside the table so the explorer's bundle leaves the text out. */
export const HISTOGRAM_SUMMARIES = {
  search:
    'A search’s matches per day, week or month of first_seen (default) or last_seen, counted in the ' +
    'snapshot last_hit names (a new one when absent, answered as last_hit). The body is the v2 search ' +
    'body with field and interval (chosen from the span of the matches when absent); on mega each ' +
    'bucket also has by_platform. relation gte: more than 10,000 match and the buckets count the ' +
    'newest 10,000. A malformed or future last_hit answers 1011 (400).',
} satisfies OperationSummaries<typeof HISTOGRAM_OPERATIONS>;
