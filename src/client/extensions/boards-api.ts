import {
  boardAdsPageSchema,
  boardListSchema,
  boardSchema,
  boardShareSchema,
  sharedBoardSchema,
  type Board,
  type BoardAdsPage,
  type SharedBoard,
} from '../../contract/extensions/boards';
import { EXTENSION_PATHS as P } from '../../contract/extensions/extension-paths';
import { okEnvelopeSchema } from '../../contract/envelope';
import type { PlatformKey } from '../../contract/platforms';
import type { RequestOptions } from '../ads-client';
import { acknowledgedEnvelope, extensionRequest as req, type ExtensionSender } from './extension-request';

const boardListEnvelope = okEnvelopeSchema(boardListSchema);
const boardEnvelope = okEnvelopeSchema(boardSchema);
const boardAdsEnvelope = okEnvelopeSchema(boardAdsPageSchema);
const shareEnvelope = okEnvelopeSchema(boardShareSchema);
const sharedBoardEnvelope = okEnvelopeSchema(sharedBoardSchema);

/** An ad as the boards and hidden routes name it. */
export interface AdKey {
  platform: PlatformKey;
  id: number;
}

/** The `boards` extension (DESIGN §8) over the client's transport; every call is the key's own, but the shared views send no key. */
export function boardsApi(client: ExtensionSender) {
  return {
    /** The key's boards with their ad counts. */
    async list(options?: RequestOptions): Promise<Board[]> {
      return (await client.send(req('GET', P.boards()), boardListEnvelope, options)).boards;
    },
    create: (name: string, options?: RequestOptions): Promise<Board> =>
      client.send(req('POST', P.boards(), { name }), boardEnvelope, options),
    get: (board: number, options?: RequestOptions): Promise<Board> =>
      client.send(req('GET', P.board(board)), boardEnvelope, options),
    rename: (board: number, name: string, options?: RequestOptions): Promise<Board> =>
      client.send(req('PATCH', P.board(board), { name }), boardEnvelope, options),
    async remove(board: number, options?: RequestOptions): Promise<void> {
      await client.send(req('DELETE', P.board(board)), acknowledgedEnvelope, options);
    },
    /** One page (18 ads, last saved first) of a board's ads with their notes. */
    ads: (board: number, page: number, options?: RequestOptions): Promise<BoardAdsPage> =>
      client.send(req('GET', P.boardAds(board, page)), boardAdsEnvelope, options),
    /** Puts the ad on the board with `note`; saving again replaces the note. */
    async save(board: number, ad: AdKey, note = '', options?: RequestOptions): Promise<void> {
      await client.send(req('PUT', P.boardAd(board, ad.platform, ad.id), { note }), acknowledgedEnvelope, options);
    },
    async unsave(board: number, ad: AdKey, options?: RequestOptions): Promise<void> {
      await client.send(req('DELETE', P.boardAd(board, ad.platform, ad.id)), acknowledgedEnvelope, options);
    },
    /** A new read-only token for the board; earlier tokens stop working. */
    async share(board: number, options?: RequestOptions): Promise<string> {
      return (await client.send(req('POST', P.boardShare(board)), shareEnvelope, options)).token;
    },
    async unshare(board: number, options?: RequestOptions): Promise<void> {
      await client.send(req('DELETE', P.boardShare(board)), acknowledgedEnvelope, options);
    },
    /** A shared board by its token, asked without a key. */
    shared: (token: string, options?: RequestOptions): Promise<SharedBoard> =>
      client.send(req('GET', P.sharedBoard(token)), sharedBoardEnvelope, { ...options, keyless: true }),
    sharedAds: (token: string, page: number, options?: RequestOptions): Promise<BoardAdsPage> =>
      client.send(req('GET', P.sharedBoardAds(token, page)), boardAdsEnvelope, { ...options, keyless: true }),
  };
}

export type BoardsApi = ReturnType<typeof boardsApi>;
