import { MAX_PAGE } from '../request-limits';
import { operationTable, type OperationSummaries } from './extension-operation';
import { SIMILAR_COPY_THRESHOLD, SIMILAR_REASONS, similarAdsPageSchema } from './similar';

/** The operations of the `similar` extension. */
export const SIMILAR_OPERATIONS = operationTable('similar', {
  ads: {
    method: 'get',
    path: '/ads/:platform/:ad/similar',
    data: similarAdsPageSchema,
    query: {
      page: { schema: { type: 'integer', minimum: 1, maximum: MAX_PAGE }, description: '18 ads a page' },
      reason: {
        schema: { type: 'string', enum: [...SIMILAR_REASONS] },
        description: 'Only the ads of this reason (and only its count); both when absent',
      },
      last_hit: {
        schema: { type: 'integer', minimum: 1 },
        description: 'The snapshot (unix seconds) a page 1 answered; a new one when absent. Malformed or future: 1011',
      },
    },
  },
});

/** The OpenAPI summary of each operation, kept beside the table so the explorer's bundle leaves the text out. */
export const SIMILAR_SUMMARIES = {
  ads:
    'Ads of any advertiser and platform that use the same creative (the same lead media file) or whose ' +
    `title and copy are at least ${SIMILAR_COPY_THRESHOLD} alike (pg_trgm similarity, as is their searchable ` +
    'text), same creative first, then closest first; each with its reason and score, and each reason counted ' +
    'with its other advertisers. At a snapshot, as the key’s searches see it (its hides apply).',
} satisfies OperationSummaries<typeof SIMILAR_OPERATIONS>;
