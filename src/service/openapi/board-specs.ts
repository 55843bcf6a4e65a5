import { z } from '../../contract/zod';
import {
  boardAdInputSchema,
  boardAdsPageSchema,
  boardInputSchema,
  boardListSchema,
  boardSchema,
  boardShareSchema,
  sharedBoardSchema,
} from '../../contract/extensions/boards';
import { EXTENSION_ROUTES as R } from '../../contract/extensions/extension-paths';
import type { ExtensionOperation } from '../../contract/extensions/extension-operation';
import { operationsOf } from './extension-operations';

const PAGE = { page: { schema: { type: 'integer', minimum: 1, maximum: 500 }, description: '18 ads a page' } } as const;
const deleted = z.looseObject({ deleted: z.literal(true) });

/** The operations of the `boards` extension. */
export const BOARD_OPERATIONS: readonly ExtensionOperation[] = operationsOf('boards', [
  { path: R.boards, method: 'get', summary: 'The key’s boards, last changed first', data: boardListSchema },
  { path: R.boards, method: 'post', summary: 'Create a board', data: boardSchema, body: boardInputSchema },
  { path: R.board, method: 'get', summary: 'One board', data: boardSchema },
  { path: R.board, method: 'patch', summary: 'Rename a board', data: boardSchema, body: boardInputSchema },
  { path: R.board, method: 'delete', summary: 'Delete a board with its saved ads', data: deleted },
  {
    path: R.boardAds,
    method: 'get',
    summary: 'A board’s ads, last saved first',
    data: boardAdsPageSchema,
    query: PAGE,
  },
  {
    path: R.boardAd,
    method: 'put',
    summary: 'Save an ad on a board, or replace its note',
    data: z.looseObject({ note: z.string() }),
    body: boardAdInputSchema,
  },
  { path: R.boardAd, method: 'delete', summary: 'Take an ad off a board', data: deleted },
  {
    path: R.boardShare,
    method: 'post',
    summary: 'A new read-only link token; the board’s earlier token stops working',
    data: boardShareSchema,
  },
  {
    path: R.boardShare,
    method: 'delete',
    summary: 'Stop sharing a board',
    data: z.looseObject({ shared: z.boolean() }),
  },
  {
    path: R.sharedBoard,
    method: 'get',
    summary: 'A shared board, without a key',
    data: sharedBoardSchema,
    keyless: true,
  },
  {
    path: R.sharedBoardAds,
    method: 'get',
    summary: 'A shared board’s ads, without a key',
    data: boardAdsPageSchema,
    keyless: true,
    query: PAGE,
  },
]);
