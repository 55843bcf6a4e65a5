import type { Context } from 'hono';
import type { BOARD_OPERATIONS } from '../../../../contract/extensions/board-operations';
import type { BoardStore } from '../../../board-store';
import { pageQuery, pathId } from '../../extension-input';
import type { OperationHandlers } from '../../extensions/operation-routes';
import { adPlatform } from '../../platform-param';
import { ServiceError } from '../../service-error';
import type { ServiceEnv } from '../../service-env';

/** 1006 for a board the key does not have; another key's board reads the same as none. */
const noBoard = (boardId: number) => new ServiceError('not_found', `You have no board ${boardId}.`);

const boardIdOf = (c: Context<ServiceEnv>) => pathId(c, 'board', 'board');
const origin = (c: Context) => new URL(c.req.url).origin;

/** The operations of the `boards` extension over `boards`, each for the calling key only. */
export function boardOperations(
  boards: BoardStore,
): Omit<OperationHandlers<typeof BOARD_OPERATIONS>, 'shared' | 'sharedAds'> {
  return {
    async list(c, io) {
      return io.ok({ boards: await boards.list(c.var.apiKey.id) });
    },
    async create(c, io) {
      const { name } = io.body();
      return io.ok(await boards.create(c.var.apiKey.id, name));
    },
    async get(c, io) {
      const boardId = boardIdOf(c);
      const board = await boards.get(c.var.apiKey.id, boardId);
      if (!board) throw noBoard(boardId);
      return io.ok(board);
    },
    async rename(c, io) {
      const boardId = boardIdOf(c);
      const { name } = io.body();
      const board = await boards.rename(c.var.apiKey.id, boardId, name);
      if (!board) throw noBoard(boardId);
      return io.ok(board);
    },
    async remove(c, io) {
      const boardId = boardIdOf(c);
      if (!(await boards.remove(c.var.apiKey.id, boardId))) throw noBoard(boardId);
      return io.ok({ id: boardId, deleted: true });
    },
    async ads(c, io) {
      const boardId = boardIdOf(c);
      const page = await boards.ads(c.var.apiKey.id, boardId, pageQuery(c), origin(c));
      if (!page) throw noBoard(boardId);
      return io.ok(page);
    },
    async save(c, io) {
      const boardId = boardIdOf(c);
      const platform = adPlatform(c.req.param('platform') ?? '');
      const adId = pathId(c, 'ad', `ad on ${platform}`);
      const { note } = io.body();
      const outcome = await boards.save(c.var.apiKey.id, boardId, platform, adId, note);
      if (outcome === 'no_board') throw noBoard(boardId);
      if (outcome === 'no_ad') throw new ServiceError('not_found', `Platform ${platform} has no ad ${adId}.`);
      return io.ok({ board: boardId, platform, ad: adId, note });
    },
    async unsave(c, io) {
      const boardId = boardIdOf(c);
      const platform = adPlatform(c.req.param('platform') ?? '');
      const adId = pathId(c, 'ad', `ad on ${platform}`);
      if (!(await boards.unsave(c.var.apiKey.id, boardId, platform, adId))) {
        throw new ServiceError('not_found', `Board ${boardId} holds no ad ${adId} of ${platform}.`);
      }
      return io.ok({ board: boardId, platform, ad: adId, deleted: true });
    },
    async share(c, io) {
      const boardId = boardIdOf(c);
      io.body();
      const token = await boards.share(c.var.apiKey.id, boardId);
      if (!token) throw noBoard(boardId);
      return io.ok({ token });
    },
    async unshare(c, io) {
      const boardId = boardIdOf(c);
      if (!(await boards.unshare(c.var.apiKey.id, boardId))) throw noBoard(boardId);
      return io.ok({ id: boardId, shared: false });
    },
  };
}
