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
import { operationTable } from './extension-operation';

const PAGE = {
  page: { schema: { type: 'integer', minimum: 1, maximum: MAX_PAGE }, description: '18 ads a page' },
} as const;
const deleted = z.looseObject({ deleted: z.literal(true) });

/** The operations of the `boards` extension: the key's boards, and the read-only shared views without a key. */
export const BOARD_OPERATIONS = operationTable('boards', {
  list: { method: 'get', path: '/boards', summary: 'The key’s boards, last changed first', data: boardListSchema },
  create: { method: 'post', path: '/boards', summary: 'Create a board', data: boardSchema, body: boardInputSchema },
  get: { method: 'get', path: '/boards/:board', summary: 'One board', data: boardSchema },
  rename: {
    method: 'patch',
    path: '/boards/:board',
    summary: 'Rename a board',
    data: boardSchema,
    body: boardInputSchema,
  },
  remove: { method: 'delete', path: '/boards/:board', summary: 'Delete a board with its saved ads', data: deleted },
  ads: {
    method: 'get',
    path: '/boards/:board/ads',
    summary: 'A board’s ads, last saved first',
    data: boardAdsPageSchema,
    query: PAGE,
  },
  save: {
    method: 'put',
    path: '/boards/:board/ads/:platform/:ad',
    summary: 'Save an ad on a board, or replace its note',
    data: z.looseObject({ note: z.string() }),
    body: boardAdInputSchema,
  },
  unsave: {
    method: 'delete',
    path: '/boards/:board/ads/:platform/:ad',
    summary: 'Take an ad off a board',
    data: deleted,
  },
  share: {
    method: 'post',
    path: '/boards/:board/share',
    summary: 'A new read-only link token; the board’s earlier token stops working',
    data: boardShareSchema,
  },
  unshare: {
    method: 'delete',
    path: '/boards/:board/share',
    summary: 'Stop sharing a board',
    data: z.looseObject({ shared: z.boolean() }),
  },
  shared: {
    method: 'get',
    path: '/shared/boards/:token',
    summary: 'A shared board, without a key',
    data: sharedBoardSchema,
    keyless: true,
  },
  sharedAds: {
    method: 'get',
    path: '/shared/boards/:token/ads',
    summary: 'A shared board’s ads, without a key',
    data: boardAdsPageSchema,
    keyless: true,
    query: PAGE,
  },
});
