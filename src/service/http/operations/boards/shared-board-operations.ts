import type { Context } from 'hono';
import type { BoardStore } from '../../../board-store';
import { okResponse } from '../../envelope';
import { pageQuery } from '../../extension-input';
import { ServiceError } from '../../service-error';
import type { ServiceEnv } from '../../service-env';

/** The board a token opens; an unknown or replaced token is 1006 like any missing thing. */
async function sharedBoard(boards: BoardStore, c: Context<ServiceEnv>) {
  const shared = await boards.shared(c.req.param('token') ?? '');
  if (!shared) throw new ServiceError('not_found', 'This board link does not exist or is no longer shared.');
  return shared;
}

/** Read-only views of a shared board; they answer without a key. */
export function sharedBoardOperations(boards: BoardStore) {
  return {
    async board(c: Context<ServiceEnv>) {
      return okResponse(c, (await sharedBoard(boards, c)).board);
    },
    async ads(c: Context<ServiceEnv>) {
      const page = pageQuery(c);
      const { boardId } = await sharedBoard(boards, c);
      return okResponse(c, await boards.sharedAds(boardId, page, new URL(c.req.url).origin));
    },
  };
}
