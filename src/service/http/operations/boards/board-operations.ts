import type { Context } from 'hono';
import { boardAdInputSchema, boardInputSchema, type BoardList } from '../../../../contract/extensions/boards';
import { emptyInputSchema } from '../../../../contract/extensions/empty-input';
import type { BoardStore } from '../../../board-store';
import { okResponse } from '../../envelope';
import { pageQuery, parseInput, pathId } from '../../extension-input';
import { adPlatform } from '../../platform-param';
import { ServiceError } from '../../service-error';
import type { ServiceEnv } from '../../service-env';

type Handler = (c: Context<ServiceEnv>) => Promise<Response>;

/** 1006 for a board the key does not have; another key's board reads the same as none. */
const noBoard = (boardId: number) => new ServiceError('not_found', `You have no board ${boardId}.`);

const boardIdOf = (c: Context<ServiceEnv>) => pathId(c, 'board', 'board');
const origin = (c: Context) => new URL(c.req.url).origin;

/** The operations of the `boards` extension over `boards`, each for the calling key only. */
export function boardOperations(boards: BoardStore) {
  return {
    async list(c) {
      const data: BoardList = { boards: await boards.list(c.var.apiKey.id) };
      return okResponse(c, data);
    },
    async create(c) {
      const { name } = parseInput(boardInputSchema, c.var.body);
      return okResponse(c, await boards.create(c.var.apiKey.id, name));
    },
    async get(c) {
      const boardId = boardIdOf(c);
      const board = await boards.get(c.var.apiKey.id, boardId);
      if (!board) throw noBoard(boardId);
      return okResponse(c, board);
    },
    async rename(c) {
      const boardId = boardIdOf(c);
      const { name } = parseInput(boardInputSchema, c.var.body);
      const board = await boards.rename(c.var.apiKey.id, boardId, name);
      if (!board) throw noBoard(boardId);
      return okResponse(c, board);
    },
    async remove(c) {
      const boardId = boardIdOf(c);
      if (!(await boards.remove(c.var.apiKey.id, boardId))) throw noBoard(boardId);
      return okResponse(c, { id: boardId, deleted: true });
    },
    async ads(c) {
      const boardId = boardIdOf(c);
      const page = await boards.ads(c.var.apiKey.id, boardId, pageQuery(c), origin(c));
      if (!page) throw noBoard(boardId);
      return okResponse(c, page);
    },
    async save(c) {
      const boardId = boardIdOf(c);
      const platform = adPlatform(c.req.param('platform') ?? '');
      const adId = pathId(c, 'ad', `ad on ${platform}`);
      const { note } = parseInput(boardAdInputSchema, c.var.body);
      const outcome = await boards.save(c.var.apiKey.id, boardId, platform, adId, note);
      if (outcome === 'no_board') throw noBoard(boardId);
      if (outcome === 'no_ad') throw new ServiceError('not_found', `Platform ${platform} has no ad ${adId}.`);
      return okResponse(c, { board: boardId, platform, ad: adId, note });
    },
    async unsave(c) {
      const boardId = boardIdOf(c);
      const platform = adPlatform(c.req.param('platform') ?? '');
      const adId = pathId(c, 'ad', `ad on ${platform}`);
      if (!(await boards.unsave(c.var.apiKey.id, boardId, platform, adId))) {
        throw new ServiceError('not_found', `Board ${boardId} holds no ad ${adId} of ${platform}.`);
      }
      return okResponse(c, { board: boardId, platform, ad: adId, deleted: true });
    },
    async share(c) {
      const boardId = boardIdOf(c);
      parseInput(emptyInputSchema, c.var.body);
      const token = await boards.share(c.var.apiKey.id, boardId);
      if (!token) throw noBoard(boardId);
      return okResponse(c, { token });
    },
    async unshare(c) {
      const boardId = boardIdOf(c);
      if (!(await boards.unshare(c.var.apiKey.id, boardId))) throw noBoard(boardId);
      return okResponse(c, { id: boardId, shared: false });
    },
  } satisfies Record<string, Handler>;
}
