import { z } from '../zod';
import { MAX_PAGE } from '../request-limits';
import {
  boardAdInputSchema,
  boardAdsPageSchema,
  boardInputSchema,
  boardListSchema,
  boardSchema,
  boardShareSchema,
  sharedBoardSchema,
} from './boards';
import { operationTable, type OperationSummaries } from './extension-operation';
import { builtOnFirstUse } from '../built-on-first-use';

const PAGE = {
  page: { schema: { type: 'integer', minimum: 1, maximum: MAX_PAGE }, description: '18 ads a page' },
} as const;
const deleted = builtOnFirstUse(() => z.looseObject({ deleted: z.literal(true) }));

/** The operations of the `boards` extension: the key's boards, and the read-only shared views without a key. */
export const BOARD_OPERATIONS = operationTable('boards', {
  list: { method: 'get', path: '/boards', data: boardListSchema },
  create: { method: 'post', path: '/boards', data: boardSchema, body: boardInputSchema },
  get: { method: 'get', path: '/boards/:board', data: boardSchema },
  rename: { method: 'patch', path: '/boards/:board', data: boardSchema, body: boardInputSchema },
  remove: { method: 'delete', path: '/boards/:board', data: deleted },
  ads: { method: 'get', path: '/boards/:board/ads', data: boardAdsPageSchema, query: PAGE },
  save: {
    method: 'put',
    path: '/boards/:board/ads/:platform/:ad',
    data: builtOnFirstUse(() => z.looseObject({ note: z.string() })),
    body: boardAdInputSchema,
  },
  unsave: { method: 'delete', path: '/boards/:board/ads/:platform/:ad', data: deleted },
  share: { method: 'post', path: '/boards/:board/share', data: boardShareSchema },
  unshare: {
    method: 'delete',
    path: '/boards/:board/share',
    data: builtOnFirstUse(() => z.looseObject({ shared: z.boolean() })),
  },
  shared: { method: 'get', path: '/shared/boards/:token', data: sharedBoardSchema, keyless: true },
  sharedAds: { method: 'get', path: '/shared/boards/:token/ads', data: boardAdsPageSchema, keyless: true, query: PAGE },
});

/** The OpenAPI summary of each operation, kept beside the table so the explorer's bundle leaves the text out. */
export const BOARD_SUMMARIES = {
  list: 'The key’s boards, last changed first',
  create: 'Create a board',
  get: 'One board',
  rename: 'Rename a board',
  remove: 'Delete a board with its saved ads',
  ads: 'A board’s ads, last saved first',
  save: 'Save an ad on a board, or replace its note',
  unsave: 'Take an ad off a board',
  share: 'A new read-only link token; the board’s earlier token stops working',
  unshare: 'Stop sharing a board',
  shared: 'A shared board, without a key',
  sharedAds: 'A shared board’s ads, without a key',
} satisfies OperationSummaries<typeof BOARD_OPERATIONS>;
