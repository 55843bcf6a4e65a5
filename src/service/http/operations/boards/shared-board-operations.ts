import type { Context } from 'hono';
import type { BOARD_OPERATIONS } from '../../../../contract/extensions/board-operations';
import type { BoardStore } from '../../../board-store';
import { pageQuery } from '../../extension-input';
import type { OperationHandlers } from '../../extensions/operation-routes';
import { ServiceError } from '../../service-error';
import type { ServiceEnv } from '../../service-env';

/** The board a token opens; an unknown or replaced token is 1006 like any missing thing. */
async function sharedBoard(boards: BoardStore, c: Context<ServiceEnv>) {
  const shared = await boards.shared(c.req.param('token') ?? '');
  if (!shared) throw new ServiceError('not_found', 'This board link does not exist or is no longer shared.');
  return shared;
}

/** Read-only views of a shared board; they answer without a key. */
export function sharedBoardOperations(
  boards: BoardStore,
): Pick<OperationHandlers<typeof BOARD_OPERATIONS>, 'shared' | 'sharedAds'> {
  return {
    async shared(c, io) {
      return io.ok((await sharedBoard(boards, c)).board);
    },
    async sharedAds(c, io) {
      const page = pageQuery(c);
      const { boardId } = await sharedBoard(boards, c);
      return io.ok(await boards.sharedAds(boardId, page, new URL(c.req.url).origin));
    },
  };
}
