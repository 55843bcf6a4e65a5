import { BOARD_OPERATIONS as OP } from '../../contract/extensions/board-operations';
import type { Board, BoardAdsPage, SharedBoard } from '../../contract/extensions/boards';
import type { PlatformKey } from '../../contract/platforms';
import type { RequestOptions } from '../ads-client';
import { callOperation as call } from './call-operation';
import type { ExtensionSender } from './extension-request';

/** An ad as the boards and hidden routes name it. */
export interface AdKey {
  platform: PlatformKey;
  id: number;
}

/** The `boards` extension (DESIGN §8) over the client's transport; every call is the key's own, but the shared views send no key. */
export function boardsApi(client: ExtensionSender) {
  const on = (board: number) => ({ params: { board } });
  return {
    /** The key's boards with their ad counts. */
    async list(options?: RequestOptions): Promise<Board[]> {
      return (await call(client, OP.list, {}, options)).boards;
    },
    create: (name: string, options?: RequestOptions): Promise<Board> =>
      call(client, OP.create, { body: { name } }, options),
    get: (board: number, options?: RequestOptions): Promise<Board> => call(client, OP.get, on(board), options),
    rename: (board: number, name: string, options?: RequestOptions): Promise<Board> =>
      call(client, OP.rename, { ...on(board), body: { name } }, options),
    async remove(board: number, options?: RequestOptions): Promise<void> {
      await call(client, OP.remove, on(board), options);
    },
    /** One page (18 ads, last saved first) of a board's ads with their notes. */
    ads: (board: number, page: number, options?: RequestOptions): Promise<BoardAdsPage> =>
      call(client, OP.ads, { ...on(board), query: { page } }, options),
    /** Puts the ad on the board with `note`; saving again replaces the note. */
    async save(board: number, ad: AdKey, note = '', options?: RequestOptions): Promise<void> {
      const params = { board, platform: ad.platform, ad: ad.id };
      await call(client, OP.save, { params, body: { note } }, options);
    },
    async unsave(board: number, ad: AdKey, options?: RequestOptions): Promise<void> {
      await call(client, OP.unsave, { params: { board, platform: ad.platform, ad: ad.id } }, options);
    },
    /** A new read-only token for the board; earlier tokens stop working. */
    async share(board: number, options?: RequestOptions): Promise<string> {
      return (await call(client, OP.share, on(board), options)).token;
    },
    async unshare(board: number, options?: RequestOptions): Promise<void> {
      await call(client, OP.unshare, on(board), options);
    },
    /** A shared board by its token, asked without a key. */
    shared: (token: string, options?: RequestOptions): Promise<SharedBoard> =>
      call(client, OP.shared, { params: { token } }, options),
    sharedAds: (token: string, page: number, options?: RequestOptions): Promise<BoardAdsPage> =>
      call(client, OP.sharedAds, { params: { token }, query: { page } }, options),
  };
}

export type BoardsApi = ReturnType<typeof boardsApi>;
